// Every body, query and param goes through a zod schema; failures become a 400 that names
// each bad field in words a person can act on.
import type { z } from 'zod';
import { badRequest } from './errors.ts';

export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  where: 'query' | 'body' | 'params' = 'body',
): z.output<S> {
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
