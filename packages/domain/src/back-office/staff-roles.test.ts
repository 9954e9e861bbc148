import { describe, expect, it } from 'vitest';
import { STAFF_ACTIONS, STAFF_ROLES, companyScopedRole, staffMayDo } from './staff-roles.ts';

describe('staff permissions', () => {
  it('gives the owner every action', () => {
    for (const action of STAFF_ACTIONS) expect(staffMayDo('owner', action)).toBe(true);
  });

  it('keeps staff management, settings and the audit log to owners', () => {
    for (const action of ['staff.manage', 'settings.manage', 'audit.read'] as const) {
      expect(staffMayDo('manager', action)).toBe(false);
      expect(staffMayDo('support', action)).toBe(false);
    }
  });

  it('lets support read and add notes but change no order state, price or product', () => {
    expect(staffMayDo('support', 'orders.read')).toBe(true);
    expect(staffMayDo('support', 'orders.note')).toBe(true);
    for (const action of [
      'orders.transition',
      'catalogue.write',
      'content.write',
      'rates.write',
      'customers.write',
    ] as const)
      expect(staffMayDo('support', action)).toBe(false);
  });

  it('gives a manager everything but staff, settings, audit and the credit override', () => {
    const ownerOnly = new Set([
      'staff.manage',
      'settings.manage',
      'audit.read',
      // docs/credit-control.md, decision 189: confirming an order held for credit control.
      'orders.credit_override',
    ]);
    for (const action of STAFF_ACTIONS)
      expect(staffMayDo('manager', action)).toBe(!ownerOnly.has(action));
  });

  it('lets a sales rep take orders and read their companies, and nothing of the shop at large', () => {
    const rep = new Set([
      'self',
      'dashboard.read',
      'orders.read',
      'orders.note',
      'customers.read',
      'catalogue.read',
      'orders.create',
    ]);
    for (const action of STAFF_ACTIONS)
      expect(staffMayDo('sales_rep', action)).toBe(rep.has(action));
    expect(companyScopedRole('sales_rep')).toBe(true);
    for (const role of ['owner', 'manager', 'support'] as const)
      expect(companyScopedRole(role)).toBe(false);
    expect(staffMayDo('support', 'orders.create')).toBe(false);
  });

  it('lets every role act on itself', () => {
    for (const role of STAFF_ROLES) expect(staffMayDo(role, 'self')).toBe(true);
  });
});

describe('the outbox and the inbox (issue 28)', () => {
  it('lets owners and managers send a mail again, not support', () => {
    expect(staffMayDo('owner', 'mail.send')).toBe(true);
    expect(staffMayDo('manager', 'mail.send')).toBe(true);
    expect(staffMayDo('support', 'mail.send')).toBe(false);
  });

  it('lets every role read the help-centre inbox, but a sales rep (whose reach is their companies)', () => {
    for (const role of STAFF_ROLES)
      expect(staffMayDo(role, 'messages.read')).toBe(role !== 'sales_rep');
  });

  it('lets every role read the price lists but a sales rep (every listed company’s prices)', () => {
    for (const role of STAFF_ROLES)
      expect(staffMayDo(role, 'pricing.read')).toBe(role !== 'sales_rep');
  });
});
