// The company's address book (docs/api.md, "Companies and addresses"): any member reads it and
// picks from it at checkout; admins and buyers alike may add one there (a buyer at checkout
// must be able to say where the goods go), while changing or removing one is for admins. One
// address is the default: the first one added, then whichever is chosen; removing the default
// makes the oldest remaining one the default.
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import {
  ADMINS_ONLY,
  COMPANY_ADDRESSES_MAX,
  type DeliveryAddress,
} from '@solestock/domain/company';
import type { CompanyAddressDto, addressBody } from '@solestock/domain/company-payloads';
import type { z } from 'zod';
import type { Database } from '../../db/connect.ts';
import { companyAddresses, companies } from '../../db/schema.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import type { BuyerActor } from './buyer-actor.ts';

type AddressRow = typeof companyAddresses.$inferSelect;
type AddressInput = z.output<typeof addressBody>;

const addressNotFound = () => notFound('This address is not in your company’s address book.');

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
export async function addressesOf(db: Pick<Database, 'select'>, companyId: number) {
  const rows = await db
    .select()
    .from(companyAddresses)
    .where(eq(companyAddresses.companyId, companyId))
    .orderBy(sql`${companyAddresses.isDefault} desc`, asc(companyAddresses.id));
  return { count: rows.length, addresses: rows.map(addressDto) };
}

/**
 * Every write of one company's book runs under the company's row lock, so two members adding
 * their first address at once make one default, and the book's ceiling holds.
 */
async function lockCompany(tx: Database, companyId: number): Promise<void> {
  await tx
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
}

async function clearDefault(tx: Database, companyId: number, except?: number): Promise<void> {
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

export async function addAddress(
  db: Database,
  actor: BuyerActor,
  input: AddressInput,
): Promise<CompanyAddressDto> {
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const [held] = await tx
      .select({ n: count() })
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, actor.companyId));
    const n = Number(held?.n ?? 0);
    if (n >= COMPANY_ADDRESSES_MAX) {
      throw new HttpError(
        409,
        'address_book_full',
        `Your company’s address book holds at most ${COMPANY_ADDRESSES_MAX} addresses. Remove one you no longer use first.`,
      );
    }
    const isDefault = n === 0 || input.is_default === true;
    if (isDefault) await clearDefault(tx, actor.companyId);
    const [row] = await tx
      .insert(companyAddresses)
      .values({ companyId: actor.companyId, ...columnsOf(input), isDefault })
      .returning();
    return addressDto(row!);
  });
}

function requireAdmin(actor: BuyerActor): void {
  if (actor.role !== 'admin') throw new HttpError(403, 'company_admin_only', ADMINS_ONLY);
}

export async function updateAddress(
  db: Database,
  actor: BuyerActor,
  addressId: number,
  input: AddressInput,
): Promise<CompanyAddressDto> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const [current] = await tx
      .select()
      .from(companyAddresses)
      .where(
        and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, actor.companyId)),
      );
    if (!current) throw addressNotFound();
    // The default moves only when asked; `is_default: false` on the default keeps it (a company
    // with addresses always has one), as the only way to change it is to choose another.
    const isDefault = current.isDefault || input.is_default === true;
    if (isDefault && !current.isDefault) await clearDefault(tx, actor.companyId, addressId);
    const [row] = await tx
      .update(companyAddresses)
      .set({ ...columnsOf(input), isDefault, updatedAt: sql`now()` })
      .where(eq(companyAddresses.id, addressId))
      .returning();
    return addressDto(row!);
  });
}

export async function removeAddress(
  db: Database,
  actor: BuyerActor,
  addressId: number,
): Promise<void> {
  requireAdmin(actor);
  await db.transaction(async (tx) => {
    await lockCompany(tx, actor.companyId);
    const [gone] = await tx
      .delete(companyAddresses)
      .where(
        and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, actor.companyId)),
      )
      .returning({ isDefault: companyAddresses.isDefault });
    if (!gone) throw addressNotFound();
    if (gone.isDefault) {
      await tx.execute(sql`update company_addresses set is_default = true
        where id = (select id from company_addresses where company_id = ${actor.companyId}
                    order by id limit 1)`);
    }
  });
}

/** What an order copies from its buyer's company when it is placed (migration 0024). */
export interface OrderCompanyCopy {
  companyId: number;
  companyName: string;
  companyTaxId: string;
  deliveryAddressId: number | null;
  deliveryAddress: DeliveryAddress | null;
}

/**
 * The company and delivery address an order is placed with: `addressId` must be in the
 * company's book, and is required once the book holds any address (a buyer with none gets the
 * specs' flow and an order without an address). 400 with a sentence otherwise.
 */
export async function orderCompanyCopy(
  db: Pick<Database, 'select'>,
  companyId: number,
  addressId: number | undefined,
): Promise<OrderCompanyCopy> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`Company ${companyId} is missing.`);
  const base = { companyId, companyName: company.name, companyTaxId: company.taxId };
  if (addressId === undefined) {
    const [any] = await db
      .select({ id: companyAddresses.id })
      .from(companyAddresses)
      .where(eq(companyAddresses.companyId, companyId))
      .limit(1);
    if (any) {
      throw badRequest(
        'Choose a delivery address for this order: pick one of your company’s addresses or add a new one.',
        { address_id: 'Choose a delivery address.' },
        'address_required',
      );
    }
    // A company with no address book keeps the specs' flow (docs/api.md, "Companies"): the
    // order has no delivery address, never an invented one; the store's checkout asks for one
    // before it places (decision 171).
    return { ...base, deliveryAddressId: null, deliveryAddress: null };
  }
  const [row] = await db
    .select()
    .from(companyAddresses)
    .where(and(eq(companyAddresses.id, addressId), eq(companyAddresses.companyId, companyId)));
  if (!row) {
    throw badRequest(
      'This delivery address is not in your company’s address book. Choose one of its addresses.',
      { address_id: 'is not one of your company’s addresses' },
      'unknown_address',
    );
  }
  return { ...base, deliveryAddressId: row.id, deliveryAddress: deliveryAddressOf(row) };
}
