// The brands page (000 §2): brands A–Z, grouped by first letter, with a side index that scrolls
// smoothly to a letter (48 px offset) and highlights the letter near the top (200 px band).
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import type { Brand } from '../../lib/catalogue-types';
import { brandPath } from '../../lib/listing-url';
import { INDEX_LETTERS, activeLetter, groupByLetter, jumpTarget } from './brand-index';
import { DirectoryHeader } from './directory-header';
import { useT } from '../../i18n/i18n';

const sectionId = (letter: string) => `brands-${letter === '#' ? 'other' : letter}`;

export function BrandsPage({ brands, error }: { brands: Brand[] | null; error: string | null }) {
  const t = useT();
  const groups = useMemo(() => groupByLetter(brands ?? [], (b) => b.brand), [brands]);
  const [active, setActive] = useState<string | undefined>(groups[0]?.letter);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const sections = groups.flatMap(({ letter }) => {
          const el = document.getElementById(sectionId(letter));
          return el ? [{ letter, top: el.getBoundingClientRect().top }] : [];
        });
        setActive(activeLetter(sections));
      });
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', update);
    };
  }, [groups]);

  const jump = (letter: string) => {
    const el = document.getElementById(sectionId(letter));
    if (!el) return;
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({
      top: jumpTarget(el.getBoundingClientRect().top, window.scrollY),
      behavior: reduce ? 'auto' : 'smooth',
    });
    el.focus({ preventScroll: true });
  };

  const present = new Set(groups.map((g) => g.letter));

  return (
    <main>
      <DirectoryHeader title={t('browse.brands')} />
      <div className="mx-auto max-w-7xl px-4 py-6 pr-12 md:pr-16">
        {error ? (
          <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-red-800">
            {t('browse.brandsError')}
          </p>
        ) : !brands ? (
          <p role="status">{t('browse.loading')}</p>
        ) : (
          <>
            <p className="text-sm text-slate-600">
              {t('browse.brandCount', { count: brands.length })}
            </p>
            <nav
              aria-label={t('browse.brandsByLetter')}
              className="fixed top-1/2 right-1 z-20 -translate-y-1/2 rounded-full bg-white/90 px-0.5 py-2 shadow-md ring-1 ring-slate-200 md:right-4"
            >
              <ul className="flex flex-col items-center">
                {INDEX_LETTERS.map((letter) => (
                  <li key={letter}>
                    <a
                      href={present.has(letter) ? `#${sectionId(letter)}` : undefined}
                      aria-disabled={present.has(letter) ? undefined : 'true'}
                      aria-current={active === letter ? 'true' : undefined}
                      aria-label={
                        letter === '#'
                          ? t('browse.otherBrands')
                          : t('browse.brandsStartingWith', { letter })
                      }
                      onClick={(event) => {
                        event.preventDefault();
                        jump(letter);
                      }}
                      className={`grid h-[1.35rem] w-7 place-items-center rounded-full text-[11px] font-semibold md:h-6 md:w-8 md:text-xs ${
                        active === letter
                          ? 'bg-brand-600 text-white'
                          : present.has(letter)
                            ? 'cursor-pointer text-slate-700 hover:bg-brand-50 hover:text-brand-700'
                            : 'text-slate-400'
                      }`}
                    >
                      {letter}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 space-y-8">
              {groups.map(({ letter, items }) => (
                <section
                  key={letter}
                  id={sectionId(letter)}
                  tabIndex={-1}
                  aria-labelledby={`${sectionId(letter)}-h`}
                  className="outline-none"
                >
                  <h2
                    id={`${sectionId(letter)}-h`}
                    className="border-b border-slate-200 pb-1 text-xl font-bold text-brand-900"
                  >
                    {letter}
                  </h2>
                  <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
                    {items.map((b) => (
                      <li key={b.id}>
                        <Link
                          to={brandPath(b.brand)}
                          className="flex h-full flex-col items-center gap-2 rounded-xl border border-slate-200 bg-white p-3 text-center hover:border-brand-600 hover:shadow-md focus-visible:outline-2 focus-visible:outline-brand-600"
                        >
                          <img
                            src={b.logo || '/placeholder-logo.svg'}
                            alt=""
                            width={240}
                            height={120}
                            loading="lazy"
                            className="aspect-[2/1] w-full rounded-md object-contain"
                          />
                          <span className="text-sm font-medium text-slate-800">{b.brand}</span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
            </div>
          </>
        )}
      </div>
    </main>
  );
}
