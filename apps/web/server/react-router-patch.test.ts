// React Router's production files, which the build bundles (decision 158), carry the patch of
// decision 214 (patches/react-router+7.18.4.patch, applied by the root postinstall): the server
// routes and the partial manifest's text kept per build. Without it every page pays for them
// again; the pages are the same either way, so only this check notices a missing patch.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const production = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production',
);
const sources = readdirSync(production)
  .filter((name) => name.endsWith('.mjs'))
  .map((name) => readFileSync(join(production, name), 'utf8'))
  .join('\n');

describe("React Router's production build", () => {
  it('keeps the server routes and the partial manifest per build (decision 214)', () => {
    expect(sources).toContain('let routes = keptServerRoutes(');
    expect(sources).toContain(
      'window.__reactRouterManifest = ${partialManifestText(manifest, router)}',
    );
  });
});
