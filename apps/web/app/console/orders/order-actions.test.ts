// The order page's buttons per status and role (BACKOFFICE.md's transition table).
import { describe, expect, it } from 'vitest';
import { orderActionsFor, waitsForBalance } from './order-actions';

describe('orderActionsFor', () => {
  it('offers confirm and cancel on a submitted or paid order to owners and managers', () => {
    for (const status of ['submitted', 'paid']) {
      expect(orderActionsFor({ status, balance_due: 0 }, 'owner')).toEqual(['confirm', 'cancel']);
      expect(orderActionsFor({ status, balance_due: 0 }, 'manager')).toEqual(['confirm', 'cancel']);
    }
  });

  it('offers ship only once nothing is left to pay', () => {
    expect(orderActionsFor({ status: 'confirmed', balance_due: '12.50' }, 'owner')).toEqual([
      'cancel',
    ]);
    expect(orderActionsFor({ status: 'confirmed', balance_due: '0.00' }, 'owner')).toEqual([
      'ship',
      'cancel',
    ]);
    expect(waitsForBalance({ status: 'confirmed', balance_due: 3 })).toBe(true);
  });

  it('offers deliver on a shipped order and nothing once delivered or cancelled', () => {
    expect(orderActionsFor({ status: 'shipped', balance_due: 0 }, 'manager')).toEqual(['deliver']);
    expect(orderActionsFor({ status: 'delivered', balance_due: 0 }, 'owner')).toEqual([]);
    expect(orderActionsFor({ status: 'cancelled', balance_due: 0 }, 'owner')).toEqual([]);
  });

  it('lets an unpaid or failed order be cancelled but not confirmed', () => {
    expect(orderActionsFor({ status: 'awaiting_payment', balance_due: 9 }, 'owner')).toEqual([
      'cancel',
    ]);
    expect(orderActionsFor({ status: 'payment_failed', balance_due: 9 }, 'owner')).toEqual([
      'cancel',
    ]);
  });

  it('offers support no move at all', () => {
    for (const status of ['submitted', 'paid', 'confirmed', 'shipped'])
      expect(orderActionsFor({ status, balance_due: 0 }, 'support')).toEqual([]);
  });
});
