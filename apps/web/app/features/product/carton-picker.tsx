// Buying by the carton (docs/api.md, "Packs"): "Add N cartons" of a colour's pack, on the product
// page (the chosen colour's cartons) and under the size-run grid (every colour's). The pairs the
// cartons hold are shown as they are chosen ("36 pairs: 5×3, 6×6, …") with what they cost, each
// size priced by its own slabs as the grid prices a cell; one press sends add-packs through the
// cart's action, so the header's badge reloads as for any add. A guest goes to sign in first.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useFetcher, useLocation, useNavigate } from 'react-router';
import {
  CARTONS_MAX,
  formatPrice,
  packProducts,
  type Mode,
  type Pack,
  type ProductDetail,
} from '@solestock/domain';
import { usePricing } from '../../lib/shop-context';
import { runTotals, sizeRun } from './size-run';
import { useT } from '../../i18n/i18n';
import { useDomainTexts } from '../../i18n/domain-texts';
import { useRefusalText } from '../../lib/refusal';

/** The cartons typed: a whole number from 1 to 1000, or null while it is not one. */
export function parseCartons(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,4}$/.test(t)) return null;
  const n = Number(t);
  return n >= 1 && n <= CARTONS_MAX ? n : null;
}

/** The packs to offer: `color`'s first (or only theirs when `onlyColor`). */
export function packsFor(product: Pick<ProductDetail, 'packs' | 'color'>, onlyColor: boolean) {
  const packs = product.packs ?? [];
  const own = packs.filter((p) => p.color === product.color);
  return onlyColor ? own : [...own, ...packs.filter((p) => p.color !== product.color)];
}

type Answer = { ok: boolean; status: number; error?: string; count?: number };

export function CartonPicker({
  product,
  packs,
  mode,
  title,
}: {
  product: ProductDetail;
  /** The packs offered, the first chosen at first. */
  packs: Pack[];
  mode: Mode;
  /** The heading; "Buy by the carton" in the page's language by default. */
  title?: string;
}) {
  const id = useId();
  const t = useT();
  const say = useDomainTexts();
  const refusalText = useRefusalText();
  const { country, rates } = usePricing();
  const navigate = useNavigate();
  const location = useLocation();
  const [packId, setPackId] = useState(packs[0]?.id ?? 0);
  const [text, setText] = useState('1');
  const fetcher = useFetcher<Answer>();
  const [sent, setSent] = useState<{ cartons: number; pairs: number; name: string } | null>(null);
  const busy = fetcher.state !== 'idle';
  const answer = busy ? undefined : fetcher.data;
  const handled = useRef<unknown>(null);
  const run = useMemo(() => sizeRun(product), [product]);

  useEffect(() => {
    if (!answer || handled.current === answer) return;
    handled.current = answer;
    if (answer.status === 401) void navigate('/login', { state: { from: location.pathname } });
  }, [answer, navigate, location.pathname]);

  const pack = packs.find((p) => p.id === packId) ?? packs[0];
  if (!pack) return null;
  const cartons = parseCartons(text);
  const several = new Set(packs.map((p) => p.color)).size > 1;
  // What these cartons cost on their own: each size at its cartons' pairs, by its own slabs.
  const quantities: Record<number, number> = {};
  for (const [size, productId] of Object.entries(packProducts(pack, product.variants).products))
    quantities[productId] = (pack.ratio[size] ?? 0) * (cartons ?? 1);
  const totals = runTotals(
    run,
    quantities,
    country,
    rates,
    product.sellingPrice.symbol,
    product.tier_scope,
  );

  const add = () => {
    if (cartons === null || busy) return;
    setSent({ cartons, pairs: pack.pairs * cartons, name: pack.name });
    void fetcher.submit(
      { intent: 'add-packs', items: JSON.stringify([{ pack_id: pack.id, cartons, mode }]) },
      { method: 'post', action: '/cart' },
    );
  };

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
      data-testid="carton-picker"
    >
      <h2 id={`${id}-title`} className="text-sm font-semibold text-slate-900">
        {title ?? t('carton.title')}
      </h2>
      {packs.length > 1 ? (
        <div>
          <label htmlFor={`${id}-pack`} className="block text-sm text-slate-700">
            {t('carton.pack')}
          </label>
          <select
            id={`${id}-pack`}
            value={pack.id}
            onChange={(e) => setPackId(Number(e.target.value))}
            className="mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm"
          >
            {packs.map((p) => (
              <option key={p.id} value={p.id}>
                {several ? `${p.color || product.productName} · ` : ''}
                {t('carton.option', { name: p.name, pairs: p.pairs })}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <p className="text-sm text-slate-700">
          {t('carton.perCarton', { name: pack.name, pairs: pack.pairs })}
        </p>
      )}
      <div className="flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-cartons`} className="block text-sm text-slate-700">
            {t('carton.cartons')}
          </label>
          <input
            id={`${id}-cartons`}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="off"
            value={text}
            onChange={(e) => setText(e.target.value)}
            onFocus={(e) => e.currentTarget.select()}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
            aria-invalid={cartons === null ? true : undefined}
            aria-describedby={`${id}-pairs`}
            className="mt-1 block h-11 w-24 rounded-lg border border-slate-300 px-3 text-center font-semibold tabular-nums aria-[invalid=true]:border-red-700"
          />
        </div>
        <button
          type="button"
          onClick={add}
          disabled={busy || cartons === null}
          className="h-11 rounded-lg bg-brand-600 px-5 text-sm font-bold tracking-wide text-white shadow-sm hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-300"
        >
          {busy ? t('carton.adding') : say.addCartons(cartons ?? 1)}
        </button>
      </div>
      <p
        id={`${id}-pairs`}
        className="text-sm text-slate-700 tabular-nums"
        data-testid="carton-pairs"
      >
        {cartons === null ? (
          <span className="text-red-700">{t('carton.choose', { max: CARTONS_MAX })}</span>
        ) : (
          <>
            {say.cartonBreakdown(pack.ratio, cartons)} ·{' '}
            <span className="font-semibold text-slate-900">
              {formatPrice(totals.symbol, totals.total)}
            </span>
          </>
        )}
      </p>
      <div aria-live="polite" className="text-sm" role="status">
        {answer?.ok && sent ? (
          <span className="text-emerald-800">
            {t('carton.added', { cartons: sent.cartons, name: sent.name, pairs: sent.pairs })}{' '}
            <Link to="/cart" className="font-semibold underline">
              {t('carton.goToCart')}
            </Link>
          </span>
        ) : answer && !answer.ok && answer.status !== 401 ? (
          <span className="text-red-700">
            {answer.error ? refusalText(answer.error) : t('carton.failed')}
          </span>
        ) : null}
      </div>
    </section>
  );
}
