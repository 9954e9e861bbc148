// Recommended Products on the product page (000 §2): the home page's item groups but the
// product's own, as cards. They are fetched from /recommended-products when the section comes
// near the screen, not rendered into the page: ten cards were about half of a product page's
// markup and loader data and a third of its render, on every uncached page, for a block below
// the fold (issue 17, decision 123). Until they arrive the section shows the spec's loading text;
// a failure is logged only and leaves the grid empty (000 §8).
import { useEffect, useRef, useState } from 'react';
import type { ItemGroup } from '@solestock/domain';
import { ProductCard } from '../../components/ui/product-card';
import { fetchOnce } from '../../lib/fetch-once';
import { useT } from '../../i18n/i18n';

export const RECOMMENDED_CARDS = 10;
export const RECOMMENDED_PATH = '/recommended-products';
export const RECOMMENDED_LOADING = 'recommended Products loading..';

// One request per page load, whichever products the shopper opens.
const recommendedOnce = fetchOnce<ItemGroup[]>(RECOMMENDED_PATH, (e) => {
  console.warn('recommended products failed', e);
  return [];
});

/** For tests: forget the page's answer, as a new page load would. */
export const forgetRecommendedProducts = () => recommendedOnce.forget();

export function RecommendedProducts({ itemGroupId }: { itemGroupId: number }) {
  const t = useT();
  const section = useRef<HTMLElement>(null);
  const [groups, setGroups] = useState<ItemGroup[] | null>(null);

  useEffect(() => {
    let live = true;
    const load = () => void recommendedOnce.get().then((g) => live && setGroups(g));
    const el = section.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      load();
      return () => void (live = false);
    }
    // A screen or so ahead, so the cards are there when the shopper arrives.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          load();
        }
      },
      { rootMargin: '1000px 0px' },
    );
    observer.observe(el);
    return () => {
      live = false;
      observer.disconnect();
    };
  }, []);

  const cards = groups?.filter((g) => g.id !== itemGroupId).slice(0, RECOMMENDED_CARDS);
  return (
    <section ref={section} aria-labelledby="recommended-heading" className="mt-14">
      <h2 id="recommended-heading" className="text-xl font-bold text-slate-900">
        {t('product.recommended')}
      </h2>
      {cards ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-4 lg:grid-cols-5">
          {cards.map((group) => (
            <li key={group.id}>
              <ProductCard group={group} />
            </li>
          ))}
        </ul>
      ) : (
        <p role="status" className="mt-4 text-sm text-slate-600">
          {t('product.recommendedLoading')}
        </p>
      )}
    </section>
  );
}
