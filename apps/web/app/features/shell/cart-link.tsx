// The Cart link with its badge: the count of cart items, 99 at most, shown as 99+ (000 §2, §9).
// The count is a spot of the personal part (lib/personal-part.tsx): the shopper's own even on a
// page rendered once for many (docs/decisions/157).
import { Link } from 'react-router';
import { CartIcon } from '../../components/ui/icons';
import { PersonalSpot } from '../../lib/personal-part';
import { useT } from '../../i18n/i18n';

export function CartLink({ showLabel = false }: { showLabel?: boolean }) {
  const t = useT();
  return (
    <Link
      to="/cart"
      className="inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="relative">
        <CartIcon size={24} />
        <PersonalSpot name="cart-count" />
      </span>
      {showLabel ? (
        <span aria-hidden="true" className="text-sm font-semibold">
          {t('header.cart')}
        </span>
      ) : null}
    </Link>
  );
}
