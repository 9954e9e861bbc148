// An order's export details (docs/export-papers.md; docs/api.md, "Export details"): incoterm
// with its named place, ports and transport. Copied from the seller's settings when the order is
// placed, changed by staff before it ships (PUT /admin/orders/{id}/export/: version-checked,
// audited), printed on the invoice, packing list and certificate of origin.
import {
  exportDefaults,
  exportEditable,
  type OrderExport,
  type OrderExportBody,
} from '@solestock/domain/back-office/export-papers';
import type { SellerDetails } from '@solestock/domain/back-office/seller-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { updateLockedOrder } from './order-admin.repository.ts';
import { withLockedOrder } from './order-lock.ts';
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

/**
 * Saves the export details staff set in review: 409 `stale_version` on an older version,
 * 409 `export_locked` once the order has shipped or was cancelled (its papers are issued);
 * audited with what they were and are.
 */
export async function setOrderExport(
  db: Database,
  actor: StaffActor,
  orderId: number,
  body: OrderExportBody,
): Promise<void> {
  await withLockedOrder(db, orderId, body.version, async (tx, order) => {
    if (!exportEditable(order.status))
      throw new HttpError(
        409,
        'export_locked',
        order.status === 'cancelled'
          ? 'This order was cancelled: its export details can no longer be changed.'
          : 'This order has shipped: its export details are printed on its papers and can no longer be changed.',
      );
    const updated = await updateLockedOrder(tx, order.id, {
      incoterm: body.incoterm,
      incotermPlace: body.incoterm_place,
      portOfLoading: body.port_of_loading,
      portOfDischarge: body.port_of_discharge,
      transport: body.transport,
      version: order.version + 1,
      updatedAt: new Date(),
    });
    const { editable: _before, ...before } = orderExportOf(order);
    const { editable: _after, ...after } = orderExportOf(updated);
    await recordAuditAs(tx, actor, {
      action: 'order.export',
      entityType: 'order',
      entityId: order.id,
      before,
      after,
    });
  });
}
