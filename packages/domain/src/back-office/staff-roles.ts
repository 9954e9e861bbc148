// Who on the provider's staff may do what (docs/api.md, back office, "Staff and sign-in"): one table,
// read by the API's admin plugin for every call and by the console to show only allowed actions.

export const STAFF_ROLES = ['owner', 'manager', 'support', 'sales_rep'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * Every action a staff route may perform. A route under /api/admin names exactly one; the admin
 * plugin refuses to start with a route that names none, so no call escapes this table.
 */
export const STAFF_ACTIONS = [
  /** Any signed-in staff member: their own profile, sign-out, their own two-factor setup. */
  'self',
  'dashboard.read',
  'orders.read',
  'orders.note',
  /** Confirm, ship, deliver, cancel: every move of the order state machine. */
  'orders.transition',
  /**
   * Confirm an order held for credit control (docs/credit-control.md, decision 189): past the
   * company's credit limit or while its invoices are long overdue. The owner's alone.
   */
  'orders.credit_override',
  /**
   * Orders taken by staff (docs/staff-orders.md): open a draft for a company, price its lines
   * (an override within the owner's floor, with a reason), send it to the buyer or place it on
   * account.
   */
  'orders.create',
  'customers.read',
  /**
   * The price lists (docs/price-lists.md): every listed company's agreed prices. Not a sales
   * rep's, whose reach is their own companies (issue 44's rule that a list never leaks).
   */
  'pricing.read',
  'customers.write',
  'catalogue.read',
  /**
   * The whole catalogue as a file (issue 41 item 4): the store's every price and stock figure in
   * one download, and the heaviest read there is; not support's (their work is orders and mail).
   */
  'catalogue.export',
  'catalogue.write',
  /**
   * The accounting export (docs/accounting-export.md): every invoice, payment and credit note of
   * a range, with each company's tax id, in one file. The books are the owner's and manager's.
   */
  'accounting.export',
  /**
   * Stock on hand set from outside (docs/sync.md, decision 200): `PUT /admin/stock/`, the call a
   * warehouse system makes with an API key given only this scope. The console's stock grid, CSV
   * and incoming stock stay `catalogue.write` (a catalogue editor's screens).
   */
  'stock.write',
  'content.write',
  'rates.write',
  'mail.read',
  /** "Send again" on a mail of the outbox (issue 28). */
  'mail.send',
  /** The help-centre inbox: read the shoppers' messages, mark them read or unread. */
  'messages.read',
  'staff.manage',
  'settings.manage',
  'audit.read',
] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];

const READS: StaffAction[] = [
  'self',
  'dashboard.read',
  'orders.read',
  'orders.note',
  'customers.read',
  'pricing.read',
  'catalogue.read',
  // Answering the shoppers' enquiries is support's first job: every role reads the inbox.
  'messages.read',
];

/**
 * owner: everything (confirming an order held for credit control is the owner's alone); manager:
 * orders (taking them too), catalogue (its export too), the accounting export, content, rates,
 * customers; support: reads and notes; sales_rep: their own companies' orders and buyers.
 */
export const STAFF_PERMISSIONS: Record<StaffRole, ReadonlySet<StaffAction>> = {
  owner: new Set(STAFF_ACTIONS),
  manager: new Set<StaffAction>([
    ...READS,
    'orders.transition',
    'orders.create',
    'customers.write',
    'catalogue.export',
    'catalogue.write',
    'accounting.export',
    'stock.write',
    'content.write',
    'rates.write',
    'mail.read',
    'mail.send',
  ]),
  support: new Set<StaffAction>(READS),
  // A sales rep (docs/staff-orders.md, decision 190) works their own companies: reads and notes
  // their orders, reads their buyers, browses the catalogue and takes orders for them. What
  // they reach is narrowed to the companies assigned to them (companyScopedRole).
  sales_rep: new Set<StaffAction>([
    'self',
    'dashboard.read',
    'orders.read',
    'orders.note',
    'customers.read',
    'catalogue.read',
    'orders.create',
  ]),
};

/**
 * The roles that see only the companies assigned to them (`PUT /admin/customers/companies/{id}/rep/`):
 * their orders, buyers, drafts and dashboard figures; another company's answers 404.
 */
export function companyScopedRole(role: StaffRole): boolean {
  return role === 'sales_rep';
}

export function staffMayDo(role: StaffRole, action: StaffAction): boolean {
  return STAFF_PERMISSIONS[role].has(action);
}
