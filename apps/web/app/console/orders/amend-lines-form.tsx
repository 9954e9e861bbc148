// Amending an order in review (docs/api.md, "Amending an order"): the order's lines by style and
// colour (order-lines.tsx), each size's pairs and a box to remove it, and the note the buyer is
// mailed; only the sizes changed are sent, and the API re-prices the order and moves its stock.
// "Preview the new total" first asks the API to price the same lines without saving them (issue
// 43 item 2): the new goods, what would be owed or due back, and every line it moves, a line
// re-priced by its style's tier included. Money is the server's, never worked out here.
// Keyed by the order's version, so after a save it shows the lines as they now are.
import { Form } from 'react-router';
import type { AmendmentPreview } from '@solestock/domain/back-office/order-amendment';
import type { AdminOrderByStyle } from '../shared/console-types';
import { money } from '../shared/console-format';
import { FormError, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';
import { OrderLines, sizeName } from './order-lines';

export function AmendLinesForm({
  order,
  result,
}: {
  order: AdminOrderByStyle;
  result: OrderActionResult | undefined;
}) {
  const mine =
    result?.intent === 'amend' || result?.intent === 'amend_preview' ? result : undefined;
  const preview = result?.intent === 'amend_preview' && result.ok ? result.preview : undefined;
  const linesError = mine?.fields?.lines;
  const noteError = mine?.fields?.note;
  // A 409 (stale version, stock) is told at the top of the page, which reloads the order.
  const otherError =
    mine && !mine.ok && !mine.conflict && !linesError && !noteError ? mine.error : undefined;
  return (
    <Form method="post" className="space-y-3" aria-describedby="amend-hint">
      <p id="amend-hint" className="text-sm text-slate-700">
        In review, the pairs of a size can be changed, or the size removed. Lines whose tier changes
        are priced again at the order’s own rates; stock moves with the change, and the buyer is
        e-mailed the changes and the new total.
      </p>
      <input type="hidden" name="version" value={order.version} />
      <OrderLines order={order} amend={{ errorId: linesError ? 'amend-lines-error' : undefined }} />
      {linesError ? (
        <p id="amend-lines-error" className="text-sm text-red-700">
          {linesError}
        </p>
      ) : null}
      <div>
        <label htmlFor="amend-note" className="block text-sm font-medium">
          Note to the buyer (required)
        </label>
        <textarea
          id="amend-note"
          name="note"
          required
          rows={2}
          maxLength={1000}
          defaultValue=""
          aria-invalid={noteError ? true : undefined}
          aria-describedby={noteError ? 'amend-note-error' : undefined}
          className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
        />
        {noteError ? (
          <p id="amend-note-error" className="text-sm text-red-700">
            {noteError}
          </p>
        ) : null}
      </div>
      {preview ? <AmendPreview order={order} preview={preview} /> : null}
      <FormError error={otherError} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton intent="amend_preview" pendingLabel="Pricing…" tone="plain" noValidate>
          Preview the new total
        </SubmitButton>
        <SubmitButton intent="amend" pendingLabel="Saving the changes…">
          Save changes
        </SubmitButton>
      </div>
    </Form>
  );
}

/** What saving would make of the order, as the server priced it; nothing is saved yet. */
function AmendPreview({ order, preview }: { order: AdminOrderByStyle; preview: AmendmentPreview }) {
  const names = new Map(
    order.styles.flatMap((style) => style.lines.map((line) => [line.id, sizeName(style, line)])),
  );
  const c = order.currency;
  const pairs = (n: number) => `${n} ${n === 1 ? 'pair' : 'pairs'}`;
  return (
    <div
      role="status"
      data-testid="amend-preview"
      className="rounded border border-sky-300 bg-sky-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold" data-testid="amend-preview-total">
        New goods total {money(preview.total, c)} (now {money(preview.total_before, c)})
      </p>
      <p className="mt-1">
        {preview.refund_due > 0
          ? `${money(preview.refund_due, c)} would be due back to the buyer.`
          : `Balance due before shipping: ${money(preview.balance_due, c)}.`}{' '}
        Not saved yet: stock is checked when the change is saved.
      </p>
      <ul className="mt-2 list-disc space-y-0.5 pl-5">
        {preview.lines.map((l) => {
          const name = names.get(l.id) ?? `Line ${l.id}`;
          const count =
            l.quantity === l.quantity_before
              ? pairs(l.quantity)
              : `${l.quantity_before} → ${pairs(l.quantity)}`;
          const unit =
            l.unit_price === l.unit_price_before
              ? ''
              : `, ${money(l.unit_price_before, c)} → ${money(l.unit_price, c)} a pair`;
          return (
            <li key={l.id}>
              {l.quantity === 0
                ? `${name}: removed (was ${pairs(l.quantity_before)})`
                : `${name}: ${count}${unit}, ${money(l.line_total, c)}`}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
