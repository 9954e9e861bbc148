// What a style says about how it sells (docs/api.md, "Stock and pre-orders", "Minimums"): a
// pre-order's window and the style's minimum, in the domain's words (preOrderText,
// styleMinimumText), the same on the card, the product page, the cart and the order page.
import type { SaleMode } from '@solestock/domain';
import { useDomainTexts } from '../../i18n/domain-texts';

/** "Pre-order: ships 1–15 Mar 2027", or nothing for goods sold at once. */
export function PreOrderNote({
  saleMode,
  from,
  by,
  className = 'sale-note',
}: {
  saleMode: SaleMode | undefined;
  from: string | null | undefined;
  by: string | null | undefined;
  className?: string;
}) {
  const text = useDomainTexts().saleModeNote(saleMode, from, by);
  if (!text) return null;
  // "1–15" stays on one line: a narrow card would otherwise break after the dash.
  return (
    <span className={className} data-testid="pre-order-note">
      {text.split(/(\d+–\d+)/).map((part, i) =>
        i % 2 ? (
          <span key={i} className="whitespace-nowrap">
            {part}
          </span>
        ) : (
          part
        ),
      )}
    </span>
  );
}

/** "Minimum 24 pairs per style (mix sizes and colours)", or nothing without a minimum. */
export function StyleMinimumNote({
  minPairs,
  className = 'minimum-note',
}: {
  minPairs: number | undefined;
  className?: string;
}) {
  const say = useDomainTexts();
  if (!minPairs || minPairs <= 0) return null;
  return (
    <span className={className} data-testid="style-minimum">
      {say.styleMinimum(minPairs)}
    </span>
  );
}
