// Hostile values for the request fuzzer: the strings, numbers and shapes real attackers and broken
// clients send. Shared by the bounded run in npm test and the long run in bench/fuzz.ts.
import fc from 'fast-check';

/**
 * A JSON number or token written as is into the body text: `1e999` parses to Infinity, a 30-digit
 * integer loses precision, `-0` stays negative zero. JSON.stringify could write none of these.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawJson pieces. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(jsonText).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${jsonText(v)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/** Strings chosen by hand: SQL, traversal, markup, control and odd Unicode, header injection. */
export const ODD_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  "'",
  '"',
  '\\',
  "' OR '1'='1",
  "1' OR 1=1 --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(5)',
  'name desc; DELETE FROM cart_lines',
  'price) UNION SELECT email, password_hash FROM users --',
  '%',
  '%%',
  '_',
  '%00',
  '$1',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '/etc/passwd%00.svg',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${process.env}',
  '__proto__',
  'constructor',
  'toString',
  'null',
  'undefined',
  'true',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-1',
  '-0',
  '0',
  '0x1F',
  '1.5',
  ' 7 ',
  '1,000',
  '99999999999999999999999999',
  '\uD800',
  '\uDFFF\uD800',
  '\u202Egnp.exe',
  '\uFEFFus',
  'ﬀ',
  'İ',
  'ß',
  'ǅ',
  'Ⅻ',
  '👟👟👟',
  '🏳️‍🌈',
  'é',
  'e\u0301',
  'a\r\nBcc: victim@example.com',
  'x@example.com\r\nSubject: hi',
  'x@example.com>,<y@example.com',
  'http://evil.example/',
  '//evil.example',
  'https://localhost:3000@evil.example',
  'US',
  'gb',
  'zz',
  'air',
  'sea',
  'recommended',
];

const longString = fc
  .constantFrom(257, 1_000, 5_000, 70_000)
  .chain((n) => fc.constantFrom('x', 'é', '👟', "'", '%').map((c) => c.repeat(n)));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...ODD_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...ODD_STRINGS), fc.string({ maxLength: 10 }))
      .map(([a, b]) => a + b),
  },
  { weight: 1, arbitrary: longString },
);

export const hostileNumber: fc.Arbitrary<number | RawJson> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    1.5,
    0.1,
    -100_000,
    100_001,
    2 ** 31 - 1,
    2 ** 31,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
    -Number.MAX_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc
    .constantFrom('1e999', '-1e999', '-0', '1e2', '1.0', '123456789012345678901234567890', '1E-400')
    .map((t) => new RawJson(t)),
);

/** Any JSON value of the kinds a field should not hold: objects, arrays, null, booleans… */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: hostileString },
    { weight: 3, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.constantFrom(null, true, false) },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 4 }) },
    {
      weight: 1,
      arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), tie('value'), { maxKeys: 4 }),
    },
  ),
})).value;

/** A field's value: mostly plausible (so requests reach the database), often hostile. */
export function fieldValue(plausible: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 3, arbitrary: plausible },
    { weight: 3, arbitrary: hostileJsonValue },
    // An array where a scalar belongs, holding a good value.
    { weight: 1, arbitrary: plausible.map((v) => [v]) },
  );
}

/** Body text that is not JSON, or JSON that is not an object. */
export const malformedBodyText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '{',
    '}',
    '{"a":',
    "{'a': 1}",
    '{"a": 1,}',
    '{"a": undefined}',
    '{"a": NaN}',
    '{"__proto__": {"admin": true}}',
    '{"constructor": {"prototype": {"admin": true}}}',
    'null',
    'true',
    '0',
    '"text"',
    '[]',
    '\u0000',
    '\uFEFF{}',
  ),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.json({ maxDepth: 3 }),
  // Deep nesting: a recursive parser or validator would run out of stack.
  fc
    .constantFrom(100, 5_000, 30_000)
    .chain((n) =>
      fc.constantFrom(`${'['.repeat(n)}${']'.repeat(n)}`, `${'{"a":'.repeat(n)}1${'}'.repeat(n)}`),
    ),
);

/** A path segment as it arrives on the wire: percent-encoded hostile text, or raw oddities. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileString.map((s) => encodeURIComponent(safeForUri(s))),
  fc.constantFrom(
    '%',
    '%zz',
    '%c0%af',
    '..',
    '.',
    '%2e%2e',
    '..%2f..%2f',
    '%2F',
    '%00',
    '-1',
    '0',
    '1.5',
    '1e3',
    '0x10',
    'NaN',
    ' ',
    '9'.repeat(250),
  ),
);

/** encodeURIComponent throws on a lone surrogate: replace those first. */
export const safeForUri = (s: string): string =>
  s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
