// For component tests of a screen in Japanese or Chinese: every word a person reads or hears
// (text, aria-label, placeholder, title, alt), so a test can assert no English is left in it.
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt', 'aria-roledescription'];

/** The screen's words: its text and the attributes read aloud, one string. */
function wordsOf(root: HTMLElement): string {
  const attributes = [...root.querySelectorAll('*')].flatMap((element) =>
    READ_ATTRIBUTES.map((name) => element.getAttribute(name) ?? ''),
  );
  return [root.textContent ?? '', ...attributes].join('\n');
}

/** Latin words of two letters or more left in the screen, but those `allowed` (SKU, brand names). */
export function englishLeftovers(root: HTMLElement, allowed: readonly string[] = []): string[] {
  let words = wordsOf(root);
  for (const word of allowed) words = words.split(word).join(' ');
  return words.match(/[A-Za-z]{2,}/g) ?? [];
}
