import { describe, expect, it } from 'vitest';
import { DEFERRED_MODULE_ID, paintFirst } from './paint-first.server';

// As React Router's <Scripts> and React write them (decision 212).
const page = (nonce: string) =>
  `<!DOCTYPE html><html><head><title>t</title>` +
  `<link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}"/>` +
  `<link rel="modulepreload" href="/assets/root-B.js" nonce="${nonce}"/></head>` +
  `<body><main>Hello</main><script nonce="${nonce}">window.__ctx = 1;</script>` +
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script nonce="${nonce}">window.__ctx.enqueue("x");</script></body></html>`;

describe('paintFirst', () => {
  it('sends no preload and an inert module script, started by a script with the nonce', () => {
    const html = paintFirst(Buffer.from(page('n0nce')), 'n0nce').toString();
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain(' type="module" async');
    expect(html).toContain(
      `<script type="text/x-deferred-module" id="${DEFERRED_MODULE_ID}">import * as route0 from "/assets/root-B.js";\nimport("/assets/entry.client-A.js");</script><script nonce="n0nce">(function(){`,
    );
    expect(html).toContain('["/assets/entry.client-A.js","/assets/root-B.js"]');
    // Everything else as it was, in its order.
    expect(html).toContain('<head><title>t</title></head><body><main>Hello</main>');
    expect(html).toContain('window.__ctx.enqueue("x");</script></body></html>');
  });

  it('leaves a document without a module script as it is', () => {
    const doc = Buffer.from('<html><head></head><body>404</body></html>');
    expect(paintFirst(doc, 'n')).toBe(doc);
  });
});
