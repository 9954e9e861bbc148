// The console's sections, each shown only to roles that may open it.
import {
  staffMayDo,
  type StaffAction,
  type StaffRole,
} from '@solestock/domain/back-office/staff-roles';

export interface ConsoleSection {
  to: string;
  label: string;
  needs: StaffAction;
}

export const CONSOLE_SECTIONS: ConsoleSection[] = [
  { to: '/admin', label: 'Dashboard', needs: 'dashboard.read' },
  { to: '/admin/orders', label: 'Orders', needs: 'orders.read' },
  { to: '/admin/drafts', label: 'New order', needs: 'orders.create' },
  { to: '/admin/catalogue', label: 'Catalogue', needs: 'catalogue.read' },
  { to: '/admin/collections', label: 'Collections', needs: 'catalogue.read' },
  { to: '/admin/customers', label: 'Customers', needs: 'customers.read' },
  { to: '/admin/customer-groups', label: 'Customer groups', needs: 'customers.read' },
  { to: '/admin/price-lists', label: 'Price lists', needs: 'pricing.read' },
  { to: '/admin/rates', label: 'Exchange rates', needs: 'dashboard.read' },
  { to: '/admin/import', label: 'Import', needs: 'catalogue.read' },
  // Reports: the books' file (docs/accounting-export.md).
  { to: '/admin/accounting', label: 'Accounting export', needs: 'accounting.export' },
  { to: '/admin/content', label: 'Home page', needs: 'catalogue.read' },
  { to: '/admin/messages', label: 'Messages', needs: 'messages.read' },
  { to: '/admin/mail', label: 'Outbox', needs: 'mail.read' },
  { to: '/admin/staff', label: 'Staff', needs: 'staff.manage' },
  { to: '/admin/settings/orders', label: 'Order minimum', needs: 'settings.manage' },
  { to: '/admin/settings/brand', label: 'Brand', needs: 'settings.manage' },
  { to: '/admin/settings/api-keys', label: 'API keys', needs: 'settings.manage' },
  { to: '/admin/settings/webhooks', label: 'Webhooks', needs: 'settings.manage' },
  { to: '/admin/audit', label: 'Audit log', needs: 'audit.read' },
  { to: '/admin/settings', label: 'Seller details', needs: 'settings.manage' },
  { to: '/admin/account', label: 'My account', needs: 'self' },
];

export const sectionsFor = (role: StaffRole) =>
  CONSOLE_SECTIONS.filter((s) => staffMayDo(role, s.needs));
