// The buyer's Shipments section (docs/orders-and-payments.md, "Shipments and back orders"): each
// shipment of the order with its date, pairs, carrier and tracking number, and its own invoice and
// packing list to download, as GET /api/ecommerce/orders/{id}/shipments/ lists them.
import type { ShipmentDto } from '@solestock/domain/back-office/shipments';
import { richMessage } from '../../i18n/rich-message';
import { useDocumentTitle } from './order-delivery';
import { dueDate, useWords } from './order-words';

export function ShipmentsBlock({ shipments }: { shipments: readonly ShipmentDto[] }) {
  const { t, locale } = useWords();
  const documentTitle = useDocumentTitle();
  if (shipments.length === 0) return null;
  return (
    <section
      aria-labelledby="order-shipments-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
      data-testid="order-shipments"
    >
      <h2 id="order-shipments-heading" className="text-lg font-bold text-slate-900">
        {t('orders.shipments.heading')}
      </h2>
      <ol className="mt-2 space-y-3">
        {shipments.map((s) => (
          <li
            key={s.id}
            className="rounded-lg border border-slate-200 p-3 text-sm"
            data-testid="order-shipment"
          >
            <p className="font-semibold text-slate-900">
              {t('orders.shipments.title', {
                number: s.number,
                pairs: t('orders.pairs', { count: s.pairs }),
                date: dueDate(s.ship_date, locale),
              })}
            </p>
            <p className="mt-1 text-slate-800 [overflow-wrap:anywhere]">
              {richMessage(
                t,
                'orders.shipments.tracking',
                { tracking: <span className="font-medium">{s.tracking}</span> },
                { carrier: s.carrier },
              )}
              {s.waybill ? t('orders.shipments.waybill', { waybill: s.waybill }) : ''}
            </p>
            <p className="mt-1 text-slate-700">
              {s.lines
                .map(
                  (l) =>
                    `${[l.product_name, l.color, l.size ? t('orders.size', { size: l.size }) : null].filter(Boolean).join(', ')} × ${l.pairs}`,
                )
                .join('; ')}
            </p>
            {s.due_on ? (
              <p className="mt-1 text-slate-800">
                {t('orders.shipments.invoiceDue', { date: dueDate(s.due_on, locale) })}
              </p>
            ) : null}
            {s.documents.length > 0 ? (
              <ul className="mt-2 flex flex-wrap gap-2">
                {s.documents.map((d) => (
                  <li key={d.document}>
                    <a
                      href={d.url}
                      download
                      className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 font-semibold text-brand-700 hover:bg-slate-50"
                    >
                      {documentTitle(d)}
                      {d.document === 'invoice' && s.invoice_number ? ` ${s.invoice_number}` : ''}
                      <span className="text-xs font-normal text-slate-600">{t('ui.pdf')}</span>
                    </a>
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
