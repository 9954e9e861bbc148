// The order page's lines by style and colour (GET /api/admin/orders/{id}/?lines=styles; decision
// 156): one block per style and colour (name, brand, colour, mode, pairs, subtotal, a
// pre-order's window once), its sizes in one wrapping row, each with its SKU, pairs × unit price
// and, listed in another currency, that price and rate. A long order starts folded to a line a
// block that still names every size and its pairs; while the order may be amended each size
// holds its Pairs input and Remove box, labelled with the style, colour and size.
import { MODES } from '@solestock/domain';
import { pairsText, sharedMode, sizeLabel } from '@solestock/domain/style-runs';
import type { AdminOrderByStyle } from '../shared/console-types';
import { money } from '../shared/console-format';
import { PreOrderNote } from '../../components/ui/sale-notes';
import { FoldedSizes, StyleHeading } from '../../components/ui/style-heading';
import {
  BlockToggle,
  blockId,
  ExpandAllButton,
  useOpenBlocks,
} from '../../components/ui/open-blocks';

type Style = AdminOrderByStyle['styles'][number];
type Line = Style['lines'][number];

/** "Runner, Black, size 42": a size as the amendment's labels, mail and timeline name it. */
export const sizeName = (style: Style, line: Line) =>
  [style.name, style.color, line.size ? `size ${line.size}` : ''].filter(Boolean).join(', ');

export function OrderLines({
  order,
  amend,
}: {
  order: AdminOrderByStyle;
  /** While the order may be amended: each size's inputs, and the id of the lines' error. */
  amend?: { errorId: string | undefined };
}) {
  const blocks = useOpenBlocks(order.styles);
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <p>
          {order.styles.length} {order.styles.length === 1 ? 'style' : 'styles'} and colours ·{' '}
          {order.lines_count ?? order.items_count} lines
        </p>
        <ExpandAllButton
          blocks={blocks}
          className="rounded border border-slate-400 px-3 py-1.5 font-semibold text-brand-700 hover:bg-slate-50"
        />
      </div>
      <ul className="mt-2 divide-y divide-slate-100">
        {order.styles.map((style) => {
          const id = blockId(style.key);
          const open = blocks.isOpen(style.key);
          const mode = sharedMode(style.lines);
          return (
            <li key={style.key} className="py-3 text-sm" data-testid="order-style">
              <StyleHeading
                style={style}
                pictured={false}
                subtotal={money(style.subtotal, order.currency)}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1"
                textClassName="min-w-0"
                titleClassName="font-semibold [overflow-wrap:anywhere]"
                subtotalClassName="ml-auto font-semibold tabular-nums"
              >
                <p className="text-slate-600 [overflow-wrap:anywhere]">
                  {[
                    style.brand,
                    style.color,
                    mode ? MODES[mode].label : '',
                    `${style.lines.length} ${style.lines.length === 1 ? 'size' : 'sizes'}`,
                    pairsText(style.pairs),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </p>
                <PreOrderNote
                  saleMode={style.sale_mode}
                  from={style.ships_from}
                  by={style.ships_by}
                />
                {open ? null : (
                  <FoldedSizes
                    lines={style.lines}
                    className="text-slate-700 tabular-nums [overflow-wrap:anywhere]"
                  />
                )}
              </StyleHeading>
              <BlockToggle
                blocks={blocks}
                block={style}
                label={amend ? 'Show and amend sizes' : 'Show sizes'}
                className="mt-1 rounded px-1 py-1 font-semibold text-brand-700 underline hover:bg-slate-50"
              />
              {blocks.mounted(style.key) ? (
                <ul
                  id={`${id}-sizes`}
                  hidden={!open}
                  aria-label={`Sizes of ${style.name}, ${style.color}`}
                  className="mt-2 flex flex-wrap gap-2"
                >
                  {style.lines.map((line) => (
                    <SizeCell
                      key={line.id}
                      style={style}
                      line={line}
                      currency={order.currency}
                      showMode={!mode}
                      amend={amend}
                    />
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function SizeCell({
  style,
  line,
  currency,
  showMode,
  amend,
}: {
  style: Style;
  line: Line;
  currency: string;
  showMode: boolean;
  amend: { errorId: string | undefined } | undefined;
}) {
  const name = sizeName(style, line);
  return (
    <li className="min-w-[7.5rem] rounded border border-slate-200 bg-slate-50 px-2 py-1.5 tabular-nums">
      <p className="font-semibold">
        <span className="sr-only">Size </span>
        {sizeLabel(line.size)}
        {showMode ? (
          <span className="font-normal text-slate-600"> · {MODES[line.mode].label}</span>
        ) : null}
      </p>
      {line.sku ? (
        <p className="text-xs text-slate-600 [overflow-wrap:anywhere]">
          <span className="sr-only">SKU </span>
          {line.sku}
        </p>
      ) : null}
      {line.sale_mode ? (
        <PreOrderNote saleMode={line.sale_mode} from={line.ships_from} by={line.ships_by} />
      ) : null}
      <p>
        {line.quantity} × {money(line.converted_unit_price, currency)}
      </p>
      {line.product_currency !== currency ? (
        <p className="text-xs text-slate-600">
          Listed at {money(line.unit_price, line.product_currency)}
          {line.conversion_rate !== null ? ` · rate ${line.conversion_rate}` : ''}
        </p>
      ) : null}
      {amend ? (
        <div className="mt-1 space-y-1 border-t border-slate-200 pt-1">
          {/* The line and its quantity as shown: only the sizes changed are sent (move-body.ts). */}
          <input type="hidden" name="line" value={`${line.id}:${line.quantity}`} />
          <label htmlFor={`amend-quantity-${line.id}`} className="block font-medium">
            Pairs<span className="sr-only"> of {name}</span>
          </label>
          <input
            id={`amend-quantity-${line.id}`}
            name={`quantity-${line.id}`}
            type="number"
            inputMode="numeric"
            min={0}
            max={100000}
            step={1}
            required
            defaultValue={line.quantity}
            aria-invalid={amend.errorId ? true : undefined}
            aria-describedby={amend.errorId}
            className="block w-24 rounded border border-slate-400 px-2 py-1.5"
          />
          <label className="flex items-center gap-2 py-1 font-medium">
            <input
              type="checkbox"
              name={`remove-${line.id}`}
              value="1"
              className="h-4 w-4"
              aria-label={`Remove ${name}`}
            />
            <span aria-hidden="true">Remove</span>
          </label>
        </div>
      ) : null}
    </li>
  );
}
