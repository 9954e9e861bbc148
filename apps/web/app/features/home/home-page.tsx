// The home page (000 §2 Home): carousel, Shop by Category, Shop by Products, the ecosystem
// banner, Shop by Brand and the Partner Brands strip. Tablet limits are CSS (md:max-lg), so the
// server-rendered page is already right at every width.
import { useBrand } from '../../lib/brand';
import { Link } from 'react-router';
import {
  HOME_TABLET_MAX_TILES,
  NEW_ARRIVAL_LINK_VALUE,
  SHOP_BY_BRAND_MAX,
  SHOP_BY_BRAND_TABLET_MAX,
} from '@solestock/domain';
import { Carousel } from '../../components/ui/carousel';
import { ProductCard } from '../../components/ui/product-card';
import type { Brand, Category } from '../../lib/catalogue-types';
import { brandPath, headCategoryPath, shopByPath } from '../../lib/listing-url';
import type { ItemGroup } from '@solestock/domain';
import { BannerPicture } from './banner-picture';
import type { ResponsiveBanner } from './home-banners';
import { PartnerBrandsStrip } from './partner-brands-strip';
import { useT } from '../../i18n/i18n';

/**
 * The category tiles of the first row (six on a wide screen) are in the first screenful under
 * the banner on every width, and one of them is often the largest thing painted there: they load
 * at once, the rest lazily.
 */
const FIRST_ROW_TILES = 6;

// 000 §8: the home's category block texts are the catalogues' `home.categoriesError` and
// `home.categoriesLoading` (app/i18n/catalogues/en.ts).

export interface HomeData {
  slides: ResponsiveBanner[];
  ecosystem: ResponsiveBanner;
  /** null when the call failed: the block says 'Loading...' (000 §8: logged only). */
  groups: ItemGroup[] | null;
}

/** Hidden from 768 to 1023 px once past the tablet limit. */
const beyondTablet = (index: number, limit: number) => (index >= limit ? 'md:max-lg:hidden' : '');

/** 000 §9: brands flagged show_on_homepage first choice; if none is flagged, all brands. */
export function shopByBrandList(brands: Brand[]): Brand[] {
  const flagged = brands.filter((b) => b.show_on_homepage);
  return (flagged.length ? flagged : brands).slice(0, SHOP_BY_BRAND_MAX);
}

/** A head category as the home page shows it: its tile, without the subcategories. */
export type HomeCategory = Omit<Category, 'subCategories'>;

/** 000 §9: the Shop by Category tiles are the categories flagged for the home page. */
export function homeCategories(categories: HomeCategory[]): HomeCategory[] {
  const flagged = categories.filter((c) => c.showOnHomepage);
  return flagged.length ? flagged : categories;
}

function SectionHeading({
  id,
  title,
  link,
}: {
  id: string;
  title: string;
  link?: React.ReactNode;
}) {
  return (
    <div className="flex items-end justify-between gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900 md:text-2xl">
        {title}
      </h2>
      {link}
    </div>
  );
}

const moreLink =
  'shrink-0 rounded-sm text-sm font-semibold text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

export function HomePage({
  data,
  categories,
  categoriesError,
  brands,
}: {
  data: HomeData;
  categories: HomeCategory[] | null;
  categoriesError: string | null;
  brands: Brand[] | null;
}) {
  const { shop_name } = useBrand();
  const t = useT();
  const tiles = categories ? homeCategories(categories) : null;
  return (
    <main>
      <h1 className="sr-only">
        {shop_name}
        {t('home.headingSuffix')}
      </h1>
      <Carousel
        label={t('home.offers')}
        slideLabel={(i) => data.slides[i]?.desktop.alt ?? t('home.offer', { number: i + 1 })}
        slides={data.slides.map((slide, i) => {
          const picture = <BannerPicture banner={slide} eager={i === 0} />;
          return slide.desktop.link ? (
            <Link key={i} to={slide.desktop.link} tabIndex={-1}>
              {picture}
            </Link>
          ) : (
            <div key={i}>{picture}</div>
          );
        })}
      />

      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="home-categories">
          <SectionHeading
            id="home-categories"
            title={t('home.shopByCategory')}
            link={
              <Link to="/categories" className={`hidden md:max-lg:inline ${moreLink}`}>
                {t('home.viewMore')}
              </Link>
            }
          />
          {categoriesError ? (
            <p role="alert" className="mt-4 text-red-700">
              {t('home.categoriesError')}
            </p>
          ) : !tiles ? (
            <p className="mt-4">{t('home.categoriesLoading')}</p>
          ) : (
            <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4 lg:grid-cols-6">
              {tiles.map((c, i) => (
                <li key={c.id} className={beyondTablet(i, HOME_TABLET_MAX_TILES)}>
                  <Link
                    to={headCategoryPath(c.headCategory)}
                    className="group block overflow-hidden rounded-xl border border-slate-200 bg-white transition hover:-translate-y-0.5 hover:shadow-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={c.displayImage || c.displayIcon || '/placeholder-logo.svg'}
                      alt=""
                      width={320}
                      height={240}
                      loading={i < FIRST_ROW_TILES ? 'eager' : 'lazy'}
                      className="aspect-[4/3] w-full bg-slate-100 object-cover transition group-hover:scale-[1.03]"
                    />
                    <span className="block px-3 py-2.5 text-sm font-semibold text-slate-800">
                      {c.headCategory}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="home-products">
          <SectionHeading
            id="home-products"
            title={t('home.shopByProducts')}
            link={
              <Link to={shopByPath(NEW_ARRIVAL_LINK_VALUE)} className={moreLink}>
                {t('home.viewAll')}
              </Link>
            }
          />
          {!data.groups ? (
            <p className="mt-4">{t('home.productsLoading')}</p>
          ) : (
            <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4 lg:grid-cols-6">
              {data.groups.map((g, i) => (
                <li key={g.id} className={beyondTablet(i, HOME_TABLET_MAX_TILES)}>
                  <ProductCard group={g} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section
          aria-label={t('home.ecosystem', { shop: shop_name })}
          className="overflow-hidden rounded-2xl"
        >
          <BannerPicture banner={data.ecosystem} />
        </section>

        {brands?.length ? (
          <section aria-labelledby="home-brands">
            <SectionHeading
              id="home-brands"
              title={t('home.shopByBrand')}
              link={
                <Link to="/brands" className={moreLink}>
                  {t('home.allBrands')}
                </Link>
              }
            />
            <ul className="mt-5 grid grid-cols-2 gap-3 md:grid-cols-4 md:gap-4 lg:grid-cols-6">
              {shopByBrandList(brands).map((b, i) => (
                <li key={b.id} className={beyondTablet(i, SHOP_BY_BRAND_TABLET_MAX)}>
                  <Link
                    to={brandPath(b.brand)}
                    className="group block overflow-hidden rounded-xl border border-slate-200 bg-white hover:shadow-lg focus-visible:outline-2 focus-visible:outline-brand-600"
                  >
                    <img
                      src={b.display_image || b.logo || '/placeholder-logo.svg'}
                      alt=""
                      width={400}
                      height={300}
                      loading="lazy"
                      className="aspect-[4/3] w-full bg-slate-100 object-cover"
                    />
                    <span className="block px-3 py-2.5 text-sm font-semibold text-slate-800">
                      {b.brand}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      <PartnerBrandsStrip brands={brands ?? []} />
    </main>
  );
}
