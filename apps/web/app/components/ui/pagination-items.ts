// The page numbers a pagination bar shows: the spec's 1 boundary page at each end and 1 sibling
// either side of the current page, with gaps where pages are skipped (000 §9).
import { PAGINATION_BOUNDARY_COUNT, PAGINATION_SIBLING_COUNT } from '@solestock/domain';

export type PaginationItem = number | 'start-gap' | 'end-gap';

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The usual boundary/sibling algorithm (as MUI's usePagination): the bar keeps a constant width,
 * so a gap is only drawn where it hides at least two pages; a single hidden page is shown instead.
 */
export function paginationItems(
  page: number,
  total: number,
  boundary: number = PAGINATION_BOUNDARY_COUNT,
  siblings: number = PAGINATION_SIBLING_COUNT,
): PaginationItem[] {
  if (total <= 0) return [];
  const current = Math.min(Math.max(1, page), total);
  const startPages = range(1, Math.min(boundary, total));
  const endPages = range(Math.max(total - boundary + 1, boundary + 1), total);
  const siblingsStart = Math.max(
    Math.min(current - siblings, total - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(current + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? (endPages[0] as number) - 2 : total - 1,
  );
  const items: PaginationItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push('start-gap');
  else if (boundary + 1 < total - boundary) items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < total - boundary - 1) items.push('end-gap');
  else if (total - boundary > boundary) items.push(total - boundary);
  items.push(...endPages);
  // Small totals can produce repeats or out-of-range pages; keep each page once, in order.
  const seen = new Set<PaginationItem>();
  return items.filter((item) => {
    if (typeof item === 'number' && (item < 1 || item > total)) return false;
    if (seen.has(item)) return false;
    seen.add(item);
    return true;
  });
}
