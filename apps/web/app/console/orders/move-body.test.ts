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
    expect(moveBody('refund', form({})).fields).toHaveProperty('intent');
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
