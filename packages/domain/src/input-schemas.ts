// The small zod schemas the server parses path, query and body values with (the screens import
// validation.ts's patterns, which need no zod).
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import { countryCurrency, DEFAULT_COUNTRY } from './countries.ts';

const QUANTITY_MESSAGE = `Quantity must be a whole number from ${QUANTITY_MIN} to ${QUANTITY_MAX}.`;

/** API Cart: a line quantity is a whole number from 1 to 100000. */
export const quantitySchema = z
  .number({ error: QUANTITY_MESSAGE })
  .int({ error: QUANTITY_MESSAGE })
  .min(QUANTITY_MIN, { error: QUANTITY_MESSAGE })
  .max(QUANTITY_MAX, { error: QUANTITY_MESSAGE });

/**
 * API ProductDetail: a {country} path param or country_code query must be two letters (else 400);
 * it is lowercased. A two-letter code the shop does not sell to is valid here: the conversion rule
 * then leaves prices in the product's own currency (isCountryCode tells the shop's countries apart).
 */
export const countryCodeParamSchema = z
  .string({ error: 'Country must be a two-letter country code.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Country must be a two-letter country code.' })
  .transform((code) => code.toLowerCase());

/**
 * `country_code` where totals are summed: one of the countries the shop sells to, any case;
 * gb when absent. A cart holds products priced in several currencies, so it can only be totalled
 * in a currency the rates convert to: an unknown country is refused rather than summed across
 * currencies.
 */
export const shopCountrySchema = z
  .string()
  .trim()
  .toLowerCase()
  .optional()
  .transform((c) => (c ? c : DEFAULT_COUNTRY))
  .refine((c) => countryCurrency(c) !== undefined, {
    error: 'We sell to us, gb, in, jp, ca and cn; choose one of those countries.',
  });
