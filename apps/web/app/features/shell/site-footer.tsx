// The footer (000 §2): logo, social icons, up to 8 categories with View All (the New Arrival
// list), Get to Know us (About Us, Community, Help Center), Terms of Use, and the copyright.
import { Link } from 'react-router';
import { SHOP_BY } from '@solestock/domain';
import { headCategoryPath, shopByPath } from '../../lib/listing-url';
import { useShopContext } from '../../lib/shop-context';
import { useBrand } from '../../lib/brand';
import { Logo } from './logo';
import { useT } from '../../i18n/i18n';

const linkClass = 'footer-link';
const headingClass = 'footer-heading';

export function SiteFooter({ className = '' }: { className?: string }) {
  const { footerCategories, socialLinks } = useShopContext();
  const brand = useBrand();
  const newArrival = SHOP_BY[0];
  const t = useT();
  return (
    <footer className={`mt-16 bg-brand-900 text-sm text-slate-300 ${className}`}>
      <div className="mx-auto grid max-w-7xl gap-10 px-6 py-12 sm:grid-cols-2 lg:grid-cols-[1.3fr_1fr_1fr_1fr]">
        <div>
          <div className="inline-block rounded-lg bg-white px-3 py-2">
            <Logo />
          </div>
          {brand.footer_text ? (
            <p className="mt-4 max-w-xs leading-relaxed whitespace-pre-line">{brand.footer_text}</p>
          ) : null}
          {socialLinks.length ? (
            <ul className="mt-5 flex gap-3" aria-label={t('footer.followUs')}>
              {socialLinks.map((s) => (
                <li key={s.name}>
                  <a
                    href={s.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('footer.socialLink', { name: s.name })}
                    className="social-link"
                  >
                    <img
                      src={s.icon}
                      alt=""
                      width={36}
                      height={36}
                      loading="lazy"
                      className="h-9 w-9"
                    />
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <nav aria-labelledby="footer-categories">
          <h2 id="footer-categories" className={headingClass}>
            {t('footer.categories')}
          </h2>
          <ul className="mt-4 space-y-2">
            {footerCategories.map((c) => (
              <li key={c.id}>
                <Link to={headCategoryPath(c.headCategory)} className={linkClass}>
                  {c.headCategory}
                </Link>
              </li>
            ))}
            <li>
              <Link
                to={shopByPath(newArrival.route)}
                className={`${linkClass} font-semibold text-white`}
              >
                {t('footer.viewAll')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-know-us">
          <h2 id="footer-know-us" className={headingClass}>
            {t('footer.getToKnowUs')}
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/help-center#about-us" className={linkClass}>
                {t('footer.aboutUs')}
              </Link>
            </li>
            <li>
              <Link to="/help-center#community" className={linkClass}>
                {t('footer.community')}
              </Link>
            </li>
            <li>
              <Link to="/help-center" className={linkClass}>
                {t('footer.helpCenter')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-policies">
          <h2 id="footer-policies" className={headingClass}>
            {t('footer.policies')}
          </h2>
          <ul className="mt-4 space-y-2">
            <li>
              <Link to="/policy-page" className={linkClass}>
                {t('footer.termsOfUse')}
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={linkClass}>
                {t('footer.privacyPolicy')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10">
        <p className="mx-auto max-w-7xl px-6 py-5 text-xs text-slate-400">
          © {new Date().getFullYear()} {brand.shop_name}
          {t('footer.rightsReserved')}
        </p>
        {brand.legal_text ? (
          <p className="mx-auto max-w-7xl px-6 pb-5 text-xs whitespace-pre-line text-slate-400">
            {brand.legal_text}
          </p>
        ) : null}
      </div>
    </footer>
  );
}
