// An order's export details (docs/export-papers.md; docs/api.md, "Export details"): incoterm
// with its named place, ports and transport. Copied from the seller's settings when the order is
// placed, changed by staff before it ships (PUT /admin/orders/{id}/export/: version-checked,
// audited), printed on the invoice, packing list and certificate of origin.
import { exportEditable, type OrderExportBody } from '@solestock/domain/back-office/export-papers';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { updateLockedOrder } from './order-admin.repository.ts';
import { orderExportOf } from './order-export-columns.ts';
import { withLockedOrder } from './order-lock.ts';

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
