// The brands page's A–Z index (000 §2 Brands page): brands grouped by first letter, a jump that
// leaves 48 px above the letter, and the letter whose section is near the top (a 200 px band).

export const INDEX_SCROLL_OFFSET_PX = 48;
export const INDEX_ACTIVE_BAND_PX = 200;
export const INDEX_LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '#'] as const;

/** A–Z by the first letter (accents folded: 'Émile' is E); anything else under '#'. */
export function letterOf(name: string): string {
  const first = name
    .trim()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .charAt(0)
    .toUpperCase();
  return /^[A-Z]$/.test(first) ? first : '#';
}

/** Groups in A–Z order then '#', each sorted by name ignoring case. */
export function groupByLetter<T>(
  items: readonly T[],
  name: (item: T) => string,
): { letter: string; items: T[] }[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const letter = letterOf(name(item));
    groups.set(letter, [...(groups.get(letter) ?? []), item]);
  }
  return INDEX_LETTERS.filter((l) => groups.has(l)).map((letter) => ({
    letter,
    items: (groups.get(letter) ?? []).sort((a, b) =>
      name(a).localeCompare(name(b), 'en', { sensitivity: 'base' }),
    ),
  }));
}

/** Where to scroll so the section's top lands 48 px below the top of the viewport. */
export function jumpTarget(sectionTopInViewport: number, scrollY: number): number {
  return Math.max(0, sectionTopInViewport + scrollY - INDEX_SCROLL_OFFSET_PX);
}

/**
 * The letter to highlight: the last section whose top has come within the 200 px band at the top
 * of the viewport; before any has, the first one.
 */
export function activeLetter(
  sections: readonly { letter: string; top: number }[],
): string | undefined {
  let active = sections[0]?.letter;
  for (const s of sections) if (s.top <= INDEX_ACTIVE_BAND_PX) active = s.letter;
  return active;
}
