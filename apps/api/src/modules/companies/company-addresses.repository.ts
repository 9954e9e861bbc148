// The company's address book as rows (docs/api.md, "Companies and addresses"): read in the order
// the book shows it, written under the company's row lock, and turned into the answer's shape.
// Who may change it, and which address is the default, is company.service.ts's.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DeliveryAddress } from '@solestock/domain/company';
import type { CompanyAddressDto, addressBody } from '@solestock/domain/company-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { companyAddresses, companies } from '../../db/schema.ts';

type AddressRow = typeof companyAddresses.$inferSelect;
export type AddressInput = z.output<typeof addressBody>;

export function deliveryAddressOf(row: AddressRow): DeliveryAddress {
  return {
    label: row.label,
    name: row.name,
    company: row.company,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postcode: row.postcode,
    country_code: row.countryCode,
    phone: row.phone,
  };
}

function addressDto(row: AddressRow): CompanyAddressDto {
  return { id: row.id, ...deliveryAddressOf(row), is_default: row.isDefault };
}

function columnsOf(input: AddressInput) {
  return {
    label: input.label,
    name: input.name,
    company: input.company,
    line1: input.line1,
    line2: input.line2,
    city: input.city,
    region: input.region,
    postcode: input.postcode,
    countryCode: input.country_code,
    phone: input.phone,
  };
}

/** The book, the default first, then oldest first. */
export async function addressesOf(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<CompanyAddressDto[]> {
  const rows = await db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(sql`${companyAddresses.isDefault} desc`, asc(companyAddresses.id));
  return rows.map(addressDto);
}

/**
 * Every write of one company's book runs under the company's row lock, so two members adding
 * their first address at once make one default, and the book's ceiling holds.
 */
export async function lockCompany(tx: Database, companyId: number): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

/** How many addresses the company's book holds. */
export async function addressCount(tx: Database, companyId: number): Promise<number> {
  const [held] = await tx
    .select({ n: count() })
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId));
  return Number(held?.n ?? 0);
}

/** Whether the company's book holds any address. */
export async function hasAddresses(
  db: Pick<Database, 'select'>,
  companyId: number,
): Promise<boolean> {
  const [any] = await db
    .select({ id: companyAddresses.id })
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .limit(1);
  return any !== undefined;
}

/** The company's default address stops being one (but `except`, when given). */
export async function clearDefault(
  tx: Database,
  companyId: number,
  except?: number,
): Promise<void> {
  await tx
    .update(companyAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(companyAddresses.companyId, companyId),
        eq(companyAddresses.isDefault, true),
        except === undefined ? undefined : ne(companyAddresses.id, except),
      ),
    );
}

export async function insertAddress(
  tx: Database,
  companyId: number,
  input: AddressInput,
  isDefault: boolean,
): Promise<CompanyAddressDto> {
  const [row] = await tx
    .insert(companyAddresses)
    .values({ companyId, ...columnsOf(input), isDefault })
    .returning();
  return addressDto(row!);
}

/** Address `addressId` when it is in the company's book. */
export async function addressInBook(
  db: Pick<Database, 'select'>,
  companyId: number,
  addressId: number,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)));
  return row;
}

export async function updateAddressRow(
  tx: Database,
  addressId: number,
  input: AddressInput,
  isDefault: boolean,
): Promise<CompanyAddressDto> {
  const [row] = await tx
    .update(companyAddresses)
    .set({ ...columnsOf(input), isDefault, updatedAt: sql`now()` })
    .where(eq(companyAddresses.id, addressId))
    .returning();
  return addressDto(row!);
}

/** Deletes address `addressId` of the company's book; what it was, or undefined when not there. */
export async function deleteAddress(
  tx: Database,
  companyId: number,
  addressId: number,
): Promise<{ isDefault: boolean } | undefined> {
  const [gone] = await tx
    .delete(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)))
    .returning({ isDefault: companyAddresses.isDefault });
  return gone;
}

/** The oldest address of the company's book becomes its default. */
export async function makeOldestDefault(tx: Database, companyId: number): Promise<void> {
  await tx.execute(sql`update company_addresses set is_default = true
    where id = (select id from company_addresses where company_id = ${companyId}
                order by id limit 1)`);
}
