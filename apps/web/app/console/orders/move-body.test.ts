// The bodies of the order moves, as the API takes them: money as decimal strings, the version always.
import { describe, expect, it } from 'vitest';
import { moveBody } from './move-body';

const form = (fields: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.set(k, v);
  return f;
};

describe('moveBody', () => {
  it('sends the shipping charge as the decimal string typed, the note only when written, and the version', () => {
    expect(moveBody('confirm', form({ shipping_charge: '25.50', note: '', version: '4' }))).toEqual(
      {
        body: { shipping_charge: '25.50', version: 4 },
        fields: {},
      },
    );
    expect(
      moveBody('confirm', form({ shipping_charge: '0', note: ' Ships Monday ', version: '4' }))
        .body,
    ).toEqual({ shipping_charge: '0', note: 'Ships Monday', version: 4 });
  });

  it('names a missing or malformed shipping charge instead of sending it', () => {
    for (const charge of ['', '-1', '12.345', 'ten'])
      expect(
        moveBody('confirm', form({ shipping_charge: charge, version: '1' })).fields,
      ).toHaveProperty('shipping_charge');
  });

  it('needs carrier and tracking to ship, and a reason to cancel', () => {
    expect(Object.keys(moveBody('ship', form({ version: '2' })).fields)).toEqual([
      'carrier',
      'tracking_number',
    ]);
    expect(
      moveBody('ship', form({ carrier: 'DHL', tracking_number: 'JD1', version: '2' })).body,
    ).toEqual({ carrier: 'DHL', tracking_number: 'JD1', version: 2 });
    expect(moveBody('cancel', form({ reason: ' ', version: '2' })).fields).toHaveProperty('reason');
    expect(moveBody('deliver', form({ version: '7' }))).toEqual({
      body: { version: 7 },
      fields: {},
    });
  });

  it('sends a note without a version, and refuses an unknown intent', () => {
    expect(moveBody('note', form({ text: 'Call first' })).body).toEqual({ text: 'Call first' });
    expect(moveBody('teleport', form({})).fields).toHaveProperty('intent');
  });

  it('sends a refund with its credit note as typed, naming what to fix (decision 182)', () => {
    expect(
      moveBody('refund', form({ amount: '12.50', reason: 'Damaged pairs', version: '4' })),
    ).toEqual({ body: { amount: '12.50', reason: 'Damaged pairs', version: 4 }, fields: {} });
    expect(moveBody('refund', form({ amount: '1.234', reason: '', version: '4' })).fields).toEqual({
      amount: 'Enter the amount to refund, with at most 2 decimals.',
      reason: 'Say why the money is given back; the credit note prints it.',
    });
  });

  it('sends a shipment’s pairs above 0 per line, its carton rows (an empty row is none), and early when ticked', () => {
    const f = form({
      version: '7',
      carrier: ' DHL ',
      tracking: 'JD9',
      waybill: '',
      ship_date: '2026-11-20',
      early: 'on',
      'ship-11': '12',
      'ship-12': '0',
    });
    for (const id of ['11', '12']) f.append('shipment_line', id);
    for (const [kg, l, w, h, marks] of [
      ['14.2', '60', '40', '30', 'A/1'],
      ['', '', '', '', ''],
    ]) {
      f.append('carton_gross_kg', kg!);
      f.append('carton_length_cm', l!);
      f.append('carton_width_cm', w!);
      f.append('carton_height_cm', h!);
      f.append('carton_marks', marks!);
    }
    expect(moveBody('shipment', f)).toEqual({
      body: {
        lines: [{ line_id: 11, pairs: 12 }],
        carrier: 'DHL',
        tracking: 'JD9',
        waybill: null,
        ship_date: '2026-11-20',
        early: true,
        cartons: [{ gross_kg: '14.2', length_cm: 60, width_cm: 40, height_cm: 30, marks: 'A/1' }],
        version: 7,
      },
      fields: {},
    });
  });

  it('names what a shipment or a cancellation of pairs left is missing', () => {
    const none = form({ version: '7', 'ship-11': '0' });
    none.append('shipment_line', '11');
    expect(moveBody('shipment', none).fields).toMatchObject({
      lines: 'Choose at least one line with pairs to ship.',
      carrier: 'Please enter the carrier.',
      tracking: 'Please enter the tracking number.',
    });
    const cancel = form({ version: '7', 'cancel-11': '2', reason: '' });
    cancel.append('shipment_line', '11');
    expect(moveBody('lines_cancel', cancel)).toEqual({
      body: { lines: [{ line_id: 11, pairs: 2 }], reason: '', version: 7 },
      fields: { reason: 'Please enter the reason for the cancellation.' },
    });
  });
});

describe('the export details form', () => {
  it('sends the fields as typed with the version, naming what to fix first', () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      incoterm: 'FOB',
      incoterm_place: ' Chennai ',
      port_of_loading: 'Chennai (INMAA)',
      port_of_discharge: '',
      transport: 'sea',
      version: '4',
    }))
      form.set(k, v);
    expect(moveBody('export', form)).toEqual({
      body: {
        incoterm: 'FOB',
        incoterm_place: 'Chennai',
        port_of_loading: 'Chennai (INMAA)',
        port_of_discharge: '',
        transport: 'sea',
        version: 4,
      },
      fields: {},
    });
    form.set('transport', 'rail');
    expect(moveBody('export', form).fields).toEqual({
      transport: 'Choose how the goods travel: one of air, sea, road, courier.',
    });
  });
});
