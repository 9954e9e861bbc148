import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimal, toMinorUnits } from '../money.ts';
import {
  balanceDue,
  moveOrder,
  ORDER_MOVES,
  ORDER_STATUSES,
  ORDER_WORKFLOW,
  owedNow,
  possibleMoves,
  refundDue,
} from './order-workflow.ts';

const status = fc.constantFrom(...ORDER_STATUSES);
const move = fc.constantFrom(...ORDER_MOVES);
const balance = fc.oneof(
  fc.constant('0'),
  fc.integer({ min: 1, max: 10_000_000 }).map((n) => `${n / 100}`),
);

describe('the order workflow (docs/api.md, back office)', () => {
  it('allows exactly the table’s moves: confirm from submitted or paid, ship from confirmed or partially shipped, deliver from shipped, cancel before shipping', () => {
    expect(ORDER_WORKFLOW.confirm.from).toEqual(['submitted', 'paid']);
    expect(ORDER_WORKFLOW.ship.from).toEqual(['confirmed', 'partially_shipped']);
    expect(ORDER_WORKFLOW.deliver.from).toEqual(['shipped']);
    for (const s of ['partially_shipped', 'shipped', 'delivered', 'cancelled'] as const)
      expect(moveOrder(s, 'cancel', '0').ok).toBe(false);
    expect(moveOrder('awaiting_payment', 'confirm', '0').ok).toBe(false);
    expect(moveOrder('payment_failed', 'confirm', '0').ok).toBe(false);
    expect(moveOrder('confirmed', 'cancel', '12.50')).toEqual({ ok: true, to: 'cancelled' });
  });

  it('succeeds only from a status the table lists, ending in the table’s status; any other move is invalid_transition with a sentence', () => {
    fc.assert(
      fc.property(status, move, balance, (s, m, b) => {
        const result = moveOrder(s, m, b);
        const listed = ORDER_WORKFLOW[m].from.includes(s);
        const owes = decimal(b).greaterThan(0);
        if (listed && !(m === 'ship' && owes)) {
          expect(result).toEqual({ ok: true, to: ORDER_WORKFLOW[m].to });
        } else {
          expect(result.ok).toBe(false);
          if (!result.ok) {
            expect(result.code).toBe(listed ? 'balance_due' : 'invalid_transition');
            expect(result.reason).toMatch(/^[A-Z].*\.$/);
          }
        }
      }),
    );
  });

  it('ships a confirmed card order only when nothing is left to pay', () => {
    expect(moveOrder('confirmed', 'ship', '0.01')).toMatchObject({
      ok: false,
      code: 'balance_due',
    });
    expect(moveOrder('confirmed', 'ship', '0')).toEqual({ ok: true, to: 'shipped' });
  });

  it('ships an order on account unpaid, and still only from confirmed', () => {
    expect(moveOrder('confirmed', 'ship', '1200', 'account')).toEqual({ ok: true, to: 'shipped' });
    expect(moveOrder('submitted', 'ship', '1200', 'account').ok).toBe(false);
    expect(possibleMoves('confirmed', '1200', 'account')).toEqual(['ship', 'cancel']);
    expect(possibleMoves('confirmed', '1200')).toEqual(['cancel']);
  });

  it('offers exactly the moves that succeed, and none on a delivered or cancelled order', () => {
    fc.assert(
      fc.property(status, balance, (s, b) => {
        const offered = possibleMoves(s, b);
        for (const m of ORDER_MOVES) expect(offered.includes(m)).toBe(moveOrder(s, m, b).ok);
      }),
    );
    expect(possibleMoves('delivered', '0')).toEqual([]);
    expect(possibleMoves('cancelled', '0')).toEqual([]);
  });

  it('never moves an order back to where it came from (no cycles)', () => {
    for (const m of ORDER_MOVES) expect(ORDER_WORKFLOW[m].from).not.toContain(ORDER_WORKFLOW[m].to);
  });
});

describe('balanceDue', () => {
  it('is total plus shipping less what succeeded payments cover, net of refunds', () => {
    expect(
      balanceDue({
        total: '1000.00',
        shippingCharge: '85.50',
        paid: ['1000.00'],
        refunded: [],
      }).toFixed(2),
    ).toBe('85.50');
    expect(
      balanceDue({ total: '1000.00', shippingCharge: null, paid: [], refunded: [] }).toFixed(2),
    ).toBe('1000.00');
    expect(
      balanceDue({
        total: '1000.00',
        shippingCharge: '0',
        paid: ['1000.00'],
        refunded: ['200.00'],
      }).toFixed(2),
    ).toBe('200.00');
  });

  it('keeps a zero-decimal currency in whole units (JPY)', () => {
    const due = balanceDue({
      total: '2076000',
      shippingCharge: '15400',
      paid: ['2076000'],
      refunded: [],
    });
    expect(due.toString()).toBe('15400');
    expect(toMinorUnits(due, 'jpy')).toBe(15400);
  });

  it('is never negative, and exact: due + covered = owed whenever something is due', () => {
    const cents = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(
        cents,
        fc.option(cents, { nil: null }),
        fc.array(cents, { maxLength: 3 }),
        fc.array(cents, { maxLength: 2 }),
        (total, shipping, paid, refunded) => {
          const money = (n: number) => decimal(n).div(100);
          const due = balanceDue({
            total: money(total),
            shippingCharge: shipping === null ? null : money(shipping),
            paid: paid.map(money),
            refunded: refunded.map(money),
          });
          expect(due.isNegative()).toBe(false);
          const owed = total + (shipping ?? 0);
          const covered = paid.reduce((a, b) => a + b, 0) - refunded.reduce((a, b) => a + b, 0);
          expect(due.times(100).toNumber()).toBe(Math.max(0, owed - covered));
        },
      ),
    );
  });
});

describe('owedNow', () => {
  it('is the balance in every status but cancelled, where nothing is owed', () => {
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        (s, totalCents, paidCents) => {
          const amounts = {
            total: totalCents / 100,
            shippingCharge: null,
            paid: [paidCents / 100],
            refunded: [],
          };
          const owed = owedNow(s, amounts);
          if (s === 'cancelled') expect(owed.toFixed(2)).toBe('0.00');
          else expect(owed.toFixed(2)).toBe(balanceDue(amounts).toFixed(2));
        },
      ),
    );
  });
});

describe('refundDue', () => {
  const amounts = (total: string, shipping: string | null, paid: string, refunded = '0') => ({
    total,
    shippingCharge: shipping,
    paid: [paid],
    refunded: [refunded],
  });
  it('is what payments cover beyond goods and shipping, never below zero, none once cancelled', () => {
    expect(refundDue('paid', amounts('70.40', null, '76.80')).toFixed(2)).toBe('6.40');
    expect(refundDue('confirmed', amounts('70.40', '2.00', '76.80')).toFixed(2)).toBe('4.40');
    expect(refundDue('confirmed', amounts('70.40', '2.00', '76.80', '4.40')).toFixed(2)).toBe(
      '0.00',
    );
    expect(refundDue('paid', amounts('89.60', null, '76.80')).toFixed(2)).toBe('0.00');
    expect(refundDue('cancelled', amounts('70.40', null, '76.80')).toFixed(2)).toBe('0.00');
  });
});
