// The order page's delivery side: where it goes and for whom, the shipment's carrier and
// tracking number, and the trade documents to download (docs/api.md, "Trade documents").
import { AddressText } from '../company/address-text';
import type { OrderHead } from './order-words';

/** Where the order goes and for whom: the order's own copies, as they were when placed. */
export function DeliveryBlock({ order }: { order: OrderHead }) {
  const address = order.delivery_address;
  const company = order.company?.name ? order.company : null;
  if (!address && !company) return null;
  return (
    <section
      aria-labelledby="order-delivery-heading"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
    >
      <h2 id="order-delivery-heading" className="sr-only">
        Delivery and company
      </h2>
      {address ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">Delivery address</h3>
          <AddressText address={address} className="mt-1 block [overflow-wrap:anywhere]" />
        </div>
      ) : null}
      {company ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">Ordered for</h3>
          <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="block font-semibold text-slate-900">{company.name}</span>
            {company.tax_id ? <span className="block">Tax id {company.tax_id}</span> : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}

export function ShipmentBlock({ order }: { order: OrderHead }) {
  if (!order.carrier && !order.tracking_number) return null;
  return (
    <section
      aria-labelledby="order-shipment-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-shipment-heading" className="text-lg font-bold text-slate-900">
        Shipment
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {order.carrier ? (
          <>
            <dt className="text-slate-600">Carrier</dt>
            <dd className="font-medium text-slate-900">{order.carrier}</dd>
          </>
        ) : null}
        {order.tracking_number ? (
          <>
            <dt className="text-slate-600">Tracking number</dt>
            <dd className="font-medium break-all text-slate-900" data-testid="tracking-number">
              {order.tracking_number}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/**
 * The order's papers (docs/api.md, "Trade documents"): the proforma once confirmed, the commercial
 * invoice, packing list and certificate of origin (draft) once shipped, as the API lists them;
 * nothing before. Each downloads
 * the PDF from the same origin (the shopper's session goes with it).
 */
export function DocumentsBlock({ order }: { order: OrderHead }) {
  const documents = order.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="order-documents-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-documents-heading" className="text-lg font-bold text-slate-900">
        Documents
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {documents.map((d) => (
          <li key={d.document}>
            <a
              href={d.url}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              {d.title}
              {d.document === 'invoice' && order.invoice_number ? ` ${order.invoice_number}` : ''}
              <span className="text-xs font-normal text-slate-500">PDF</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
