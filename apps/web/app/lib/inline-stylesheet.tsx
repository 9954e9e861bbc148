// The store's CSS travels inside each page's <head> instead of as a <link>: on a first visit
// over a slow mobile link a linked stylesheet is one more round trip that blocks the first paint
// (decision 009). Since issue 17 the inline part is only the rules the page's markup uses
// (page-stylesheet.server.ts, decision 121): the server renders this element empty and
// entry.server.tsx fills it once the page's markup is known. In the browser the element keeps
// the text the server sent, read once before hydration, so it hydrates exactly as it was sent
// and stays put across client-side navigations; the whole stylesheet follows as a cached file
// (FullStylesheet).
import { useEffect } from 'react';

const STYLE_ID = 'solestock-css';

/** What the server renders, for entry.server.tsx to fill. */
export const INLINE_STYLESHEET_SLOT = `<style id="${STYLE_ID}"></style>`;

const sentText =
  typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? '');

export function InlineStylesheet() {
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: sentText }} />;
}

/**
 * Adds the whole stylesheet after hydration: a script-inserted stylesheet never blocks
 * rendering, and every later page of the visit (and anything opened on this one) finds its
 * rules in the browser's cache. Its rules repeat the inline ones in the same order, so the
 * cascade is unchanged.
 */
export function FullStylesheet({ href }: { href: string }) {
  useEffect(() => {
    if (document.querySelector(`link[rel="stylesheet"][href="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    document.head.append(link);
  }, [href]);
  return null;
}
