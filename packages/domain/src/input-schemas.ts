// The small zod schemas the server parses path, query and body values with (the screens import
// validation.ts's patterns, which need no zod).
import { z } from 'zod';
import { QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';

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
 * then leaves prices in the product's own currency (isCountryCode tells the six apart).
 */
export const countryCodeParamSchema = z
  .string({ error: 'Country must be a two-letter country code.' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, { error: 'Country must be a two-letter country code.' })
  .transform((code) => code.toLowerCase());
