// Every body, query and param goes through a zod schema; failures become a 400 that names
// each bad field in words a person can act on.
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body' | 'params' = 'body',
): z.output<S> {
  refuseNulCharacters(input, where);
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : where;
    fields[key] ??= issue.message;
  }
  const names = Object.keys(fields);
  const first = fields[names[0] ?? where] ?? 'is not valid';
  const message =
    names.length === 1 && names[0] !== where
      ? `${names[0]}: ${first}`
      : names.length === 1
        ? first
        : `Please correct these fields: ${names.join(', ')}.`;
  throw badRequest(message.endsWith('.') ? message : `${message}.`, fields);
}

/**
 * PostgreSQL text cannot hold U+0000, nor JSON a lone surrogate: either reaching a query is a
 * database error (a 500), so both are refused here, for every field of every input, before any
 * schema or query sees them.
 */
const LONE_SURROGATE = /\p{Cs}/u;

function refuseNulCharacters(input: unknown, where: string): void {
  // An explicit stack, not recursion: a body nested thousands deep must not overflow the stack.
  const stack: [unknown, string][] = [[input, '']];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      // A lone UTF-16 surrogate is no character at all: PostgreSQL refuses it in JSON (an audit
      // entry naming the address tried) and text would keep a replacement sign instead.
      const message = value.includes('\u0000')
        ? 'must not contain the NUL character (\\0)'
        : LONE_SURROGATE.test(value)
          ? 'holds a broken character: type it again'
          : null;
      if (message) {
        // An odd key (blank, control characters, very long) is not repeated back as a name.
        const field = /^[\w.-]{1,60}$/.test(path) ? path : where;
        throw badRequest(`${field}: ${message}.`, { [field]: message });
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (key.includes('\u0000'))
          throw badRequest(`${where}: a field name holds the NUL character (\\0).`);
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
}
