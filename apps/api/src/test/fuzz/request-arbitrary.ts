// One fuzzed HTTP request for a route: its path params, query string, body, content type and
// headers each plausible or hostile, so that both the first checks and the code behind them are
// attacked.
import fc from 'fast-check';
import {
  fieldValue,
  hostileJsonValue,
  hostileSegment,
  hostileString,
  jsonText,
  malformedBodyText,
  safeForUri,
} from './hostile-values.ts';
import type { RouteRef, RouteShape } from './route-shapes.ts';

/** `support` and `owner`: signed-in back-office staff (request-fuzz.staff.test.ts). */
export type Persona = 'guest' | 'shopper' | 'forged' | 'support' | 'owner';

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
  /** A client address per request, so throttles keyed by address are both hit and passed. */
  remoteAddress: string;
}

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SELF_ORIGIN = 'http://localhost:3000';
/** Over the API's 64 KB body limit. */
const OVERSIZED = 70 * 1024;

const option = <T>(arb: fc.Arbitrary<T>, weight = 1) =>
  fc.option(arb, { freq: weight, nil: undefined });

function pathOf(route: RouteRef, shape: RouteShape): fc.Arbitrary<string> {
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');
  if (names.length === 0) return fc.constant(route.url);
  const segment = (name: string) => {
    const plausible = shape.params?.[name] ?? fc.constant('1');
    return fc.oneof(
      { weight: 3, arbitrary: name === '*' ? plausible : plausible.map(encodeURIComponent) },
      { weight: 2, arbitrary: hostileSegment },
      // Several segments where one belongs.
      {
        weight: 1,
        arbitrary: fc.array(hostileSegment, { minLength: 2, maxLength: 3 }).map((s) => s.join('/')),
      },
    );
  };
  return fc.tuple(...names.map(segment)).map((values) => {
    let i = 0;
    return route.url.replace(/:(\w+)|\*/g, () => values[i++]!);
  });
}

const encode = (s: string) => encodeURIComponent(safeForUri(s));

/** A query value: plausible, hostile, repeated, or written raw with broken escapes. */
const queryPairs = (key: string, plausible: fc.Arbitrary<string>): fc.Arbitrary<string[]> =>
  fc.oneof(
    { weight: 3, arbitrary: plausible.map((v) => [`${key}=${encode(v)}`]) },
    { weight: 3, arbitrary: hostileString.map((v) => [`${key}=${encode(v)}`]) },
    {
      weight: 1,
      arbitrary: fc
        .array(fc.oneof(plausible, hostileString), { minLength: 2, maxLength: 60 })
        .map((vs) => vs.map((v) => `${key}=${encode(v)}`)),
    },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('', '%', '%zz', '+', '%00', '[]', '&', '=')
        .map((raw) => [`${key}${raw.startsWith('[') ? raw : `=${raw}`}`]),
    },
    { weight: 1, arbitrary: fc.constant<string[]>([`${key}[a]=1`, `${key}[b][c]=2`]) },
  );

const ODD_QUERY_TAILS = [
  '&&',
  '=',
  '==&=',
  '%',
  'a[b]=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  '?',
  ';',
  'x=1;y=2',
];

function queryOf(shape: RouteShape): fc.Arbitrary<string> {
  const keys = Object.entries(shape.query ?? {});
  const pairs = keys.map(([k, arb]) => option(queryPairs(k, arb), 2));
  const extra = option(
    fc.oneof(
      fc.constantFrom(...ODD_QUERY_TAILS),
      fc.tuple(hostileString, hostileString).map(([k, v]) => `${encode(k)}=${encode(v)}`),
    ),
    4,
  );
  return fc.tuple(fc.tuple(...pairs), extra).map(([chosen, tail]) => {
    const parts = chosen.flatMap((p) => p ?? []);
    if (tail !== undefined) parts.push(tail);
    return parts.length ? `?${parts.join('&')}` : '';
  });
}

interface Body {
  contentType?: string;
  payload?: string;
}

const JSON_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=latin1',
];
const WRONG_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'text/html',
  'application/octet-stream',
  'application/jsonx',
  'application/json-patch+json',
  '*/*',
  'json',
  ';',
];

function bodyOf(shape: RouteShape): fc.Arbitrary<Body> {
  const fields = Object.entries(shape.body ?? {});
  const objectOf = (valueOf: (plausible: fc.Arbitrary<unknown>) => fc.Arbitrary<unknown>) =>
    fc
      .tuple(
        fc.tuple(
          ...fields.map(([k, arb]) =>
            option(
              valueOf(arb).map((v) => [k, v] as const),
              5,
            ),
          ),
        ),
        option(
          fc.tuple(
            fc.oneof(hostileString, fc.constantFrom('__proto__', 'constructor')),
            hostileJsonValue,
          ),
          4,
        ),
      )
      .map(([chosen, extra]) => {
        const entries: (readonly [string, unknown])[] = chosen.filter((e) => e !== undefined);
        if (extra) entries.push(extra);
        return jsonText(Object.fromEntries(entries));
      });
  // Some bodies wholly plausible, so that the code past validation is attacked too.
  const object = fc.oneof(
    objectOf(fieldValue),
    objectOf((plausible) => plausible),
  );
  const jsonBody = (payload: fc.Arbitrary<string>) =>
    fc.record({ contentType: fc.constantFrom(...JSON_TYPES), payload });
  return fc.oneof(
    { weight: 6, arbitrary: jsonBody(object) },
    { weight: 2, arbitrary: jsonBody(malformedBodyText) },
    { weight: 1, arbitrary: jsonBody(hostileJsonValue.map(jsonText)) },
    {
      weight: 2,
      arbitrary: fc.record({
        contentType: fc.constantFrom(...WRONG_TYPES),
        payload: fc.oneof(object, fc.constantFrom('a=1&b=2', '--x\r\n\r\n--x--', '<a/>')),
      }),
    },
    {
      weight: 1,
      arbitrary: jsonBody(fc.constant(jsonText({ padding: 'x'.repeat(OVERSIZED) }))),
    },
    { weight: 1, arbitrary: fc.constantFrom<Body>({}, { contentType: 'application/json' }) },
  );
}

/** Origin and Sec-Fetch-Site: mostly a same-site or server client, sometimes another site. */
const originHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  { weight: 2, arbitrary: fc.constant({ origin: SELF_ORIGIN, 'sec-fetch-site': 'same-origin' }) },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('https://evil.example', 'null', 'http://localhost:3000.evil.example', '')
      .map((origin) => ({ origin })),
  },
  {
    weight: 1,
    arbitrary: fc
      .constantFrom('cross-site', 'same-site', 'none', '')
      .map((s) => ({ 'sec-fetch-site': s })),
  },
);

/** A cookie header a thief or a broken browser might send: tampered, truncated, odd. */
export const forgedCookie: fc.Arbitrary<string> = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('solestock_access', 'solestock_refresh', 'solestock_staff'),
      hostileString,
    )
    .map(([n, v]) => `${n}=${encode(v)}`),
  fc
    .tuple(
      fc.base64String({ maxLength: 40 }),
      fc.base64String({ maxLength: 80 }),
      fc.base64String({ maxLength: 43 }),
    )
    .map(([h, p, s]) => `solestock_access=${h}.${p}.${s}; solestock_refresh=${s}`),
  fc.constantFrom(
    'solestock_access=eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.',
    'solestock_refresh=',
    '=; ;;',
    'solestock_access="unterminated',
  ),
);

function headersOf(shape: RouteShape, persona: Persona): fc.Arbitrary<Record<string, string>> {
  const own = Object.entries(shape.headers ?? {}).map(([k, arb]) =>
    option(
      fc
        .oneof(
          arb,
          hostileString.map((v) => v.replace(/[^\x20-\x7e]/g, '?')),
        )
        .map((v) => [k, v] as const),
      2,
    ),
  );
  return fc
    .tuple(
      originHeaders,
      fc.tuple(...own),
      persona === 'forged' ? forgedCookie : fc.constant(undefined),
    )
    .map(([origin, chosen, cookie]) => ({
      ...origin,
      ...Object.fromEntries(chosen.filter((e) => e !== undefined)),
      ...(cookie !== undefined ? { cookie } : {}),
    }));
}

export function requestArbitrary(
  route: RouteRef,
  shape: RouteShape,
  persona: Persona,
): fc.Arbitrary<FuzzRequest> {
  // Bodies on GET are sent now and then: they must be ignored, not crash a parser.
  const body: fc.Arbitrary<Body> = UNSAFE.has(route.method)
    ? bodyOf(shape)
    : fc.oneof({ weight: 9, arbitrary: fc.constant({}) }, { weight: 1, arbitrary: bodyOf(shape) });
  return fc
    .record({
      path: pathOf(route, shape),
      query: queryOf(shape),
      body,
      headers: headersOf(shape, persona),
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, body: b, headers, remoteAddress }) => ({
      method: route.method,
      url: path + query,
      headers: {
        ...headers,
        ...(b.contentType !== undefined ? { 'content-type': b.contentType } : {}),
      },
      ...(b.payload !== undefined ? { payload: b.payload } : {}),
      remoteAddress,
    }));
}
