// The order page's lines by style and colour (issue 34, item 1; decision 156): each style and
// colour one block (image, brand, name, colour, pairs, subtotal, a pre-order's window once), its
// sizes in one wrapping row, each with its pairs and unit price. A long order starts with its
// blocks folded to a line that still says every size and its pairs in words; each block's
// button (aria-expanded) opens its row, and "Expand all" opens every block.
import type { ReactNode } from 'react';
import { formatPrice, shipsFromText, type Mode } from '@solestock/domain';
import type { OrderPageStyle } from '../../lib/cart-types';
import { sharedMode } from '@solestock/domain/style-runs';
import { useT, type MessageId } from '../../i18n/i18n';
import {
  BlockToggle,
  blockId,
  ExpandAllButton,
  useOpenBlocks,
} from '../../components/ui/open-blocks';
import { PreOrderNote } from '../../components/ui/sale-notes';
import { FoldedSizes, StyleHeading } from '../../components/ui/style-heading';

/** The spec's mode names (MODES), as the product page's messages say them. */
export const MODE_LABEL_IDS = {
  air: 'product.mode.air',
  sea: 'product.mode.sea',
} as const satisfies Record<Mode, MessageId>;

export function OrderStyles({ styles, symbol }: { styles: OrderPageStyle[]; symbol: string }) {
  const t = useT();
  const blocks = useOpenBlocks(styles);
  const pairs = styles.reduce((n, s) => n + s.pairs, 0);
  return (
    <section aria-labelledby="order-lines-heading" className="mt-6">
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id="order-lines-heading" className="text-lg font-bold text-slate-900">
          {t('orders.styles.heading')}
          <span className="ml-2 text-sm font-normal text-slate-600">
            {t('orders.styles.count', { count: styles.length })} ·{' '}
            {t('orders.pairs', { count: pairs.toLocaleString('en') })}
          </span>
        </h2>
        <ExpandAllButton
          blocks={blocks}
          className="min-h-11 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
        />
      </div>
      <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white px-4">
        {styles.map((style) => (
          <StyleBlock
            key={style.key}
            style={style}
            symbol={symbol}
            open={blocks.isOpen(style.key)}
            toggle={
              <BlockToggle
                blocks={blocks}
                block={style}
                label={t('orders.styles.showSizes')}
                className="mt-2 min-h-11 rounded-lg px-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
              />
            }
          />
        ))}
      </ul>
    </section>
  );
}

function StyleBlock({
  style,
  symbol,
  open,
  toggle,
}: {
  style: OrderPageStyle;
  symbol: string;
  open: boolean;
  /** Its button (none in a short order, always open). */
  toggle: ReactNode;
}) {
  const t = useT();
  const id = blockId(style.key);
  const mode = sharedMode(style.lines);
  const sizes = style.lines.length;
  return (
    <li className="py-4" data-testid="order-style">
      <StyleHeading
        style={style}
        pictured
        subtotal={formatPrice(symbol, style.subtotal)}
        className="flex gap-3 sm:gap-4"
        titleClassName="font-semibold text-slate-900 [overflow-wrap:anywhere]"
        subtotalClassName="shrink-0 font-semibold text-slate-900 tabular-nums"
      >
        <p className="text-xs text-slate-600">
          {[
            t('orders.styles.colour', { colour: style.color || '—' }),
            ...(mode ? [t(MODE_LABEL_IDS[mode])] : []),
            t('orders.styles.sizes', { count: sizes }),
            t('orders.pairs', { count: style.pairs.toLocaleString('en') }),
          ].join(' · ')}
        </p>
        <PreOrderNote saleMode={style.sale_mode} from={style.ships_from} by={style.ships_by} />
        {open ? null : (
          <FoldedSizes
            lines={style.lines}
            className="mt-1 text-sm text-slate-700 tabular-nums [overflow-wrap:anywhere]"
          />
        )}
      </StyleHeading>
      {toggle}
      {open ? (
        <ul
          id={`${id}-sizes`}
          aria-label={t('orders.styles.sizesOf', { name: style.name, colour: style.color })}
          className="mt-3 flex flex-wrap gap-2"
        >
          {style.lines.map((line) => (
            <li
              key={line.id}
              className="min-w-[5.5rem] rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1.5 text-sm tabular-nums"
            >
              <span className="block font-semibold text-slate-900">
                <span className="sr-only">{t('orders.styles.size')}</span>
                {line.size || t('orders.oneSize')}
              </span>
              <span className="block text-slate-700">
                {line.quantity} × {formatPrice(symbol, line.converted_unit_price)}
              </span>
              {mode ? null : (
                <span className="block text-xs text-slate-600">{t(MODE_LABEL_IDS[line.mode])}</span>
              )}
              {line.sale_mode ? (
                <PreOrderNote
                  saleMode={line.sale_mode}
                  from={line.ships_from}
                  by={line.ships_by}
                  className="block text-xs text-amber-900"
                />
              ) : null}
              {line.incoming_pairs && line.ships_from ? (
                <span className="block text-xs text-amber-900" data-testid="line-ships-from">
                  {line.incoming_pairs === line.quantity
                    ? shipsFromText(line.ships_from)
                    : `${line.incoming_pairs} ${shipsFromText(line.ships_from).replace('Ships', line.incoming_pairs === 1 ? 'ships' : 'ship')}`}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
