// An order's export details as its columns and its answer (docs/export-papers.md): what a new
// order copies from the seller's settings, and how the order's page shows them. Pure mappings,
// kept apart from the service that saves them so the orders' repository can read them without
// importing a service.
import {
  exportDefaults,
  exportEditable,
  type OrderExport,
} from '@solestock/domain/back-office/export-papers';
import type { SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import type { OrderRow } from './orders.repository.ts';

/** The columns a new order starts with, from the seller's settings and its lines' modes. */
export function exportDefaultsOf(seller: SellerDetails, lineModes: readonly string[]) {
  const d = exportDefaults(seller, lineModes);
  return {
    incoterm: d.incoterm,
    incotermPlace: d.incoterm_place,
    portOfLoading: d.port_of_loading,
    portOfDischarge: d.port_of_discharge,
    transport: d.transport,
  };
}

/** The order's export details as the answer shows them. */
export function orderExportOf(
  order: Pick<
    OrderRow,
    'status' | 'incoterm' | 'incotermPlace' | 'portOfLoading' | 'portOfDischarge' | 'transport'
  >,
): OrderExport {
  return {
    incoterm: order.incoterm,
    incoterm_place: order.incotermPlace,
    port_of_loading: order.portOfLoading,
    port_of_discharge: order.portOfDischarge,
    transport: order.transport,
    editable: exportEditable(order.status),
  };
}
