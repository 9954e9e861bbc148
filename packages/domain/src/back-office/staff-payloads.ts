// The answers of the console's staff calls (docs/api.md, back office, "Staff" and the audit log),
// defined once in the domain and read by the console (console/shared/console-types.ts).
import type { StaffRole } from './staff-roles.ts';

export interface StaffMe {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  totp_enabled: boolean;
  /** Unused two-factor recovery codes (only while two-factor sign-in is on). */
  recovery_codes_left?: number;
  /** The owner requires two-factor sign-in and this member has not set it up. */
  totp_setup_required?: boolean;
}

export interface StaffMemberRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  disabled?: boolean;
  disabled_at?: string | null;
  totp_enabled?: boolean;
  invited?: boolean;
  status?: string;
}

export interface AuditRow {
  id: number;
  created_at: string;
  action: string;
  entity_type?: string;
  entity_id?: string | null;
  staff?: { id?: number; email?: string; name?: string } | null;
  staff_email?: string | null;
  address?: string | null;
  before?: unknown;
  after?: unknown;
}
