// An entry's slabs as one line of text in the console's grid: "1-11: 1500; 12+: 1320" (from 1 to
// 11 pairs, 1500; 12 and more, 1320). Read back into the API's slabs; the API checks the rest.

export interface SlabText {
  min_quantity: number | null;
  max_quantity: number | null;
  unit_price: string;
}

export function slabsText(slabs: readonly SlabText[]): string {
  return slabs
    .map((s) => {
      const range =
        s.max_quantity === null
          ? `${s.min_quantity ?? 1}+`
          : `${s.min_quantity ?? 1}-${s.max_quantity}`;
      return `${range}: ${s.unit_price}`;
    })
    .join('; ');
}

const PART = /^(\d{1,7})\s*(?:-\s*(\d{1,7})|(\+))\s*:\s*(\S+)$/;

/** The slabs of a line of text, or a sentence saying what is wrong with it. */
export function parseSlabsText(text: string): { slabs: SlabText[] } | { error: string } {
  const parts = text
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean);
  const slabs: SlabText[] = [];
  for (const part of parts) {
    const m = PART.exec(part);
    if (!m)
      return {
        error: `“${part.slice(0, 30)}” is not a slab: write it as 1-11: 1500 or 12+: 1320.`,
      };
    slabs.push({
      min_quantity: Number(m[1]),
      max_quantity: m[3] ? null : Number(m[2]),
      unit_price: m[4]!,
    });
  }
  return { slabs };
}
