// The order page's buttons: the API's possible_moves, narrowed by role; the domain's state
// machine when an answer has no such list.
import { describe, expect, it } from 'vitest';
import { orderActionsFor, waitsForBalance } from './order-actions';

describe('orderActionsFor', () => {
  it('offers what possible_moves lists, in the table’s order, to owners and managers', () => {
    const order = { status: 'paid', balance_due: 0, possible_moves: ['cancel', 'confirm'] };
    expect(orderActionsFor(order, 'owner')).toEqual(['confirm', 'cancel']);
    expect(orderActionsFor(order, 'manager')).toEqual(['confirm', 'cancel']);
  });

  it('prefers the API’s list over its own reading of the status', () => {
    // The server knows better (say, a refund still pending): an empty list offers nothing.
    expect(
      orderActionsFor({ status: 'paid', balance_due: 0, possible_moves: [] }, 'owner'),
    ).toEqual([]);
    expect(
      orderActionsFor(
        { status: 'confirmed', balance_due: 0, possible_moves: ['ship', 'refund'] },
        'owner',
      ),
    ).toEqual(['ship']);
  });

  it('offers the confirmation of an order held for credit control to the owner only', () => {
    // docs/credit-control.md: confirming it takes orders.credit_override (decision 189).
    const held = {
      status: 'submitted',
      balance_due: 0,
      possible_moves: ['confirm', 'cancel'],
      hold: 'credit_limit',
    };
    expect(orderActionsFor(held, 'owner')).toEqual(['confirm', 'cancel']);
    expect(orderActionsFor(held, 'manager')).toEqual(['cancel']);
  });

  it('offers support no move at all, whatever the API lists', () => {
    const order = { status: 'paid', balance_due: 0, possible_moves: ['confirm', 'cancel'] };
    expect(orderActionsFor(order, 'support')).toEqual([]);
  });

  describe('without possible_moves, the domain’s state machine', () => {
    it('offers confirm and cancel on a submitted or paid order', () => {
      for (const status of ['submitted', 'paid'])
        expect(orderActionsFor({ status, balance_due: 0 }, 'manager')).toEqual([
          'confirm',
          'cancel',
        ]);
    });

    it('offers ship only once nothing is left to pay', () => {
      expect(orderActionsFor({ status: 'confirmed', balance_due: 12.5 }, 'owner')).toEqual([
        'cancel',
      ]);
      expect(orderActionsFor({ status: 'confirmed', balance_due: 0 }, 'owner')).toEqual([
        'ship',
        'cancel',
      ]);
      expect(waitsForBalance({ status: 'confirmed', balance_due: 3 })).toBe(true);
    });

    it('offers deliver on a shipped order and nothing once delivered or cancelled', () => {
      expect(orderActionsFor({ status: 'shipped', balance_due: 0 }, 'manager')).toEqual([
        'deliver',
      ]);
      expect(orderActionsFor({ status: 'delivered', balance_due: 0 }, 'owner')).toEqual([]);
      expect(orderActionsFor({ status: 'cancelled', balance_due: 0 }, 'owner')).toEqual([]);
    });

    it('lets an unpaid or failed order be cancelled but not confirmed', () => {
      for (const status of ['awaiting_payment', 'payment_failed'])
        expect(orderActionsFor({ status, balance_due: 9 }, 'owner')).toEqual(['cancel']);
    });

    it('offers nothing for a status it does not know', () => {
      expect(orderActionsFor({ status: 'lost', balance_due: 0 }, 'owner')).toEqual([]);
    });
  });
});
