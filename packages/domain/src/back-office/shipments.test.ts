import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cancelLinesBody,
  checkLineCancel,
  checkShipment,
  goodsKept,
  goodsOfPairs,
  lineReadiness,
  owedBeforeShipment,
  pairsLeft,
  readinessWords,
  shipmentBody,
  statusAfterShipping,
  type ShipmentLineState,
} from './shipments.ts';
import { sumMoney } from '../money.ts';

const oxford: ShipmentLineState = {
  id: 1,
  name: 'Oxford',
  color: 'Black',
  size: '42',
  quantity: 10,
  shipped: 0,
  cancelled: 0,
  saleMode: 'stock',
  shipsFrom: null,
  lineTotal: '500.00',
};
const chukka: ShipmentLineState = {
  ...oxford,
  id: 2,
  name: 'Chukka',
  color: 'Tan',
  size: '41',
  quantity: 6,
  saleMode: 'pre_order',
  shipsFrom: '2027-03-01',
  lineTotal: '330.00',
};
const today = '2026-11-29';

describe('a shipment’s pairs (docs/orders-and-payments.md, "Shipments and back orders")', () => {
  it('takes pairs a line has left, and refuses more with a sentence naming the line (409)', () => {
    expect(checkShipment([oxford], [{ line_id: 1, pairs: 4 }], { early: false, today }).ok).toBe(
      true,
    );
    const half = { ...oxford, shipped: 4, cancelled: 2 };
    expect(pairsLeft(half)).toBe(4);
    expect(checkShipment([half], [{ line_id: 1, pairs: 5 }], { early: false, today })).toEqual({
      ok: false,
      status: 409,
      code: 'not_enough_left',
      reason: 'Oxford, Black, size 42 has 4 pairs left to ship; this shipment asks for 5.',
    });
    const gone = { ...oxford, shipped: 10 };
    const none = checkShipment([gone], [{ line_id: 1, pairs: 1 }], { early: false, today });
    expect(!none.ok && none.reason).toBe('Oxford, Black, size 42 has no pairs left to ship.');
  });

  it('refuses a line not the order’s, or named twice (400)', () => {
    const other = checkShipment([oxford], [{ line_id: 9, pairs: 1 }], { early: false, today });
    expect(!other.ok && [other.status, other.reason]).toEqual([
      400,
      'Line 9 is not a line of this order.',
    ]);
    const twice = checkShipment(
      [oxford],
      [
        { line_id: 1, pairs: 1 },
        { line_id: 1, pairs: 1 },
      ],
      { early: false, today },
    );
    expect(!twice.ok && twice.status).toBe(400);
  });

  it('holds a pre-order line until its window opens, unless shipped early; the sentence names the style and day', () => {
    const refused = checkShipment([chukka], [{ line_id: 2, pairs: 6 }], { early: false, today });
    expect(refused).toEqual({
      ok: false,
      status: 409,
      code: 'window_not_open',
      reason:
        'Chukka (Tan) is a pre-order that ships from 1 Mar 2027: tick “Ship early” to send it before its window.',
    });
    expect(checkShipment([chukka], [{ line_id: 2, pairs: 6 }], { early: true, today }).ok).toBe(
      true,
    );
    // The window's first day ships.
    expect(
      checkShipment([chukka], [{ line_id: 2, pairs: 6 }], { early: false, today: '2027-03-01' }).ok,
    ).toBe(true);
  });

  it('holds a stock line sold ahead from incoming stock until its day, as a pre-order (docs/stock.md)', () => {
    const ahead = { ...oxford, shipsFrom: '2027-01-15', incomingPairs: 4 };
    const refused = checkShipment([ahead], [{ line_id: 1, pairs: 2 }], { early: false, today });
    expect(!refused.ok && refused.code).toBe('window_not_open');
    expect(!refused.ok && refused.reason).toBe(
      'Oxford (Black) is sold from incoming stock that ships from 15 Jan 2027: tick “Ship early” to send it before then.',
    );
    expect(checkShipment([ahead], [{ line_id: 1, pairs: 2 }], { early: true, today }).ok).toBe(
      true,
    );
    // A stock line with a day but nothing sold ahead (the group's own date) ships at once.
    const plain = { ...oxford, shipsFrom: '2027-01-15' };
    expect(checkShipment([plain], [{ line_id: 1, pairs: 2 }], { early: false, today }).ok).toBe(
      true,
    );
    expect(lineReadiness(ahead, { held: true, available: null }, today)).toBe('waits_for_window');
  });

  it('cancels what is left, pre-orders any day, never more than left', () => {
    expect(checkLineCancel([chukka], [{ line_id: 2, pairs: 6 }]).ok).toBe(true);
    const over = checkLineCancel([{ ...chukka, shipped: 2 }], [{ line_id: 2, pairs: 5 }]);
    expect(!over.ok && over.reason).toBe(
      'Chukka, Tan, size 41 has 4 pairs left to cancel; you asked for 5.',
    );
  });

  it('makes the order partially shipped while a pair is neither shipped nor cancelled, then shipped', () => {
    expect(statusAfterShipping([{ ...oxford, shipped: 10 }, chukka])).toBe('partially_shipped');
    expect(
      statusAfterShipping([
        { ...oxford, shipped: 10 },
        { ...chukka, cancelled: 6 },
      ]),
    ).toBe('shipped');
    expect(
      statusAfterShipping([
        { ...oxford, shipped: 7, cancelled: 3 },
        { ...chukka, shipped: 6 },
      ]),
    ).toBe('shipped');
  });
});

describe('what a card order owes before a shipment', () => {
  it('is the goods shipped so far and now, plus shipping, less what was paid net of refunds', () => {
    // A 30 % deposit of 830.00 is 249.00: the 500.00 of Oxfords and 20.00 shipping need 271.00 more.
    const first = owedBeforeShipment({
      lines: [{ ...oxford, pairs: 10 }],
      shippingCharge: '20.00',
      taxRatePercent: null,
      currency: 'gbp',
      paid: '249.00',
      refunded: '0',
    });
    expect(first.toFixed(2)).toBe('271.00');
    // Once 520.00 is paid, the Chukkas need their own 330.00.
    const second = owedBeforeShipment({
      lines: [
        { ...oxford, shipped: 10, pairs: 0 },
        { ...chukka, pairs: 6 },
      ],
      shippingCharge: '20.00',
      taxRatePercent: null,
      currency: 'gbp',
      paid: '520.00',
      refunded: '0',
    });
    expect(second.toFixed(2)).toBe('330.00');
    expect(
      owedBeforeShipment({
        lines: [{ ...oxford, pairs: 3 }],
        shippingCharge: null,
        taxRatePercent: null,
        currency: 'gbp',
        paid: '830.00',
        refunded: '0',
      }).toFixed(2),
    ).toBe('0.00');
  });

  it('adds the goods’ tax and the shipping’s at the order’s rate, and takes off credit notes (decision 183)', () => {
    // 20 % VAT: 4 of 10 Oxfords are 200.00 + 40.00 tax; shipping 20.00 + 4.00 tax; 100.00 paid.
    const taxed = {
      lines: [{ ...oxford, pairs: 4 }],
      shippingCharge: '20.00',
      taxRatePercent: '20.00',
      currency: 'gbp',
      paid: '100.00',
      refunded: '0',
    };
    expect(owedBeforeShipment(taxed).toFixed(2)).toBe('164.00');
    // A refund of 12.00 with its credit note of 12.00 changes nothing owed; a credit alone lowers it.
    expect(owedBeforeShipment({ ...taxed, refunded: '12.00', credited: '12.00' }).toFixed(2)).toBe(
      '164.00',
    );
    expect(owedBeforeShipment({ ...taxed, credited: '64.00' }).toFixed(2)).toBe('100.00');
    // The tax on the goods so far is rounded once, half-up, as the order's own: 1 of 3 pairs of
    // 100.00 is 33.333…, its 17.5 % tax 5.833… → 5.83; owed 39.17 (rounded up to the cent).
    expect(
      owedBeforeShipment({
        lines: [{ lineTotal: '100.00', quantity: 3, shipped: 0, cancelled: 0, pairs: 1 }],
        shippingCharge: null,
        taxRatePercent: '17.5',
        currency: 'gbp',
        paid: '0',
        refunded: '0',
      }).toFixed(2),
    ).toBe('39.17');
    // The whole order shipped at once owes exactly goods + shipping + the order's tax − paid.
    expect(
      owedBeforeShipment({
        ...taxed,
        lines: [
          { ...oxford, pairs: 10 },
          { ...chukka, pairs: 6 },
        ],
        paid: '0',
      }).toFixed(2),
    ).toBe('1020.00');
  });

  it('owes a line’s kept goods once its pairs not cancelled have all gone: no rounding left over', () => {
    // 1 of 3 pairs of 100.00 kept: 33.33 is what the order's goods count; paid with its tax.
    const last = {
      lines: [{ lineTotal: '100.00', quantity: 3, shipped: 0, cancelled: 2, pairs: 1 }],
      shippingCharge: null,
      taxRatePercent: '20',
      currency: 'gbp',
      paid: '40.00',
      refunded: '0',
    };
    expect(owedBeforeShipment(last).toFixed(2)).toBe('0.00');
    expect(owedBeforeShipment({ ...last, paid: '39.99' }).toFixed(2)).toBe('0.01');
  });

  it('keeps of a line what is not cancelled, rounded to the currency’s unit', () => {
    expect(goodsKept({ lineTotal: '100.00', quantity: 3, cancelled: 0 }, 'gbp').toFixed(2)).toBe(
      '100.00',
    );
    expect(goodsKept({ lineTotal: '100.00', quantity: 3, cancelled: 1 }, 'gbp').toFixed(2)).toBe(
      '66.67',
    );
    expect(goodsKept({ lineTotal: '1000', quantity: 3, cancelled: 2 }, 'jpy').toFixed(0)).toBe(
      '333',
    );
    expect(goodsKept({ lineTotal: '100.00', quantity: 3, cancelled: 3 }, 'gbp').toFixed(2)).toBe(
      '0.00',
    );
  });

  it('shares a line’s total among its shipments exactly: the parts add up to the line', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 500 }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 1000 }),
        (quantity, cents, cut) => {
          const line = { lineTotal: (cents / 100).toFixed(2), quantity };
          const split = cut % (quantity + 1);
          // Cumulative shares: what is owed after the first part, then after all.
          const first = goodsOfPairs(line, split);
          const all = goodsOfPairs(line, quantity);
          expect(all.toFixed(2)).toBe(line.lineTotal);
          expect(first.lessThanOrEqualTo(all)).toBe(true);
          expect(sumMoney([first, all.minus(first)]).toFixed(2)).toBe(line.lineTotal);
        },
      ),
    );
  });
});

describe('a line’s readiness in the console', () => {
  it('is ready, waits for its window, or is back-ordered when a stock line is short', () => {
    expect(lineReadiness(oxford, { held: true, available: 0 }, today)).toBe('ready');
    expect(lineReadiness(oxford, { held: false, available: 3 }, today)).toBe('back_ordered');
    expect(lineReadiness(oxford, { held: false, available: 10 }, today)).toBe('ready');
    expect(lineReadiness(chukka, { held: false, available: null }, today)).toBe('waits_for_window');
    expect(lineReadiness({ ...oxford, shipped: 10 }, { held: true, available: 0 }, today)).toBe(
      'done',
    );
    expect(readinessWords('waits_for_window', '2027-03-01')).toBe(
      'Waits for its window: ships from 1 Mar 2027',
    );
  });
});

describe('the shipment’s body', () => {
  const base = { lines: [{ line_id: 1, pairs: 2 }], carrier: 'DHL', tracking: 'JD1', version: 3 };
  it('reads cartons exactly and defaults early, cartons and waybill', () => {
    const read = shipmentBody.parse({
      ...base,
      cartons: [{ gross_kg: '12.5', length_cm: 60, width_cm: 40, height_cm: 30, marks: ' ' }],
    });
    expect(read.early).toBe(false);
    expect(read.waybill).toBeNull();
    expect(read.cartons).toEqual([
      { gross_kg: '12.5', length_cm: 60, width_cm: 40, height_cm: 30, marks: null },
    ]);
  });
  it('refuses a carton without weight, a fractional centimetre and a date that is not one', () => {
    const bad = (body: object) =>
      shipmentBody.safeParse({ ...base, ...body }).error?.issues[0]?.message;
    expect(bad({ cartons: [{ gross_kg: '0', length_cm: 1, width_cm: 1, height_cm: 1 }] })).toBe(
      'Enter the carton’s gross weight in kg, more than 0, at most 3 decimals.',
    );
    expect(bad({ cartons: [{ gross_kg: '2', length_cm: 1.5, width_cm: 1, height_cm: 1 }] })).toBe(
      'The carton’s length is a whole number of centimetres.',
    );
    expect(bad({ ship_date: '2026-02-30' })).toBe('ship_date is not a real date.');
    expect(bad({ lines: [] })).toBe('Choose at least one line with pairs to ship.');
    expect(cancelLinesBody.safeParse({ lines: base.lines, version: 1 }).success).toBe(false);
  });
});
