// Amending an order in review (docs/api.md, "Amending an order"): the order's lines by style and
// colour (order-lines.tsx), each size's pairs and a box to remove it, and the note the buyer is
// mailed; only the sizes changed are sent, and the API re-prices the order and moves its stock.
// Keyed by the order's version, so after a save it shows the lines as they now are.
import { Form } from 'react-router';
import type { AdminOrderByStyle } from '../shared/console-types';
import { FormError, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';
import { OrderLines } from './order-lines';

export function AmendLinesForm({
  order,
  result,
}: {
  order: AdminOrderByStyle;
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
      <FormError error={otherError} />
      <SubmitButton intent="amend" pendingLabel="Saving the changes…">
        Save changes
      </SubmitButton>
    </Form>
  );
}
