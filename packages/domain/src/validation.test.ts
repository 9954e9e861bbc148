import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PASSWORD_MIN_LENGTH, QUANTITY_MAX, QUANTITY_MIN } from './constants.ts';
import {
  PASSWORD_HINT,
  passwordCharacterOutside,
  passwordFault,
  PASSWORD_SPECIALS,
  countryCodeParamSchema,
  emailHint,
  isValidEmail,
  isValidPassword,
  quantitySchema,
} from './validation.ts';

const chars = (s: string) => [...s];
const LOWER = chars('abcdefghijklmnopqrstuvwxyz');
const UPPER = LOWER.map((c) => c.toUpperCase());
const DIGITS = chars('0123456789');
const SPECIALS = chars(PASSWORD_SPECIALS);
const ALLOWED = [...LOWER, ...UPPER, ...DIGITS, ...SPECIALS];

const str = (alphabet: string[], minLength: number, maxLength: number) =>
  fc.string({ unit: fc.constantFrom(...alphabet), minLength, maxLength });

/** A password built to the rule: one of each class, allowed filler, shuffled. */
const validPassword = fc
  .tuple(
    fc.constantFrom(...LOWER),
    fc.constantFrom(...UPPER),
    fc.constantFrom(...DIGITS),
    fc.constantFrom(...SPECIALS),
    fc.array(fc.constantFrom(...ALLOWED), { minLength: PASSWORD_MIN_LENGTH - 4, maxLength: 40 }),
  )
  .chain(([l, u, d, s, rest]) => {
    const all = [l, u, d, s, ...rest];
    return fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length });
  })
  .map((cs) => cs.join(''));

/** An address built to the rule: local part, @, domain, dot, 2+ letter ending. */
const validEmail = fc
  .tuple(
    str([...LOWER, ...DIGITS, ...chars('._%+-')], 1, 20),
    str([...LOWER, ...DIGITS, ...chars('.-')], 1, 20),
    str(LOWER, 2, 6),
  )
  .map(([local, domain, ending]) => `${local}@${domain}.${ending}`);

describe('e-mail (001 §5)', () => {
  it.each(['name@example.com', 'a.b+c_d%e-f@mail.example.co.uk', '1@2.io'])(
    'accepts %s',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each([
    'Name@example.com', // lowercase only, as the spec says
    'name@example',
    'name@example.c',
    'name@example.c0m',
    '@example.com',
    'name@@example.com',
    'name example@example.com',
    'name@exa_mple.com',
    ' name@example.com',
    '',
  ])('refuses %j', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('accepts every address built to the rule', () => {
    fc.assert(
      fc.property(validEmail, (email) => {
        expect(isValidEmail(email)).toBe(true);
      }),
    );
  });

  it('refuses an address with an uppercase letter, a space, or without its @', () => {
    fc.assert(
      fc.property(validEmail, fc.constantFrom(...UPPER, ' '), fc.nat(), (email, bad, at) => {
        const i = at % (email.length + 1);
        expect(isValidEmail(email.slice(0, i) + bad + email.slice(i))).toBe(false);
        expect(isValidEmail(email.replace('@', ''))).toBe(false);
      }),
    );
  });

  it('words the hint as the spec does', () => {
    expect(emailHint()).toBe('Please enter a valid email address (e.g., name@example.com)');
    expect(emailHint('me@shop.io')).toBe('Please enter a valid email address (e.g., me@shop.io)');
  });
});

describe('password (001 §5)', () => {
  it.each(['Passw0rd!', 'aB3$aB3$', 'ZZZzzz9^', 'Abcdefg1*' + 'x'.repeat(200)])(
    'accepts %s',
    (password) => {
      expect(isValidPassword(password)).toBe(true);
    },
  );

  it.each([
    ['no uppercase', 'passw0rd!'],
    ['no lowercase', 'PASSW0RD!'],
    ['no digit', 'Password!'],
    ['no special', 'Passw0rdd'],
    ['7 characters', 'Pa0!abc'],
    ['a space', 'Passw0rd! '],
    ['a symbol outside !@#$%^&*', 'Passw0rd!?'],
    ['an accented letter', 'Passw0rd!é'],
    ['empty', ''],
  ])('refuses one with %s', (_, password) => {
    expect(isValidPassword(password)).toBe(false);
  });

  it('accepts every password built to the rule', () => {
    fc.assert(
      fc.property(validPassword, (p) => {
        expect(isValidPassword(p)).toBe(true);
      }),
    );
  });

  it('refuses it once a required class is taken out', () => {
    fc.assert(
      fc.property(validPassword, fc.constantFrom(LOWER, UPPER, DIGITS, SPECIALS), (p, cls) => {
        const stripped = [...p].filter((c) => !cls.includes(c)).join('');
        expect(isValidPassword(stripped)).toBe(false);
      }),
    );
  });

  it('refuses it once any other character is put in', () => {
    const outside = fc
      .string({ minLength: 1, maxLength: 1, unit: 'grapheme' })
      .filter((c) => !ALLOWED.includes(c));
    fc.assert(
      fc.property(validPassword, outside, fc.nat(), (p, bad, at) => {
        const i = at % (p.length + 1);
        expect(isValidPassword(p.slice(0, i) + bad + p.slice(i))).toBe(false);
      }),
    );
  });

  it('refuses anything shorter than 8 characters', () => {
    fc.assert(
      fc.property(str(ALLOWED, 0, PASSWORD_MIN_LENGTH - 1), (p) => {
        expect(isValidPassword(p)).toBe(false);
      }),
    );
  });

  it('names the first character outside the allowed set, and only then', () => {
    fc.assert(
      fc.property(str(ALLOWED, 0, 30), (p) => {
        expect(passwordCharacterOutside(p)).toBeUndefined();
      }),
    );
    expect(passwordCharacterOutside('Abc#1234 ?')).toBe(' ');
    expect(passwordFault('Abc#1234?')).toMatch(/^contains "\?", which a password may not/);
    expect(passwordFault('Abc#1234')).toBeUndefined();
    expect(passwordFault('abc')).toBe(PASSWORD_HINT);
  });

  it('has the spec’s hint', () => {
    expect(PASSWORD_HINT).toContain('at least 8 characters');
    expect(PASSWORD_HINT).toContain('(!@#$%^&*)');
  });
});

describe('quantitySchema', () => {
  it('accepts every whole number from 1 to 100000', () => {
    fc.assert(
      fc.property(fc.integer({ min: QUANTITY_MIN, max: QUANTITY_MAX }), (q) => {
        expect(quantitySchema.parse(q)).toBe(q);
      }),
    );
  });

  it('refuses anything else with one readable sentence', () => {
    const bad = fc.oneof(
      fc.integer({ max: QUANTITY_MIN - 1 }),
      fc.integer({ min: QUANTITY_MAX + 1 }),
      fc.double({ min: 1, max: QUANTITY_MAX, noInteger: true }),
      fc.constantFrom<unknown>(Number.NaN, Number.POSITIVE_INFINITY, '25', null, undefined),
    );
    fc.assert(
      fc.property(bad, (q) => {
        const result = quantitySchema.safeParse(q);
        expect(result.success).toBe(false);
        expect(result.error?.issues[0]?.message).toBe(
          'Quantity must be a whole number from 1 to 100000.',
        );
      }),
    );
  });
});

describe('countryCodeParamSchema', () => {
  it('lowercases any two-letter code, sold-to or not', () => {
    expect(countryCodeParamSchema.parse('GB')).toBe('gb');
    expect(countryCodeParamSchema.parse('fr')).toBe('fr');
    fc.assert(
      fc.property(str([...LOWER, ...UPPER], 2, 2), (code) => {
        expect(countryCodeParamSchema.parse(code)).toBe(code.toLowerCase());
      }),
    );
  });

  it.each(['', 'g', 'gbr', 'g1', '12', 'ü1'])('refuses %j', (code) => {
    const result = countryCodeParamSchema.safeParse(code);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Country must be a two-letter country code.');
  });
});
