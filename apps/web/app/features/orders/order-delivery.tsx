// The order page's delivery side: where it goes and for whom, the shipment's carrier and
// tracking number, and the trade documents to download (docs/api.md, "Trade documents").
import type { TradeDocument } from '@solestock/domain/back-office/trade-documents';
import { AddressText } from '../company/address-text';
import type { MessageId } from '../../i18n/i18n';
import { useWords, type OrderHead } from './order-words';

const DOCUMENT_TITLE_IDS = {
  proforma: 'orders.document.proforma',
  invoice: 'orders.document.invoice',
  'packing-list': 'orders.document.packingList',
  'certificate-of-origin': 'orders.document.certificateOfOrigin',
} as const satisfies Record<TradeDocument, MessageId>;

/**
 * A trade document's name on the page: the API's English title on English pages (as it always
 * was), the page's language's otherwise. The PDF itself is still English (issue 46).
 */
export function useDocumentTitle(): (d: { document: string; title: string }) => string {
  const { t, locale } = useWords();
  const ids: Readonly<Record<string, MessageId | undefined>> = DOCUMENT_TITLE_IDS;
  return (d) => {
    const id = ids[d.document];
    return locale === 'en' || !id ? d.title : t(id);
  };
}

/** Where the order goes and for whom: the order's own copies, as they were when placed. */
export function DeliveryBlock({ order }: { order: OrderHead }) {
  const { t } = useWords();
  const address = order.delivery_address;
  const company = order.company?.name ? order.company : null;
  if (!address && !company) return null;
  return (
    <section
      aria-labelledby="order-delivery-heading"
      className="mt-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 sm:p-5"
    >
      <h2 id="order-delivery-heading" className="sr-only">
        {t('orders.delivery.heading')}
      </h2>
      {address ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">{t('orders.delivery.address')}</h3>
          <AddressText address={address} className="mt-1 block [overflow-wrap:anywhere]" />
        </div>
      ) : null}
      {company ? (
        <div>
          <h3 className="text-sm font-bold text-slate-900">{t('orders.delivery.orderedFor')}</h3>
          <p className="mt-1 text-sm text-slate-800 [overflow-wrap:anywhere]">
            <span className="block font-semibold text-slate-900">{company.name}</span>
            {company.tax_id ? (
              <span className="block">{t('orders.delivery.taxId', { id: company.tax_id })}</span>
            ) : null}
          </p>
        </div>
      ) : null}
    </section>
  );
}

export function ShipmentBlock({ order }: { order: OrderHead }) {
  const { t } = useWords();
  if (!order.carrier && !order.tracking_number) return null;
  return (
    <section
      aria-labelledby="order-shipment-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-shipment-heading" className="text-lg font-bold text-slate-900">
        {t('orders.shipment.heading')}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        {order.carrier ? (
          <>
            <dt className="text-slate-600">{t('orders.shipment.carrier')}</dt>
            <dd className="font-medium text-slate-900">{order.carrier}</dd>
          </>
        ) : null}
        {order.tracking_number ? (
          <>
            <dt className="text-slate-600">{t('orders.shipment.trackingNumber')}</dt>
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
  const { t } = useWords();
  const documentTitle = useDocumentTitle();
  const documents = order.documents ?? [];
  if (documents.length === 0) return null;
  return (
    <section
      aria-labelledby="order-documents-heading"
      className="mt-6 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <h2 id="order-documents-heading" className="text-lg font-bold text-slate-900">
        {t('orders.documents.heading')}
      </h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {documents.map((d) => (
          <li key={d.document}>
            <a
              href={d.url}
              download
              className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-slate-50"
            >
              {documentTitle(d)}
              {d.document === 'invoice' && order.invoice_number ? ` ${order.invoice_number}` : ''}
              <span className="text-xs font-normal text-slate-500">{t('ui.pdf')}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
