// What the console reads of /api/admin/customers/: the answers are defined once in
// packages/domain (the API's response schemas); only the page's own action result is here.
export type { CustomerDetail, CustomerRow } from '@solestock/domain/back-office/customer-payloads';

export interface CustomerActionResult {
  intent: 'disable' | 'enable' | 'group' | 'credit' | 'rep';
  ok: boolean;
  error?: string | null;
  /** A refused credit form's sentence per field (docs/credit-control.md). */
  fields?: Record<string, string>;
}
