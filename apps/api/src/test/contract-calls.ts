// The calls a contract's Markdown (docs/api.md) names, for the test that
// keeps it and the OpenAPI document together (modules/docs/docs.test.ts).

/** `METHOD /api/path` with every parameter as `{}`, no query, no trailing slash. */
export const normalCall = (method: string, path: string) =>
  `${method} ${path
    .split('?')[0]!
    .replace(/…$/, '')
    .replace(/\{[^}]*\}/g, '{}')
    .replace(/\/$/, '')}`;

/** `GET \`/path/\``, `GET/POST \`/path/\``, and `` `POST /path/` `` in the contract's text. */
export function contractCalls(markdown: string): string[] {
  const calls: string[] = [];
  const methods = '(?:GET|POST|PUT|PATCH|DELETE)';
  for (const m of markdown.matchAll(
    new RegExp(`(${methods}(?:/${methods})*) \`(/[^\`\\s]+)\``, 'g'),
  )) {
    for (const method of m[1]!.split('/')) calls.push(normalCall(method, `/api${m[2]!}`));
  }
  for (const m of markdown.matchAll(new RegExp(`\`(${methods}) (/[^\`\\s]+)\``, 'g'))) {
    calls.push(normalCall(m[1]!, `/api${m[2]!}`));
  }
  return [...new Set(calls)].sort();
}
