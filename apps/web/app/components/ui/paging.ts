// Splitting a list into fixed-size pages, for menus that page through their items.

export function pageCount(total: number, size: number): number {
  return total > 0 && size > 0 ? Math.ceil(total / size) : 0;
}

/** The items of page `page` (0-based), clamped to the last page; empty for an empty list. */
export function pageOf<T>(items: readonly T[], page: number, size: number): T[] {
  const pages = pageCount(items.length, size);
  if (pages === 0) return [];
  const p = Math.min(Math.max(0, Math.trunc(page)), pages - 1);
  return items.slice(p * size, p * size + size);
}
