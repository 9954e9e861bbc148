// A guest's "Add all to cart" goes to /login first; the size run's quantities are kept here and
// put back in the grid when the shopper returns to the style, to add them with one press.
const KEY = 'pendingSizeRun';

export function keepSizeRun(itemGroupId: number, quantities: Record<number, number>): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify({ itemGroupId, quantities }));
  } catch {
    // Storage unavailable: the shopper fills the grid again.
  }
}

/** Takes the kept quantities of this style out of storage (once); null when there are none. */
export function takeSizeRun(itemGroupId: number): Record<number, number> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { itemGroupId?: unknown; quantities?: unknown };
    if (value.itemGroupId !== itemGroupId) return null;
    sessionStorage.removeItem(KEY);
    const result: Record<number, number> = {};
    for (const [id, q] of Object.entries((value.quantities ?? {}) as Record<string, unknown>)) {
      if (/^\d+$/.test(id) && Number.isInteger(q) && (q as number) > 0)
        result[Number(id)] = q as number;
    }
    return result;
  } catch {
    return null;
  }
}
