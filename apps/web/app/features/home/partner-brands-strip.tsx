// The Partner Brands strip (000 §2): white rounded logo tiles scrolling without end; the list is
// doubled and the animation lasts (half the content width × 0.007) s, 90 s until measured (§9).
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { partnerStripDurationSeconds, PARTNER_STRIP_INITIAL_SECONDS } from '@solestock/domain';
import type { Brand } from '../../lib/catalogue-types';
import { brandPath } from '../../lib/listing-url';
import { useT } from '../../i18n/i18n';

export function PartnerBrandsStrip({ brands }: { brands: Brand[] }) {
  const t = useT();
  const track = useRef<HTMLUListElement>(null);
  const [seconds, setSeconds] = useState(PARTNER_STRIP_INITIAL_SECONDS);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    const measure = () => setSeconds(partnerStripDurationSeconds(el.scrollWidth));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [brands]);

  if (brands.length === 0) return null;
  const tile = (b: Brand, copy: boolean) => (
    <li key={`${copy ? 'copy' : 'main'}-${b.id}`} className="partner-strip-item">
      <Link
        to={brandPath(b.brand)}
        aria-label={copy ? undefined : b.brand}
        tabIndex={copy ? -1 : undefined}
        className="partner-tile"
      >
        <img
          src={b.logo || '/placeholder-logo.svg'}
          alt=""
          width={160}
          height={80}
          loading="lazy"
          className="partner-logo"
        />
      </Link>
    </li>
  );

  return (
    <section aria-labelledby="partner-brands" className="bg-slate-50 py-10">
      <h2
        id="partner-brands"
        className="mx-auto max-w-7xl px-4 text-xl font-bold text-slate-900 md:text-2xl"
      >
        {t('home.partnerBrands')}
      </h2>
      <div className="partner-strip mt-5 overflow-hidden">
        <ul
          ref={track}
          className="partner-strip-track flex w-max"
          style={{ animationDuration: `${seconds}s` }}
          data-duration={seconds}
        >
          {brands.map((b) => tile(b, false))}
          {/* The second copy makes the loop seamless; it is hidden from assistive technology. */}
          <li aria-hidden="true" className="contents">
            <ul className="contents">{brands.map((b) => tile(b, true))}</ul>
          </li>
        </ul>
      </div>
    </section>
  );
}
