// Lists of head categories and brands linking to their listings.
import type { Brand, Category } from '../../lib/catalog-types';

export function CategoryDirectory({ categories }: { categories: Category[] }) {
  return (
    <section aria-labelledby="home-categories" className="mt-8">
      <h2 id="home-categories" className="text-xl font-semibold">
        Shop by Category
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-6">
        {categories.map((c) => (
          <li key={c.id}>
            <a
              href={`/products/categories/${encodeURIComponent(c.headCategory)}`}
              className="block overflow-hidden rounded-lg border border-slate-200 bg-white hover:shadow-md"
            >
              {c.displayImage ? (
                <img
                  src={c.displayImage}
                  alt=""
                  width={320}
                  height={240}
                  loading="lazy"
                  className="aspect-[4/3] w-full object-cover"
                />
              ) : null}
              <span className="block px-3 py-2 text-sm font-medium">{c.headCategory}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function BrandDirectory({ brands }: { brands: Brand[] }) {
  return (
    <section aria-labelledby="home-brands" className="mt-10">
      <h2 id="home-brands" className="text-xl font-semibold">
        Shop by Brand
      </h2>
      <ul className="mt-4 flex flex-wrap gap-2">
        {brands.map((b) => (
          <li key={b.id}>
            <a
              href={`/products/${encodeURIComponent(b.brand)}`}
              className="inline-block rounded-full border border-slate-300 px-3 py-1 text-sm hover:border-brand-600 hover:text-brand-700"
            >
              {b.brand}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
