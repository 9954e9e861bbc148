// The store's stylesheet travels inside each page's <head> instead of as a <link>: on a first
// visit over a slow mobile link a linked stylesheet is one more round trip that blocks the first
// paint, and the whole stylesheet is about 8 KB compressed (decision 009).
//
// The CSS text reaches the server render through this context (entry.server.tsx imports it
// with Vite's `?inline`, so it never enters a client bundle). In the browser the default value
// is the text the server already inlined, read once before hydration, so the element hydrates
// exactly as it was sent and stays put across client-side navigations.
import { createContext, useContext } from 'react';

const STYLE_ID = 'solestock-css';

export const InlineStylesheetContext = createContext<string>(
  typeof document === 'undefined' ? '' : (document.getElementById(STYLE_ID)?.textContent ?? ''),
);

export function InlineStylesheet() {
  const css = useContext(InlineStylesheetContext);
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
