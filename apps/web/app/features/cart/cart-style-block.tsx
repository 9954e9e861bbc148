// One style and colour of the cart (docs/api.md, "Lines by style"; decision 155): a header with
// the image, brand, name, colour, pairs and subtotal that opens and closes the block, and its
// sizes in one row as the size-run grid shows them, each with its quantity and a stepper that
// saves to the server (001 §4: at 1, decrease removes the size). A closed block renders only its
// summary: an 800-line cart sends its sizes' controls for the blocks the buyer opens.
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { formatPrice, QUANTITY_MAX, shipsFromText, type Mode } from '@solestock/domain';
import { translatorOf, useT, type MessageId, type Translate } from '../../i18n/i18n';
import type { CartPageLine, CartPageStyle } from '../../lib/cart-types';
import { useNextTierHint } from '../../lib/next-tier';
import { PreOrderNote, StyleMinimumNote } from '../../components/ui/sale-notes';
import { StyleHeading } from '../../components/ui/style-heading';
import { sellableOf, stockShort } from './cart-minimums';

/** The modes' names (the domain's MODES labels) as the product page's messages. */
export const MODE_LABEL_IDS = {
  air: 'product.mode.air',
  sea: 'product.mode.sea',
} as const satisfies Record<Mode, MessageId>;

/**
 * "Trailblazer Runner, Black, size 9" (and the mode when the block holds both): every control's
 * name, in the page's language (English for the console).
 */
export function sizeName(
  style: CartPageStyle,
  line: CartPageLine,
  t: Translate = translatorOf('en'),
): string {
  const modes = new Set(style.lines.map((l) => l.mode));
  const size = line.size ? t('cart.line.size', { size: line.size }) : '';
  return `${style.name}, ${style.color}${size}${modes.size > 1 ? `, ${t(MODE_LABEL_IDS[line.mode])}` : ''}`;
}

const symbolOf = (style: CartPageStyle) => style.symbol;

export function CartStyleBlock({
  style,
  symbol,
  open,
  onToggle,
  selected,
  onSelect,
}: {
  style: CartPageStyle;
  /** The cart's currency symbol (the subtotal's). */
  symbol: string;
  open: boolean;
  onToggle: () => void;
  selected: ReadonlySet<number>;
  onSelect: (ids: number[], on: boolean) => void;
}) {
  const t = useT();
  const ids = style.lines.map((l) => l.id);
  const chosen = ids.filter((id) => selected.has(id)).length;
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = chosen > 0 && chosen < ids.length;
  }, [chosen, ids.length]);
  const prices = new Set(style.lines.map((l) => l.unit_price));
  const oneUnit = prices.size === 1 ? style.lines[0]!.unit_price : null;
  const short = style.lines.filter((l) => stockShort(style, l));
  const gone = style.lines.filter((l) => l.available === false);
  const bodyId = `cart-style-${style.key.replace(/[^a-z0-9]+/gi, '-')}`;
  const label = `${style.name}, ${style.color}`;

  // One string per text (no React text joins) and short classes (app.css): a closed block is a
  // few hundred bytes, as an 800-line cart's 150 blocks must be (decision 155).
  const summary = t('cart.style.summary', { pairs: style.pairs, sizes: style.lines.length });
  return (
    <li className="cart-style" data-testid="cart-style">
      <StyleHeading
        style={style}
        pictured={open}
        lead={
          <input
            ref={box}
            type="checkbox"
            checked={chosen === ids.length}
            onChange={(e) => onSelect(ids, e.target.checked)}
            aria-label={t('cart.select', { name: label })}
            className="cart-check"
          />
        }
        title={
          <button
            type="button"
            aria-expanded={open}
            aria-controls={open ? bodyId : undefined}
            aria-label={label}
            onClick={onToggle}
            className="cart-open"
          >
            <span>
              {style.name}
              <span className="cart-colour">{`, ${style.color}`}</span>
            </span>
          </button>
        }
        className="flex items-start gap-3"
        titleClassName="font-semibold"
      >
        <p className="cart-sum">
          {summary}
          <b>{formatPrice(symbol, style.subtotal)}</b>
          {oneUnit !== null ? (
            <>
              {' · '}
              <span data-testid="line-unit-price">
                {formatPrice(symbolOf(style) ?? symbol, oneUnit)}
              </span>
              {t('cart.perPair')}
            </>
          ) : null}
          {!open && (short.length || gone.length) ? (
            <span className="ml-2 font-semibold text-red-800">{t('cart.style.needsChange')}</span>
          ) : null}
        </p>
      </StyleHeading>
      {open ? (
        <div id={bodyId} className="mt-2 pl-7">
          <div className="flex flex-wrap gap-1.5 empty:hidden">
            <PreOrderNote saleMode={style.sale_mode} from={style.ships_from} by={style.ships_by} />
            <StyleMinimumNote minPairs={style.min_pairs} />
            {short.length ? (
              <span
                className="sale-note bg-red-50 text-red-800 ring-red-200"
                data-testid="stock-short"
              >
                {short
                  .map((l) => {
                    const left = sellableOf(l) ?? 0;
                    const text =
                      left === 0 ? t('cart.short.soldOut') : t('cart.short.left', { count: left });
                    return l.size ? t('cart.short.size', { size: l.size, short: text }) : text;
                  })
                  .join('; ')}
              </span>
            ) : null}
            {gone.length ? (
              <span className="sale-note bg-red-50 text-red-800 ring-red-200">
                {t('cart.gone', {
                  sizes: gone
                    .map((l) => l.size ?? t('cart.gone.thisProduct'))
                    .join(t('cart.listSeparator')),
                })}
              </span>
            ) : null}
          </div>
          <ul
            className="mt-2 flex flex-wrap gap-2"
            aria-label={t('cart.style.sizes', { name: label })}
          >
            {style.lines.map((line) => (
              <SizeCell
                key={line.id}
                style={style}
                line={line}
                symbol={symbolOf(style) ?? symbol}
                showUnit={oneUnit === null}
                selected={selected.has(line.id)}
                onSelect={(on) => onSelect([line.id], on)}
              />
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** One size: its quantity, typed or stepped, saved to the server; its price when sizes differ. */
function SizeCell({
  style,
  line,
  symbol,
  showUnit,
  selected,
  onSelect,
}: {
  style: CartPageStyle;
  line: CartPageLine;
  symbol: string;
  showUnit: boolean;
  selected: boolean;
  onSelect: (on: boolean) => void;
}) {
  const t = useT();
  const fetcher = useFetcher<{ error?: string }>();
  const busy = fetcher.state !== 'idle';
  const pending = fetcher.formData?.get('quantity');
  const quantity = pending ? Number(pending) : line.quantity;
  const [draft, setDraft] = useState<string | null>(null);
  const name = sizeName(style, line, t);
  const short = stockShort(style, line);
  const max =
    style.sale_mode === 'stock' && line.availability !== undefined
      ? Math.min(QUANTITY_MAX, sellableOf(line) ?? 0)
      : QUANTITY_MAX;
  // A style line's slab counts its style's pairs (tier_quantity), so the hint starts from there.
  const hint = useNextTierHint(
    (line.slabs ?? style.slabs).map((s) => ({ ...s, currency: s.selling_price_currency })),
    (line.tier_quantity ?? line.quantity) + (quantity - line.quantity),
    line.default_price ?? style.default_price,
  );

  const change = (next: number) => {
    setDraft(null);
    if (next === line.quantity) return;
    if (next < 1) {
      // 001 §4: at exactly 1, decrease removes the size; so does a typed 0.
      void fetcher.submit(
        { intent: 'remove', ids: String(line.id) },
        { method: 'post', action: '/cart' },
      );
      return;
    }
    void fetcher.submit(
      { intent: 'update', id: String(line.id), quantity: String(next) },
      { method: 'post', action: '/cart' },
    );
  };
  const commit = () => {
    if (draft === null) return;
    const typed = draft.trim() === '' ? line.quantity : Number(draft);
    if (!Number.isInteger(typed) || typed < 0) return setDraft(null);
    change(Math.min(typed, QUANTITY_MAX));
  };

  return (
    <li
      className={`cart-size${short || line.available === false ? ' cart-size-short' : ''}`}
      data-testid="cart-line"
      aria-busy={busy}
    >
      <label className="flex items-center justify-between gap-1 font-semibold text-slate-900">
        <span>
          {line.size ?? t('cart.oneSize')}
          {style.lines.some((l) => l.mode !== line.mode) ? (
            <span className="font-normal text-slate-600"> · {t(MODE_LABEL_IDS[line.mode])}</span>
          ) : null}
        </span>
        <input
          type="checkbox"
          checked={selected}
          onChange={(e) => onSelect(e.target.checked)}
          aria-label={t('cart.select', { name })}
          className="h-4 w-4 accent-brand-600"
        />
      </label>
      <div className="flex items-center gap-0.5">
        <button
          type="button"
          disabled={busy}
          onClick={() => change(quantity - 1)}
          aria-label={
            quantity === 1 ? t('cart.line.remove', { name }) : t('cart.line.decrease', { name })
          }
          className="cart-step"
        >
          −
        </button>
        <input
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          value={draft ?? String(quantity)}
          disabled={busy}
          onChange={(e) => setDraft(e.target.value.replace(/\D/g, ''))}
          onBlur={commit}
          onKeyDown={(e) => {
            if (e.key === 'Enter') commit();
            if (e.key === 'Escape') setDraft(null);
          }}
          aria-label={t('cart.line.pairs', { name })}
          data-testid="line-quantity"
          className="cart-qty"
        />
        <button
          type="button"
          disabled={busy || quantity >= max}
          onClick={() => change(quantity + 1)}
          aria-label={t('cart.line.increase', { name })}
          className="cart-step"
        >
          +
        </button>
      </div>
      <p className="text-xs text-slate-600 tabular-nums">
        {showUnit ? (
          <>
            <span data-testid="line-unit-price">{formatPrice(symbol, line.unit_price)}</span> ×{' '}
          </>
        ) : null}
        <span className="font-semibold text-slate-900">{formatPrice(symbol, line.line_total)}</span>
      </p>
      {line.incoming_ships_from && !short ? (
        <p className="text-xs font-semibold text-amber-800" data-testid="line-ships-from">
          {line.availability
            ? t('cart.line.nowRest', {
                now: line.availability,
                rest: shipsFromText(line.incoming_ships_from).replace('Ships', 'ships'),
              })
            : shipsFromText(line.incoming_ships_from)}
        </p>
      ) : null}
      {hint ? (
        <button
          type="button"
          disabled={busy}
          onClick={() => change(quantity + hint.add)}
          data-testid="tier-hint"
          aria-label={`${hint.text}: ${name}`}
          className="rounded-md bg-emerald-50 px-1.5 py-0.5 text-left text-xs font-semibold text-emerald-800 ring-1 ring-emerald-200 hover:bg-emerald-100 disabled:opacity-60"
        >
          <span aria-hidden="true">↑</span> {hint.text}
        </button>
      ) : null}
      {fetcher.data?.error ? (
        <p role="alert" className="text-xs text-red-700">
          {fetcher.data.error}
        </p>
      ) : null}
    </li>
  );
}
