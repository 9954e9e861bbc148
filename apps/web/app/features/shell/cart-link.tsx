// The Cart link with its badge: the count of cart items, 99 at most, shown as 99+ (000 §2, §9).
import { Link } from 'react-router';
import { cartBadgeText } from '@solestock/domain';
import { BadgeCount } from '../../components/ui/badge-count';
import { CartIcon } from '../../components/ui/icons';

export function CartLink({ count, showLabel = false }: { count: number; showLabel?: boolean }) {
  const text = cartBadgeText(count);
  return (
    <Link
      to="/cart"
      aria-label={`Cart, ${text} ${count === 1 ? 'item' : 'items'}`}
      className="inline-flex items-center gap-2 rounded-md p-2 text-slate-800 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      <span className="relative">
        <CartIcon size={24} />
        {count > 0 ? <BadgeCount text={text} /> : null}
      </span>
      {showLabel ? <span className="text-sm font-semibold">Cart</span> : null}
    </Link>
  );
}
