// A bulk call's refusal that names its bad items (docs/sync.md): every item or none is written,
// so one bad item refuses the call; the sentence names the first, `errors` lists each (up to
// SYNC_PROBLEMS_SHOWN) as {row, sku, message}, row counted from 1 in the order sent. Shared by the
// stock and price syncs (and the body's own check), so it lives below their modules.
import { SYNC_PROBLEMS_SHOWN } from '@solestock/domain/back-office/sync-payloads';
import { HttpError } from './errors.ts';

export interface ItemProblem {
  /** The item's place in `items`, from 1. */
  row: number;
  sku: string;
  message: string;
}

export function itemsRefused(problems: readonly ItemProblem[], status = 400): HttpError {
  const first = problems[0]!;
  const more = problems.length > 1 ? ` (and ${problems.length - 1} more bad items)` : '';
  return new HttpError(
    status,
    'invalid_request',
    `${first.message}${more} Nothing was changed.`,
    { [`items.${first.row - 1}`]: first.message },
    { errors: problems.slice(0, SYNC_PROBLEMS_SHOWN) },
  );
}

/** Items giving a SKU an earlier item gave: each SKU once a call. */
export function repeatedSkus(items: readonly { sku: string }[]): ItemProblem[] {
  const first = new Map<string, number>();
  const problems: ItemProblem[] = [];
  items.forEach((item, i) => {
    const seen = first.get(item.sku);
    if (seen === undefined) first.set(item.sku, i + 1);
    else
      problems.push({
        row: i + 1,
        sku: item.sku,
        message: `Item ${i + 1} (${item.sku}) repeats item ${seen}: give each SKU once.`,
      });
  });
  return problems;
}

/** Items whose SKU no product has. */
export function unknownSkus(
  items: readonly { sku: string }[],
  known: ReadonlyMap<string, unknown>,
): ItemProblem[] {
  return items.flatMap((item, i) =>
    known.has(item.sku)
      ? []
      : [
          {
            row: i + 1,
            sku: item.sku,
            message: `Item ${i + 1}: no product has the SKU ${item.sku}.`,
          },
        ],
  );
}
