// What the order page's forms send to the API (docs/api.md, back office, "Orders"): each move's
// body with the `version` the page showed, checked first with the same domain schema the API
// reads it with (order-moves.ts), so a field to fix shows the API's own sentence without a trip.
import {
  orderBodyProblems,
  type NoteBody,
  type OrderMoveBody,
} from '@solestock/domain/back-office/order-moves';
import { ORDER_MOVES, type OrderMove } from '@solestock/domain/back-office/order-workflow';
import {
  transferProblems,
  type TransferBody,
} from '@solestock/domain/back-office/transfer-payloads';
import { fieldProblems } from '@solestock/domain/back-office/order-moves';
import {
  cancelLinesBody,
  shipmentBody,
  type CancelLinesBody,
  type ShipmentBody,
} from '@solestock/domain/back-office/shipments';
import {
  staffRefundProblems,
  type StaffRefundBody,
} from '@solestock/domain/back-office/credit-notes';
import {
  amendLinesProblems,
  amendPreviewProblems,
  type AmendLinesBody,
  type AmendPreviewBody,
} from '@solestock/domain/back-office/order-amendment';
import { orderExportProblems } from '@solestock/domain/back-office/export-papers';

/** The request body of an action on the order page. */
export type OrderActionBody =
  | OrderMoveBody
  | NoteBody
  | TransferBody
  | AmendLinesBody
  | AmendPreviewBody
  | ShipmentBody
  | CancelLinesBody
  | StaffRefundBody
  | OrderExportFields
  | Record<string, never>;

/** The export details form as posted: text as typed, checked by the domain's schema. */
type OrderExportFields = Record<
  'incoterm' | 'incoterm_place' | 'port_of_loading' | 'port_of_discharge' | 'transport',
  string
> & { version: number };

const isMove = (intent: string): intent is OrderMove =>
  (ORDER_MOVES as readonly string[]).includes(intent);

/** The request body of each move, from the dialog's fields; inputs to fix are named here. */
export function moveBody(
  intent: string,
  form: FormData,
): { body: OrderActionBody; fields: Record<string, string> } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  if (intent === 'refunds_send') return { body: {}, fields: {} };
  if (intent === 'transfer') {
    // The amount as typed, a decimal string: read exactly by the API in the order's currency.
    const body: TransferBody = {
      amount: text('amount'),
      reference: text('reference'),
      received_on: text('received_on'),
    };
    return { body, fields: transferProblems(body) };
  }
  if (intent === 'refund') {
    // A refund of an invoiced order with its credit note (decision 182): the amount as typed.
    const body: StaffRefundBody = {
      amount: text('amount'),
      reason: text('reason'),
      version: Number(form.get('version')),
    };
    return { body, fields: staffRefundProblems(body) };
  }
  if (intent === 'amend') {
    const body = amendBody(form);
    return { body, fields: amendLinesProblems(body) };
  }
  if (intent === 'amend_preview') {
    // The same lines, priced by the server before saving (issue 43 item 2): no note yet.
    const body: AmendPreviewBody = { lines: amendBody(form).lines };
    return { body, fields: amendPreviewProblems(body) };
  }
  if (intent === 'shipment') {
    const body = shipmentFormBody(form);
    return { body, fields: fieldProblems(shipmentBody, body) };
  }
  if (intent === 'lines_cancel') {
    const body: CancelLinesBody = {
      lines: pairsOf(form, 'cancel'),
      reason: text('reason'),
      version: Number(form.get('version')),
    };
    return { body, fields: fieldProblems(cancelLinesBody, body) };
  }
  if (intent === 'export') {
    const body: OrderExportFields = {
      incoterm: text('incoterm'),
      incoterm_place: text('incoterm_place'),
      port_of_loading: text('port_of_loading'),
      port_of_discharge: text('port_of_discharge'),
      transport: text('transport'),
      version: Number(form.get('version')),
    };
    return { body, fields: orderExportProblems(body) };
  }
  if (intent === 'note') {
    const body: NoteBody = { text: text('text') };
    return { body, fields: orderBodyProblems('note', body) };
  }
  if (!isMove(intent)) return { body: {}, fields: { intent: 'Unknown action.' } };
  const body = bodyOf(intent, text, Number(form.get('version')));
  return { body, fields: orderBodyProblems(intent, body) };
}

function bodyOf(move: OrderMove, text: (name: string) => string, version: number): OrderMoveBody {
  switch (move) {
    case 'confirm': {
      const note = text('note');
      // The charge as typed, a decimal string: money never passes through a float on its way
      // (the API reads it exactly, in the order currency's minor units).
      return { shipping_charge: text('shipping_charge'), ...(note ? { note } : {}), version };
    }
    case 'ship':
      return { carrier: text('carrier'), tracking_number: text('tracking_number'), version };
    case 'deliver':
      return { version };
    case 'cancel':
      return { reason: text('reason'), version };
  }
}

/**
 * The amendment form's lines (PATCH /admin/orders/{id}/lines/): each `line` ("id:pairs shown")
 * with its `quantity-{id}`, 0 when its `remove-{id}` box is ticked; a line left as shown is not
 * sent, so a 2,000-line order's amendment names only what changed (the API takes 1,000 at a
 * time). A quantity that is not a whole number is sent as typed, so the domain's schema names it.
 */
function amendBody(form: FormData): AmendLinesBody {
  const lines = form.getAll('line').flatMap((raw) => {
    const [idText, shownText] = String(raw).split(':');
    const id = Number(idText);
    const typed = String(form.get(`quantity-${id}`) ?? '').trim();
    const quantity = form.get(`remove-${id}`) ? 0 : typed === '' ? Number.NaN : Number(typed);
    return shownText !== undefined && quantity === Number(shownText) ? [] : [{ id, quantity }];
  });
  return {
    lines,
    note: String(form.get('note') ?? '').trim(),
    version: Number(form.get('version')),
  };
}

/**
 * The pairs typed per line of the Shipments panel (`{prefix}-{lineId}`), those above 0; a value
 * that is not a whole number is sent as typed, so the domain's schema names it.
 */
function pairsOf(form: FormData, prefix: string): { line_id: number; pairs: number }[] {
  return form.getAll('shipment_line').flatMap((raw) => {
    const lineId = Number(raw);
    const typed = String(form.get(`${prefix}-${lineId}`) ?? '').trim();
    if (typed === '' || typed === '0') return [];
    return [{ line_id: lineId, pairs: Number(typed) }];
  });
}

/** POST /admin/orders/{id}/shipments/: the panel's pairs, carrier, dates and carton rows. */
function shipmentFormBody(form: FormData): ShipmentBody {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const all = (name: string) => form.getAll(name).map((v) => String(v).trim());
  const kg = all('carton_gross_kg');
  const [length, width, height, marks] = [
    all('carton_length_cm'),
    all('carton_width_cm'),
    all('carton_height_cm'),
    all('carton_marks'),
  ];
  const whole = (v: string | undefined) => (v ? Number(v) : Number.NaN);
  // A row left empty is not a carton.
  const cartons = kg.flatMap((gross, i) =>
    gross === '' && !length[i] && !width[i] && !height[i]
      ? []
      : [
          {
            gross_kg: gross,
            length_cm: whole(length[i]),
            width_cm: whole(width[i]),
            height_cm: whole(height[i]),
            marks: marks[i] || null,
          },
        ],
  );
  return {
    lines: pairsOf(form, 'ship'),
    carrier: text('carrier'),
    tracking: text('tracking'),
    waybill: text('waybill') || null,
    ...(text('ship_date') ? { ship_date: text('ship_date') } : {}),
    early: form.get('early') === 'on',
    cartons,
    version: Number(form.get('version')),
  };
}
