// Amending an order in review (docs/api.md, "Amending an order"): each line's pairs, a box to
// remove it, and the note the buyer is mailed; the API re-prices the order and moves its stock.
// Keyed by the order's version, so after a save it shows the lines as they now are.
import { Form } from 'react-router';
import type { AdminOrder } from '../shared/console-types';
import { money } from '../shared/console-format';
import { FormError, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';

const lineName = (l: AdminOrder['lines'][number]) =>
  [l.product_name, l.color, l.size ? `size ${l.size}` : ''].filter(Boolean).join(', ');

export function AmendLinesForm({
  order,
  result,
}: {
  order: AdminOrder;
  result: OrderActionResult | undefined;
}) {
  const mine = result?.intent === 'amend' ? result : undefined;
  const linesError = mine?.fields?.lines;
  const noteError = mine?.fields?.note;
  // A 409 (stale version, stock) is told at the top of the page, which reloads the order.
  const otherError =
    mine && !mine.ok && !mine.conflict && !linesError && !noteError ? mine.error : undefined;
  return (
    <Form method="post" className="space-y-3" aria-describedby="amend-hint">
      <p id="amend-hint" className="text-sm text-slate-700">
        Change the pairs of a line, or tick Remove. Lines whose tier changes are priced again at the
        order’s own rates; stock moves with the change, and the buyer is e-mailed the changes and
        the new total.
      </p>
      <input type="hidden" name="version" value={order.version} />
      <ul className="divide-y divide-slate-100">
        {order.lines.map((l) => {
          const name = lineName(l);
          return (
            <li
              key={l.id}
              className="grid grid-cols-[1fr_auto] items-end gap-x-4 gap-y-2 py-2 text-sm sm:grid-cols-[1fr_8rem_auto]"
            >
              <input type="hidden" name="line" value={l.id} />
              <div className="col-span-2 min-w-0 sm:col-span-1">
                <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
                <p className="text-slate-600">
                  Now {l.quantity} × {money(l.converted_unit_price, order.currency)} ={' '}
                  {money(l.line_total, order.currency)}
                </p>
              </div>
              <div>
                <label htmlFor={`amend-quantity-${l.id}`} className="block font-medium">
                  Pairs<span className="sr-only"> of {name}</span>
                </label>
                <input
                  id={`amend-quantity-${l.id}`}
                  name={`quantity-${l.id}`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100000}
                  step={1}
                  required
                  defaultValue={l.quantity}
                  aria-invalid={linesError ? true : undefined}
                  aria-describedby={linesError ? 'amend-lines-error' : undefined}
                  className="mt-1 block w-full rounded border border-slate-400 px-3 py-2 text-sm"
                />
              </div>
              <label className="flex items-center gap-2 py-2 font-medium">
                <input
                  type="checkbox"
                  name={`remove-${l.id}`}
                  value="1"
                  className="h-4 w-4"
                  aria-label={`Remove ${name}`}
                />
                <span aria-hidden="true">Remove</span>
              </label>
            </li>
          );
        })}
      </ul>
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
      <FormError error={otherError} />
      <SubmitButton intent="amend" pendingLabel="Saving the changes…">
        Save changes
      </SubmitButton>
    </Form>
  );
}
