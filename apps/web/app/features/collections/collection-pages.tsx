// The storefront's collections (docs/collections.md): the list of those the buyer may see, and
// one collection's page: its delivery windows, its styles with pictures, colours, sizes, the
// buyer's prices and minimums, a link to the line sheet, and for the style chosen the size-run
// grid, whose "Add all to cart" keeps the delivery window picked here on the cart lines.
import { useState } from 'react';
import { Link } from 'react-router';
import type { Mode, ProductDetail } from '@solestock/domain';
import { styleMinimumText } from '@solestock/domain/minimums';
import {
  windowText,
  windowValue,
  type BuyerCollection,
  type BuyerCollectionsList,
} from '@solestock/domain/back-office/collection-payloads';
import { useHydrated } from '../../lib/use-hydrated';
import { usePriceFormatter } from '../../lib/price-formatter';
import { useShopContext } from '../../lib/shop-context';
import { ModeChoice } from '../product/buy-panel';
import { SizeRunGrid, SizeRunPending } from '../product/size-run-grid';
import { useT } from '../../i18n/i18n';

export function CollectionsList({ list }: { list: BuyerCollectionsList }) {
  const t = useT();
  return (
    <main className="mx-auto max-w-4xl px-4 pt-6 pb-16 sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('collections.title')}</h1>
      {list.results.length === 0 ? (
        <p className="mt-6 text-slate-600">{t('collections.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {list.results.map((c) => (
            <li key={c.id}>
              <Link
                to={`/collections/${c.id}`}
                className="block rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
              >
                <span className="block font-semibold text-slate-900">
                  {c.name}
                  {c.season ? (
                    <span className="font-normal text-slate-600"> · {c.season}</span>
                  ) : null}
                </span>
                <span className="block text-sm text-slate-600">
                  {t('collections.styles', { count: c.styles })}
                  {c.delivery_windows.length
                    ? t('collections.delivery', {
                        windows: c.delivery_windows.map(windowText).join(', '),
                      })
                    : ''}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </main>
  );
}

export function CollectionPage({
  collection,
  chosen,
  signedIn,
}: {
  collection: BuyerCollection;
  /** The style whose size-run grid is open (`?style=`), with its product page's detail. */
  chosen: ProductDetail | null;
  signedIn: boolean;
}) {
  const t = useT();
  const windows = collection.delivery_windows;
  // In the shopper's currency, converted as the cart converts (the line sheet asks the same).
  const price = usePriceFormatter();
  const { country } = useShopContext();
  return (
    <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
      <p className="text-sm">
        <Link to="/collections" className="font-semibold text-brand-700 hover:underline">
          {t('collections.title')}
        </Link>
      </p>
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 [overflow-wrap:anywhere]">
            {collection.name}
          </h1>
          {collection.season ? <p className="text-slate-600">{collection.season}</p> : null}
        </div>
        {signedIn ? (
          <a
            href={`/api/ecommerce/collections/${collection.id}/line-sheet.pdf?country_code=${country}`}
            download
            className="rounded-lg border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-900 hover:border-brand-600"
          >
            {t('collections.lineSheet')}
          </a>
        ) : null}
      </div>
      <section aria-labelledby="windows-heading" className="mt-4">
        <h2 id="windows-heading" className="text-sm font-semibold text-slate-900">
          {t('collections.windows')}
        </h2>
        {windows.length ? (
          <ul className="mt-2 flex flex-wrap gap-2">
            {windows.map((w) => (
              <li
                key={windowValue(w)}
                className="rounded-full border border-slate-300 bg-slate-50 px-3 py-1 text-sm text-slate-800"
              >
                {windowText(w)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1 text-sm text-slate-600">{t('collections.noWindows')}</p>
        )}
      </section>

      {chosen ? (
        <OrderStyle key={chosen.itemGroupId} collection={collection} product={chosen} />
      ) : null}

      <section aria-labelledby="styles-heading" className="mt-8">
        <h2 id="styles-heading" className="text-lg font-bold text-slate-900">
          {t('collections.styles', { count: collection.styles.length })}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {collection.styles.map((s) => (
            <li
              key={s.item_group_id}
              className="flex flex-col rounded-xl border border-slate-200 bg-white p-4"
            >
              {s.image ? (
                <img
                  src={s.image}
                  alt={s.name}
                  loading="lazy"
                  className="aspect-[4/3] w-full rounded-lg bg-slate-50 object-contain"
                />
              ) : null}
              <h3 className="mt-3 font-semibold text-slate-900 [overflow-wrap:anywhere]">
                <Link
                  to={`/products/product/${s.colours[0]?.product_id}`}
                  className="hover:underline"
                >
                  {s.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600">{s.brand}</p>
              {s.min_pairs > 0 ? (
                <p className="mt-1 text-sm text-amber-900">{styleMinimumText(s.min_pairs)}</p>
              ) : null}
              <table className="mt-3 w-full text-sm">
                <caption className="sr-only">
                  {t('collections.tableCaption', { name: s.name })}
                </caption>
                <thead>
                  <tr className="text-left text-xs text-slate-600">
                    <th scope="col" className="py-1 font-semibold">
                      {t('collections.colour')}
                    </th>
                    <th scope="col" className="py-1 font-semibold">
                      {t('collections.sizes')}
                    </th>
                    <th scope="col" className="py-1 text-right font-semibold">
                      {t('collections.yourPrice')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {s.colours.map((c) => (
                    <tr key={c.color} className="border-t border-slate-100">
                      <td className="py-1 pr-2">{c.color || '—'}</td>
                      <td className="py-1 pr-2 text-slate-700">
                        {c.sizes.join(' ') || t('collections.oneSize')}
                      </td>
                      <td className="py-1 text-right font-semibold whitespace-nowrap tabular-nums">
                        {price(c.unit_price, c.currency)}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <Link
                to={`?style=${s.item_group_id}#order`}
                preventScrollReset={false}
                className="mt-auto block rounded-lg bg-brand-600 px-4 py-2 pt-2 text-center text-sm font-semibold text-white hover:bg-brand-700 [margin-top:1rem]"
              >
                {t('collections.order', { name: s.name })}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}

/** The chosen style's size run, added with the delivery window picked above it. */
function OrderStyle({
  collection,
  product,
}: {
  collection: BuyerCollection;
  product: ProductDetail;
}) {
  const t = useT();
  const hydrated = useHydrated();
  const windows = collection.delivery_windows;
  const [window, setWindow] = useState(windows[0] ? windowValue(windows[0]) : '');
  const [mode, setMode] = useState<Mode>('air');
  const [run, setRun] = useState<Record<number, number>>({});
  const style = collection.styles.find((s) => s.item_group_id === product.itemGroupId);
  return (
    <section
      id="order"
      aria-labelledby="order-heading"
      className="mt-8 scroll-mt-36 rounded-2xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="order-heading" className="text-lg font-bold text-slate-900">
        {t('collections.order', { name: style?.name ?? product.productName })}
      </h2>
      {windows.length ? (
        <fieldset className="mt-3">
          <legend className="text-sm font-semibold text-slate-900">
            {t('collections.window')}
          </legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {windows.map((w) => {
              const value = windowValue(w);
              return (
                <label
                  key={value}
                  className="flex items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
                >
                  <input
                    type="radio"
                    name="window"
                    value={value}
                    checked={window === value}
                    onChange={() => setWindow(value)}
                  />
                  {windowText(w)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
      <div className="mt-4 max-w-md">
        <ModeChoice mode={mode} onChange={setMode} product={product} />
      </div>
      <div className="mt-4">
        {hydrated ? (
          <SizeRunGrid
            product={product}
            mode={mode}
            quantities={run}
            onChange={setRun}
            sendWith={{ collection_id: String(collection.id), window }}
          />
        ) : (
          <SizeRunPending />
        )}
      </div>
    </section>
  );
}
