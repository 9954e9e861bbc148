// The order page's Shipments panel (docs/orders-and-payments.md, "Shipments and back orders"):
// each line with the pairs ordered, shipped, cancelled and left and whether they are ready, wait
// for their window or are back-ordered (the API's words); a form to ship chosen pairs (filled with
// what is ready) with the carrier, tracking, waybill, ship date, cartons and "Ship early"; a form
// to cancel pairs left; and the shipments made, each with its invoice and packing list. Every
// rule is the API's: a refusal comes back as its sentence at the top of the page or beside the
// field.
import { useState } from 'react';
import { Form } from 'react-router';
import type { AdminShipments } from '@solestock/domain/back-office/shipments';
import { Field, FormError, SubmitButton } from '../shared/form-parts';
import type { OrderActionResult } from './order-action-dialog';

const cell = 'px-2 py-1.5 text-left align-top';
const num = 'px-2 py-1.5 text-right align-top tabular-nums';

const lineName = (l: AdminShipments['lines'][number]) =>
  [l.product_name, l.color, l.size ? `size ${l.size}` : null].filter(Boolean).join(', ');

const READINESS_TONE: Record<string, string> = {
  ready: 'text-emerald-800',
  waits_for_window: 'text-amber-800',
  back_ordered: 'text-red-800',
  done: 'text-slate-700',
};

const today = () => new Date().toISOString().slice(0, 10);

export function ShipmentsPanel({
  shipping,
  canShip,
  result,
}: {
  shipping: AdminShipments;
  canShip: boolean;
  result: OrderActionResult | undefined;
}) {
  const open = shipping.status === 'confirmed' || shipping.status === 'partially_shipped';
  const left = shipping.lines.filter((l) => l.left > 0);
  return (
    <div className="space-y-5">
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Pairs per line">
        <table className="w-full min-w-[36rem] text-sm" data-testid="shipment-lines">
          <caption className="sr-only">
            Pairs of each line: ordered, shipped, cancelled, left
          </caption>
          <thead className="border-b border-slate-300 text-slate-700">
            <tr>
              <th scope="col" className={cell}>
                Line
              </th>
              <th scope="col" className={num}>
                Ordered
              </th>
              <th scope="col" className={num}>
                Shipped
              </th>
              <th scope="col" className={num}>
                Cancelled
              </th>
              <th scope="col" className={num}>
                Left
              </th>
              <th scope="col" className={cell}>
                Readiness
              </th>
            </tr>
          </thead>
          <tbody>
            {shipping.lines.map((l) => (
              <tr key={l.line_id} className="border-b border-slate-100">
                <th scope="row" className={`${cell} font-medium`}>
                  {lineName(l)}
                </th>
                <td className={num}>{l.ordered}</td>
                <td className={num}>{l.shipped}</td>
                <td className={num}>{l.cancelled}</td>
                <td className={num}>{l.left}</td>
                <td
                  className={`${cell} ${READINESS_TONE[l.readiness] ?? ''}`}
                  data-testid={`readiness-${l.line_id}`}
                >
                  {l.readiness_text}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {open && canShip && left.length > 0 ? (
        <>
          <ShipmentForm shipping={shipping} result={result} />
          <CancelLeftForm shipping={shipping} result={result} />
        </>
      ) : null}

      <ShipmentList shipping={shipping} />
    </div>
  );
}

function ShipmentForm({
  shipping,
  result,
}: {
  shipping: AdminShipments;
  result: OrderActionResult | undefined;
}) {
  const mine = result?.intent === 'shipment' ? result : undefined;
  const fields = mine?.fields ?? {};
  // A 409 is said at the top of the page, which shows the order as it now is.
  const other =
    mine && !mine.ok && !mine.conflict && Object.keys(fields).length === 0 ? mine.error : null;
  const [cartons, setCartons] = useState<number[]>([]);
  const [nextCarton, setNextCarton] = useState(1);
  const left = shipping.lines.filter((l) => l.left > 0);
  const preOrders = left.some((l) => l.sale_mode === 'pre_order');
  return (
    <Form method="post" className="space-y-3 rounded border border-slate-200 p-3">
      <h3 className="font-semibold">Ship pairs now</h3>
      <p className="text-sm text-slate-700" id="ship-hint">
        Each shipment gets its own invoice number and packing list, and the buyer is e-mailed its
        tracking. The pairs ready are filled in.
      </p>
      <input type="hidden" name="version" value={shipping.version} />
      <fieldset aria-describedby={fields.lines ? 'ship-lines-error' : 'ship-hint'}>
        <legend className="text-sm font-medium">Pairs to ship per line</legend>
        <ul className="mt-1 grid gap-2 sm:grid-cols-2">
          {left.map((l) => (
            <li key={l.line_id} className="flex items-center gap-2 text-sm">
              <input type="hidden" name="shipment_line" value={l.line_id} />
              <input
                id={`ship-${l.line_id}`}
                name={`ship-${l.line_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={l.left}
                step={1}
                defaultValue={l.readiness === 'ready' ? l.left : 0}
                aria-invalid={fields.lines ? true : undefined}
                className="w-20 rounded border border-slate-400 px-2 py-1 text-right tabular-nums"
              />
              <label htmlFor={`ship-${l.line_id}`}>
                {lineName(l)} <span className="text-slate-600">(of {l.left} left)</span>
              </label>
            </li>
          ))}
        </ul>
        {fields.lines ? (
          <p id="ship-lines-error" className="mt-1 text-sm text-red-700">
            {fields.lines}
          </p>
        ) : null}
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Field
          label="Carrier"
          id="shipment-carrier"
          name="carrier"
          required
          maxLength={100}
          error={fields.carrier}
        />
        <Field
          label="Tracking number"
          id="shipment-tracking"
          name="tracking"
          required
          maxLength={100}
          error={fields.tracking}
        />
        <Field
          label="Waybill or B/L number (optional)"
          id="shipment-waybill"
          name="waybill"
          maxLength={100}
          error={fields.waybill}
        />
        <Field
          label="Ship date"
          id="shipment-ship_date"
          name="ship_date"
          type="date"
          defaultValue={today()}
          error={fields.ship_date}
        />
      </div>
      {preOrders ? (
        <div className="flex items-start gap-2 text-sm">
          <input id="ship-early" name="early" type="checkbox" className="mt-1" />
          <label htmlFor="ship-early">
            Ship early: send pre-order pairs before their window opens
          </label>
        </div>
      ) : null}
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium">Cartons (optional)</legend>
        {cartons.map((key, i) => (
          <div
            key={key}
            className="grid grid-cols-2 items-end gap-2 sm:grid-cols-6"
            data-testid="carton-row"
          >
            <Field
              id={`carton-${key}-kg`}
              label={`Carton ${i + 1}: gross kg`}
              name="carton_gross_kg"
              inputMode="decimal"
              required
            />
            <Field
              id={`carton-${key}-l`}
              label="Length cm"
              name="carton_length_cm"
              type="number"
              min={1}
              step={1}
              required
            />
            <Field
              id={`carton-${key}-w`}
              label="Width cm"
              name="carton_width_cm"
              type="number"
              min={1}
              step={1}
              required
            />
            <Field
              id={`carton-${key}-h`}
              label="Height cm"
              name="carton_height_cm"
              type="number"
              min={1}
              step={1}
              required
            />
            <Field id={`carton-${key}-marks`} label="Marks" name="carton_marks" maxLength={500} />
            <button
              type="button"
              onClick={() => setCartons(cartons.filter((k) => k !== key))}
              className="rounded border border-slate-400 px-3 py-2 text-sm hover:bg-slate-100"
            >
              Remove carton {i + 1}
            </button>
          </div>
        ))}
        {fields.cartons ? <p className="text-sm text-red-700">{fields.cartons}</p> : null}
        <button
          type="button"
          onClick={() => {
            setCartons([...cartons, nextCarton]);
            setNextCarton(nextCarton + 1);
          }}
          className="rounded border border-slate-400 px-3 py-2 text-sm font-semibold hover:bg-slate-100"
        >
          Add a carton
        </button>
      </fieldset>
      <FormError error={other ?? fields.version ?? fields.early} />
      <SubmitButton intent="shipment" pendingLabel="Shipping…">
        Ship these pairs
      </SubmitButton>
    </Form>
  );
}

function CancelLeftForm({
  shipping,
  result,
}: {
  shipping: AdminShipments;
  result: OrderActionResult | undefined;
}) {
  const mine = result?.intent === 'lines_cancel' ? result : undefined;
  const fields = mine?.fields ?? {};
  const other =
    mine && !mine.ok && !mine.conflict && Object.keys(fields).length === 0 ? mine.error : null;
  const left = shipping.lines.filter((l) => l.left > 0);
  return (
    <details className="rounded border border-slate-200 p-3" open={Boolean(mine && !mine.ok)}>
      <summary className="cursor-pointer font-semibold">Cancel pairs left</summary>
      <Form method="post" className="mt-2 space-y-3">
        <p className="text-sm text-slate-700">
          Pairs cancelled will not ship: their stock goes back on sale and the buyer is e-mailed.
          Refunds are made separately.
        </p>
        <input type="hidden" name="version" value={shipping.version} />
        <ul className="grid gap-2 sm:grid-cols-2">
          {left.map((l) => (
            <li key={l.line_id} className="flex items-center gap-2 text-sm">
              <input type="hidden" name="shipment_line" value={l.line_id} />
              <input
                id={`cancel-${l.line_id}`}
                name={`cancel-${l.line_id}`}
                type="number"
                inputMode="numeric"
                min={0}
                max={l.left}
                step={1}
                defaultValue={0}
                className="w-20 rounded border border-slate-400 px-2 py-1 text-right tabular-nums"
              />
              <label htmlFor={`cancel-${l.line_id}`}>
                {lineName(l)} <span className="text-slate-600">(of {l.left} left)</span>
              </label>
            </li>
          ))}
        </ul>
        {fields.lines ? <p className="text-sm text-red-700">{fields.lines}</p> : null}
        <Field
          id="cancel-reason"
          label="Reason (the buyer reads it)"
          name="reason"
          required
          maxLength={500}
          error={fields.reason}
        />
        <FormError error={other} />
        <SubmitButton intent="lines_cancel" pendingLabel="Cancelling…" tone="danger">
          Cancel these pairs
        </SubmitButton>
      </Form>
    </details>
  );
}

function ShipmentList({ shipping }: { shipping: AdminShipments }) {
  if (shipping.shipments.length === 0)
    return <p className="text-sm text-slate-700">Nothing has shipped yet.</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label="Shipments made">
      <table className="w-full min-w-[36rem] text-sm" data-testid="shipments">
        <caption className="mb-1 text-left font-semibold">Shipments</caption>
        <thead className="border-b border-slate-300 text-slate-700">
          <tr>
            <th scope="col" className={cell}>
              No.
            </th>
            <th scope="col" className={cell}>
              Ship date
            </th>
            <th scope="col" className={num}>
              Pairs
            </th>
            <th scope="col" className={cell}>
              Carrier and tracking
            </th>
            <th scope="col" className={cell}>
              Invoice
            </th>
            <th scope="col" className={cell}>
              Papers
            </th>
          </tr>
        </thead>
        <tbody>
          {shipping.shipments.map((s) => (
            <tr key={s.id} className="border-b border-slate-100" data-testid="shipment-row">
              <td className={cell}>
                {s.number}
                {s.early ? (
                  <span className="block text-xs text-amber-800">shipped early</span>
                ) : null}
              </td>
              <td className={cell}>{s.ship_date}</td>
              <td className={num}>{s.pairs}</td>
              <td className={`${cell} [overflow-wrap:anywhere]`}>
                {s.carrier} · {s.tracking}
                {s.waybill ? (
                  <span className="block text-slate-700">Waybill {s.waybill}</span>
                ) : null}
                {s.due_on ? <span className="block text-slate-700">Due {s.due_on}</span> : null}
              </td>
              <td className={cell}>{s.invoice_number ?? '—'}</td>
              <td className={cell}>
                <ul className="space-y-1">
                  {s.documents.map((d) => (
                    <li key={d.document}>
                      <a
                        href={d.url}
                        target="_blank"
                        rel="noreferrer"
                        className="font-semibold text-brand-700 underline"
                      >
                        {d.title} {s.number} (PDF)
                      </a>
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
