// Each route declares its schemas once, in its options (issue 42 item 3, decision 175):
// `schema: { params, querystring, body, response }` with zod. fastify-type-provider-zod types
// the handler from them (`request.body` is the schema's output), the compilers below validate
// the input and check the answer, and the OpenAPI document (openapi.ts) is drawn from them.
//
// Input: the store's own words, not the library's. A bad field is a 400 whose sentence names it
// (validate.ts, the rule every input has followed since the start), and NUL characters are
// refused before any schema sees them.
//
// Answers: checked against their schema where the code is being tested or developed, and only
// serialised in production. A check is a zod parse of every answer, a few per cent of a cached
// listing's cost (decision 175 has the figures); the tests walk every route, so an answer that
// drifts from its schema fails there, long before it could reach a buyer.
import type {
  FastifyBaseLogger,
  FastifyInstance,
  FastifySchema,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { FastifySchemaCompiler, FastifySerializerCompiler } from 'fastify/types/schema.js';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parseInput } from './validate.ts';

export type { ZodTypeProvider };

/** A Fastify instance whose routes are typed by their zod schemas. */
export type Routes = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

const WHERE = { body: 'body', querystring: 'query', params: 'params' } as const;

/** The inputs whose refusal is their own (see `parsedWith`), and the parser each is read with. */
const ownParsers = new WeakMap<z.ZodType, (data: unknown) => unknown>();

/**
 * A copy of `schema` that the validator reads with `parse` instead of parseInput: for a form
 * whose refusal says more than a sentence per field (a product's slab table names each row at
 * fault in `errors`, a carton's ratio names its size). `parse` answers the parsed input or
 * throws the HttpError to answer with. The copy types the handler and documents the input as
 * `schema` does; `schema` itself, used elsewhere, keeps the usual refusal.
 */
export function parsedWith<S extends z.ZodType>(
  schema: S,
  parse: (data: unknown) => z.output<S>,
): S {
  const copy = schema.clone();
  ownParsers.set(copy, parse);
  return copy;
}

/** Validates a route's params, querystring and body with their zod schema, in the store's words. */
export const validatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  const own = ownParsers.get(schema);
  return (data: unknown) => {
    const where = WHERE[httpPart as keyof typeof WHERE] ?? 'body';
    try {
      // No body at all reads as an empty one: each missing field is named, as it always was.
      return { value: own ? own(data ?? {}) : parseInput(schema, data ?? {}, where) };
    } catch (error) {
      // An HttpError (400, its sentence and fields): Fastify hands it to the error handler as is.
      return { error: error as Error };
    }
  };
};

/** An answer that does not match its route's response schema: a bug, answered 500. */
export class ResponseMismatch extends Error {
  constructor(
    readonly route: string,
    readonly status: number,
    readonly issues: z.core.$ZodIssue[],
  ) {
    super(
      `The answer of ${route} (${status}) does not match its schema: ${issues
        .slice(0, 5)
        .map((i) => `${i.path.join('.') || '(answer)'}: ${i.message}`)
        .join('; ')}`,
    );
  }
}

/**
 * Serialises an answer with JSON.stringify; with `check`, first proves it matches the route's
 * response schema for its status (the same bytes go out either way: the check never changes an
 * answer, so tests see what production sends).
 */
export function serializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<z.ZodType> {
  return ({ schema, method, url, httpStatus }) => {
    if (!check) return (data) => JSON.stringify(data);
    return (data) => {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new ResponseMismatch(`${method} ${url}`, Number(httpStatus), result.error.issues);
      }
      return JSON.stringify(data);
    };
  };
}

/** Whether answers are checked: under test and in development, never in production. */
export function checksResponses(env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.SOLESTOCK_CHECK_RESPONSES === '1') return true;
  if (env.SOLESTOCK_CHECK_RESPONSES === '0') return false;
  return env.VITEST === 'true' || env.NODE_ENV === 'test' || env.NODE_ENV === 'development';
}

/** A route's schema as the document and the tests read it. */
export interface RouteSchema extends FastifySchema {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  response?: Record<number, z.ZodType>;
}

/** The answer of a 204: no body. */
export const noContent = z.undefined().describe('No content.');
