// Paint first, then hydrate (issue 47 item 1, decision 212). React Router's <Scripts> sends a
// `modulepreload` link per chunk the page needs (about 45 on a product page, hoisted into
// <head>) and an inline module script that imports the route modules and starts hydration. Over
// a slow mobile link the browser fetched and ran all of them before it painted its first frame,
// so Lighthouse's simulated phone put ~200 KB of scripts in front of the first and largest
// paints. Here the document leaves <head> without them and keeps the module script inert; a
// small classic script at its place adds the preloads and the module script once the first
// contentful paint is done (bootScript says how it knows). Nothing else changes: the same modules, the same order, hydration as before.
const PRELOAD = Buffer.from('<link rel="modulepreload" href="');
const MODULE_OPEN = Buffer.from(' type="module" async="">');
const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = Buffer.from('/>');

/** The inert module script's id: the boot script reads its text. */
export const DEFERRED_MODULE_ID = 'solestock-hydrate';

/**
 * The document with its module scripts started after the first paint; unchanged when it has no
 * module script (an error page rendered without <Scripts>, a resource route).
 */
export function paintFirst(
  bytes: Buffer<ArrayBuffer>,
  nonce: string | undefined,
): Buffer<ArrayBuffer> {
  const typeAt = bytes.indexOf(MODULE_OPEN);
  if (typeAt < 0) return bytes;
  const open = bytes.lastIndexOf(SCRIPT_OPEN, typeAt);
  const close = bytes.indexOf(SCRIPT_CLOSE, typeAt);
  if (open < 0 || close < 0) return bytes;

  // The preload links, wherever React put them (one run in <head>), out of the document.
  const hrefs: string[] = [];
  const kept: Buffer[] = [];
  let from = 0;
  for (let at = bytes.indexOf(PRELOAD); at >= 0 && at < open; at = bytes.indexOf(PRELOAD, from)) {
    const hrefStart = at + PRELOAD.length;
    const hrefEnd = bytes.indexOf(0x22, hrefStart);
    const end = bytes.indexOf(TAG_END, hrefEnd);
    if (hrefEnd < 0 || end < 0) return bytes;
    hrefs.push(bytes.toString('latin1', hrefStart, hrefEnd));
    kept.push(bytes.subarray(from, at));
    from = end + TAG_END.length;
  }
  const attrs = nonce ? ` nonce="${nonce}"` : '';
  kept.push(
    bytes.subarray(from, open),
    Buffer.from(`<script type="text/x-deferred-module" id="${DEFERRED_MODULE_ID}">`),
    bytes.subarray(typeAt + MODULE_OPEN.length, close + SCRIPT_CLOSE.length),
    Buffer.from(`<script${attrs}>${bootScript(hrefs)}</script>`),
    bytes.subarray(close + SCRIPT_CLOSE.length),
  );
  return Buffer.concat(kept);
}

/**
 * The classic script that starts the modules once the first contentful paint is done: the
 * browser's own paint entry where it has one (Chromium, Firefox, Safari 14.1+), else after a
 * frame (a requestAnimationFrame, then a task); at once in a hidden tab, which paints nothing,
 * and after 5 s whatever happened, so a page never stays unhydrated.
 */
function bootScript(hrefs: string[]): string {
  // The hrefs are the build's asset paths; JSON keeps them a string each, `<` escaped so no
  // text in them can close the script element.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  return `(function(){var s=document.currentScript,n=s.nonce,d=0;function go(){if(d)return;d=1;${list}.forEach(function(h){var l=document.createElement("link");l.rel="modulepreload";l.href=h;document.head.appendChild(l)});var m=document.createElement("script");m.type="module";if(n)m.nonce=n;m.textContent=document.getElementById("${DEFERRED_MODULE_ID}").textContent;document.body.appendChild(m)}var P=window.PerformanceObserver;if(document.visibilityState==="hidden")go();else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go,0)}}).observe({type:"paint",buffered:true})}else requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,5000)})()`;
}
