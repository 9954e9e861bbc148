// React Router's default Node entry, plus the Content-Security-Policy nonce: the server chose it
// for this response (web-server.ts) and put it in the policy header; ServerRouter hands it to
// <Scripts>, <Links> and <ScrollRestoration>, and React to its own inline scripts. And the
// page's inline stylesheet: the rules its markup uses, so the document is rendered whole before
// it is sent (decision 121).
import { Writable } from 'node:stream';
import type { AppLoadContext, EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { INLINE_STYLESHEET_SLOT } from './lib/inline-stylesheet';
import { pageStylesheet } from './lib/page-stylesheet.server';
import { SPOT_SAMPLES } from './lib/personal-spots.server';
// The web server renders a shared page's personal spots with the page's own components (web-server.ts).
export { renderPersonalSpots } from './lib/personal-spots.server';
// The web server handles and matches pages with this build's React Router, the one copy there is
// (server/page-router.ts).
export { createRequestHandler, matchRoutes } from 'react-router';
// Processed by Vite (Tailwind included) into a string; server-only, so no client bundle has it.
import stylesheet from './app.css?inline';
import { loadCatalogue } from './i18n/i18n';
import { hreflangLinks } from './i18n/hreflang';
import { splitLocalePath } from './i18n/locale-path';
import { DEFAULT_LOCALE } from '@solestock/domain/locales';

const pageCss = pageStylesheet(stylesheet);

export const streamTimeout = 5_000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  // The page's language is loaded before it renders (decision 203); its alternates go in <head>.
  const { pathname } = new URL(request.url);
  await loadCatalogue(splitLocalePath(pathname).locale);
  const alternates =
    responseStatusCode === 200
      ? hreflangLinks(loadContext.publicUrl, pathname, loadContext.languages ?? [DEFAULT_LOCALE])
      : '';

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        timeoutId = undefined;
        const bytes = Buffer.concat(chunks);
        const html = bytes.toString('utf8');
        // Only the page's own markup decides: the slot is in <head>, before any of it.
        const slot = html.indexOf(INLINE_STYLESHEET_SLOT);
        // A shared page is styled for every shopper's spots, not only the markers it holds.
        const markup = html.slice(slot) + (loadContext.shared ? SPOT_SAMPLES : '');
        // Bytes, not a string: a Response checks a string body for lone surrogates and encodes
        // it again, a third of a millisecond on a product page. The slot is ASCII, so its
        // position in the bytes is found the same way.
        const at = slot < 0 ? -1 : bytes.indexOf(INLINE_STYLESHEET_SLOT);
        const body =
          at < 0
            ? bytes
            : Buffer.concat([
                bytes.subarray(0, at),
                Buffer.from(
                  `${alternates}<style id="solestock-css">${pageCss.forMarkup(markup)}</style>`,
                ),
                bytes.subarray(at + INLINE_STYLESHEET_SLOT.length),
              ]);
        responseHeaders.set('Content-Type', 'text/html');
        resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
        callback();
      },
    });

    // The whole document, any deferred part included, before a byte is sent: its classes
    // choose the stylesheet in its <head>. A slow deferred part is cut at streamTimeout.
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged here; shell errors reach handleDocumentRequest.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
