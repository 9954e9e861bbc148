// The one rule of names and addresses (review 4, items 8 and 11): no control characters and no
// bidirectional controls, in every field that names a person, a company, a place or a product,
// each refused with its field's sentence; every script, accent, emoji and plain direction mark kept.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { z } from 'zod';
import { firstNameSchema, staffNameSchema } from './account-schemas.ts';
import { addressBody, companyBody } from './company-payloads.ts';
import { contactMessageSchema } from './contact-schema.ts';
import { isPlainLine, isPlainText } from './plain-text.ts';
import { brandForm } from './back-office/catalogue-schemas.ts';
import { customerGroupSchema } from './back-office/customer-group-payloads.ts';
import { sellerDetailsBody } from './back-office/seller-payloads.ts';
import { transferBody } from './back-office/transfer-payloads.ts';

/** Every character the rule refuses: C0 (but the line feed of a multi-line text), DEL, C1, U+2028/9, bidi. */
const REFUSED = [
  ...Array.from({ length: 0x20 }, (_, i) => i),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
  0x2028,
  0x2029,
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
].map((c) => String.fromCodePoint(c));

describe('isPlainLine and isPlainText', () => {
  it.each(REFUSED.map((c) => [c.codePointAt(0)!.toString(16).padStart(4, '0'), c]))(
    'refuses U+%s inside a line',
    (_, c) => {
      expect(isPlainLine(`Pia ${c}Shoes`)).toBe(false);
      // A multi-line text keeps its line breaks and nothing else.
      expect(isPlainText(`Pia ${c}Shoes`)).toBe(c === '\n' || c === '\r');
    },
  );

  it('keeps every script, accents, emoji and the plain direction marks', () => {
    for (const name of [
      'Zoë Müller',
      '李小龙鞋业',
      'أحمد\u200f',
      'שלום\u200e',
      'Ravi 👟👩‍👩‍👧',
      'O’Brien & Co.',
    ])
      expect(isPlainLine(name), name).toBe(true);
    // Any text made of printable characters outside the refused ranges is a plain line.
    const printable = fc
      .string({ unit: 'grapheme', maxLength: 40 })
      .filter((s) => ![...s].some((c) => REFUSED.includes(c)));
    fc.assert(fc.property(printable, (s) => isPlainLine(s) && isPlainText(s)));
  });
});

/** The sentence a schema answers for `value` in `field`, or null when it takes it. */
function refusal(schema: z.ZodType, body: Record<string, unknown>, field: string, value: string) {
  const result = schema.safeParse({ ...body, [field]: value });
  if (result.success) return null;
  return result.error.issues.find((i) => i.path[0] === field)?.message ?? null;
}

const NAMES: [string, z.ZodType, Record<string, unknown>, string, string][] = [
  ['sign-up name', firstNameSchema.transform((v) => v), {}, '', 'A username'],
  ['company name', companyBody, {}, 'name', 'The company name'],
  ['company address', companyBody, { name: 'A' }, 'address_line1', 'The address line 1'],
  ['recipient', addressBody, {}, 'name', "The recipient's name"],
  ['address city', addressBody, {}, 'city', 'The city'],
  ['contact first name', contactMessageSchema, {}, 'first_name', 'Your first name'],
  ['contact last name', contactMessageSchema, {}, 'last_name', 'Your last name'],
  ['staff name', staffNameSchema, {}, '', 'A name'],
  ['group name', customerGroupSchema, {}, 'name', "A group's name"],
  ['seller legal name', sellerDetailsBody, {}, 'legal_name', 'The legal name'],
  ['brand name', brandForm, {}, 'name', 'The brand name'],
  ['transfer reference', transferBody, {}, 'reference', 'The reference'],
];

describe.each(NAMES)('the %s', (_, schema, body, field, label) => {
  const sentence = `${label} cannot contain line breaks, control characters or text-direction overrides.`;
  const parse = (value: string) => {
    if (field === '') {
      const r = schema.safeParse(value);
      return r.success ? null : r.error.issues[0]!.message;
    }
    return refusal(schema, body, field, value);
  };

  it.each(['Pia\r\nBcc: x@example.com', 'Pia\u0000', 'Pia \u202eseohS', 'Pia \u2066Shoes\u2069'])(
    'refuses %j with its sentence',
    (value) => {
      expect(parse(value)).toBe(sentence);
    },
  );

  it('takes a name with accents, another script and emoji', () => {
    expect(parse('Zoë 李 أحمد 👟')).toBeNull();
  });
});

describe('the seller’s bank details', () => {
  it('keep their lines but refuse control characters and overrides', () => {
    const bank = (v: string) => refusal(sellerDetailsBody, {}, 'bank_details', v);
    expect(bank('IBAN GB00\r\nBIC X')).toBeNull();
    expect(bank('IBAN \u202eGB00')).toBe(
      'The bank details cannot contain control characters or text-direction overrides.',
    );
  });
});
