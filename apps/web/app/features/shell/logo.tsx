// The shop's wordmark, linking home: the brand's logo and name (docs/brand.md), or the drawn mark.
import { Link } from 'react-router';
import { useBrand } from '../../lib/brand';
import { useT } from '../../i18n/i18n';

export function Logo({ className = '' }: { className?: string }) {
  const { shop_name, logo, primary_color } = useBrand();
  const t = useT();
  return (
    <Link
      to="/"
      className={`logo-link ${className}`}
      aria-label={t('header.logoHome', { shop: shop_name })}
    >
      {logo ? (
        <img src={logo} alt="" width={30} height={30} className="h-[30px] w-auto max-w-[120px]" />
      ) : (
        <svg width="30" height="30" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="7" fill={primary_color} />
          <path d="M5 21c4 0 6-6 10-6 3 0 4 3 7 3h5v4H5z" fill="#fff" />
        </svg>
      )}
      <span className="text-xl">{shop_name}</span>
    </Link>
  );
}
