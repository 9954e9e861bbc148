// Orders taken by staff (docs/staff-orders.md; decisions 190, 191). A member of staff with
// `orders.create` opens a draft for a company, sets its lines (pairs of a product or cartons of
// a pack, each at the buyer's price or at an agreed price within the owner's floor, with a
// reason), then sends the company a link to review and pay, or places it on account. Placing
// goes through placeOrder, the buyer's own path (stock, minimums, tax, terms, invoice numbers,
// mails, events), with the lines at their agreed prices. A sales rep reaches only the drafts of
// their companies; another's answers 404.
import {
  buyerPriceSource,
  countryCurrency,
  DEFAULT_COUNTRY,
  decimal,
  expandPacks,
  groupUnitPrice,
  packProducts,
  pricingCountry,
  slabUnitPrice,
  tierQuantities,
  type BuyerPriceTerms,
  type Mode,
  type PackRatio,
} from '@solestock/domain';
import {
  DRAFT_LINES_MAX,
  overrideFloor,
  type BuyerDraftDto,
  type DraftDto,
  type DraftLineInput,
  type DraftsPage,
  type StaffOrderSettings,
  type StaffOrderSettingsForm,
} from '@solestock/domain/back-office/draft-payloads';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../db/connect.ts';
import { HttpError, badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { liveProductsOf, packsByIds } from '../catalogue/index.ts';
import { isRepCompany, membershipOf } from '../companies/index.ts';
import { newSecretToken } from '../identity/index.ts';
import { composeMail, mailT, queueMail } from '../mail/index.ts';
import { localeOf, moneyIn } from '../../i18n/translate.ts';
import { DEFAULT_LOCALE, localizedPath } from '@solestock/domain/locales';
import { cachedExchangeRates } from '../rates/index.ts';
import { companyPriceTerms } from '../price-lists/index.ts';
import type { PaymentProcessor } from '../payment-processor/index.ts';
import { priceCart, productsWithSlabs, type LineToPrice } from '../cart/index.ts';
import {
  companyExists,
  companyMembersOf,
  deleteDraftRow,
  draftById,
  draftLinesOf,
  draftLinkByToken,
  hasNetTerms,
  insertDraft,
  insertDraftLink,
  lastLinkOf,
  listDrafts,
  markLinkUsed,
  overrideFloorPercent,
  replaceDraftLines,
  retireDraftLinks,
  setDraftStatus,
  SETTING_OVERRIDE_FLOOR,
  writeOverrideFloor,
  addressOfCompany,
  type DraftLineRow,
  type DraftRowData,
} from './drafts.repository.ts';
import { ensureIntent, placeOrder } from './orders.service.ts';
import { orderById } from './orders.repository.ts';

/** A staff caller: who acts, and (for a sales rep) whose companies bound their reach. */
export interface DraftActor extends StaffActor {
  repStaffId?: number | undefined;
}

/** How long a mailed link works (decision 191). */
export const DRAFT_LINK_DAYS = 7;
const DRAFTS_LISTED = 100;

type ProductSource = Omit<LineToPrice, 'id' | 'quantity' | 'mode'>;

/**
 * The buyer's price of one pair of `product`, in its price's own currency, when `tierQuantity`
 * pairs pick its slab: the company's price-list entry in the list's currency, else the slab rule
 * then the group discount (the domain's buyerPriceSource; decisions 149, 186). The one place a
 * draft reads the buyer's price (docs/staff-orders.md).
 */
export function buyerUnitPrice(
  product: ProductSource,
  tierQuantity: number,
  terms: BuyerPriceTerms,
): { amount: string; currency: string } {
  // The company's price list's entry (its currency, no discount on top), else the catalogue's
  // price lowered by the group's discount (decisions 149, 186), unconverted.
  const source = buyerPriceSource(terms, product.productId, product);
  const unit = slabUnitPrice(
    source.slabs.map((s) => ({
      operator: s.operator,
      min_quantity: s.minQuantity,
      max_quantity: s.maxQuantity,
      selling_price: s.sellingPrice,
      currency: s.currency,
    })),
    tierQuantity,
    { amount: source.sellingPrice, currency: source.currency },
  );
  return {
    amount: groupUnitPrice(unit.amount, source.discount, unit.currency).toFixed(4),
    currency: unit.currency,
  };
}

const noDraft = () => notFound('No draft order has this number.');

/** The draft, if the caller may reach it (a rep: only their companies'), else 404. */
async function reachableDraft(db: Database, actor: DraftActor, id: number, lock = false) {
  const draft = await draftById(db, id, lock);
  if (!draft) throw noDraft();
  if (
    actor.repStaffId !== undefined &&
    !(await isRepCompany(db, actor.repStaffId, draft.companyId))
  )
    throw noDraft();
  return draft;
}

const placedAlready = (draft: DraftRowData) =>
  new HttpError(
    409,
    'draft_placed',
    `This draft is already order ${draft.orderId}: open the order instead.`,
  );

/** The country a draft is priced for: its delivery address's, else its company's, else the shop's. */
async function draftCountry(db: Database, draft: DraftRowData): Promise<string> {
  const address =
    draft.addressId === null
      ? undefined
      : await addressOfCompany(db, draft.companyId, draft.addressId);
  for (const code of [address?.countryCode, draft.companyCountry])
    if (code && countryCurrency(code)) return code.toLowerCase();
  return DEFAULT_COUNTRY;
}

/** The draft's lines as placement prices them: each at its agreed price, in its currency. */
async function linesToPrice(db: Database, lines: DraftLineRow[]): Promise<LineToPrice[]> {
  const products = await productsWithSlabs(
    db,
    lines.map((l) => l.productId),
  );
  return lines.flatMap((l) => {
    const product = products.get(l.productId);
    if (!product) return [];
    return [
      {
        ...product,
        id: 0,
        quantity: l.quantity,
        mode: l.mode,
        currency: l.currency,
        agreedUnitPrice: l.unitPrice,
      },
    ];
  });
}

/** The draft priced as placement would price it now, for `country`. */
async function pricedDraft(db: Database, lines: DraftLineRow[], country: string) {
  const target = countryCurrency(country) ?? countryCurrency(DEFAULT_COUNTRY)!;
  const rates = await cachedExchangeRates(db);
  return priceCart(await linesToPrice(db, lines), country, rates, target, () => {});
}

async function draftDto(db: Database, draft: DraftRowData, country?: string): Promise<DraftDto> {
  const lines = await draftLinesOf(db, draft.id);
  // A company on a price list buys in the list's currency (decision 187), as placement prices it.
  const [where, terms] = await Promise.all([
    country ?? draftCountry(db, draft),
    companyPriceTerms(db, draft.companyId, []),
  ]);
  const priced = await pricedDraft(db, lines, pricingCountry(terms, where));
  const pricedById = new Map(lines.map((l, i) => [l.id, priced.lines[i]]));
  const link = draft.status === 'sent' ? await lastLinkOf(db, draft.id) : undefined;
  return {
    id: draft.id,
    status: draft.status,
    company: { id: draft.companyId, name: draft.companyName },
    address_id: draft.addressId,
    created_by:
      draft.createdBy === null ? null : { id: draft.createdBy, name: draft.creatorName ?? '' },
    order_id: draft.orderId,
    net_terms: await hasNetTerms(db, draft.companyId),
    lines: lines.map((l) => {
      const p = pricedById.get(l.id);
      return {
        id: l.id,
        product_id: l.productId,
        sku: l.sku,
        product_name: p?.source.productName ?? '',
        brand: p?.source.brand ?? '',
        color: p?.source.color ?? '',
        size: p?.source.size ?? null,
        image: p?.source.coverImage ?? '',
        item_group_id: p?.source.itemGroupId ?? null,
        quantity: l.quantity,
        mode: l.mode,
        buyer_price: l.buyerPrice,
        unit_price: l.unitPrice,
        currency: l.currency,
        overridden: !decimal(l.unitPrice).equals(l.buyerPrice),
        reason: l.reason,
        converted_unit_price: (p?.convertedUnitPrice ?? decimal(0)).toFixed(2),
        line_total: (p?.lineTotal ?? decimal(0)).toFixed(2),
      };
    }),
    pairs: lines.reduce((n, l) => n + l.quantity, 0),
    goods_total: { amount: priced.total.toFixed(2), currency: priced.currency },
    symbol: priced.symbol,
    override_floor_percent: await overrideFloorPercent(db),
    sent_at: link ? link.createdAt.toISOString() : null,
    created_at: draft.createdAt.toISOString(),
    updated_at: draft.updatedAt.toISOString(),
  };
}

/** POST /admin/orders/drafts/: a new, empty draft for the company (a rep: one of theirs). */
export async function createDraft(
  db: Database,
  actor: DraftActor,
  input: { company_id: number; address_id?: number | null | undefined },
): Promise<DraftDto> {
  const noCompany = () =>
    badRequest(
      'No company has this number. Choose one of the companies in the list.',
      { company_id: 'is not a company you can order for' },
      'unknown_company',
    );
  if (!(await companyExists(db, input.company_id))) throw noCompany();
  if (
    actor.repStaffId !== undefined &&
    !(await isRepCompany(db, actor.repStaffId, input.company_id))
  )
    throw noCompany();
  const addressId = input.address_id ?? null;
  if (addressId !== null && !(await addressOfCompany(db, input.company_id, addressId)))
    throw badRequest(
      'This delivery address is not in the company’s address book. Choose one of its addresses.',
      { address_id: 'is not one of the company’s addresses' },
      'unknown_address',
    );
  const id = await db.transaction(async (tx) => {
    const row = await insertDraft(tx, {
      companyId: input.company_id,
      addressId,
      createdBy: actor.staffId,
    });
    await recordAuditAs(tx, actor, {
      action: 'order.draft_create',
      entityType: 'order_draft',
      entityId: row.id,
      after: { company_id: input.company_id, address_id: addressId },
    });
    return row.id;
  });
  return draftDto(db, (await draftById(db, id))!);
}

export async function readDraft(db: Database, actor: DraftActor, id: number): Promise<DraftDto> {
  return draftDto(db, await reachableDraft(db, actor, id));
}

export async function draftsPage(db: Database, actor: DraftActor): Promise<DraftsPage> {
  const { count, rows } = await listDrafts(db, actor.repStaffId, DRAFTS_LISTED);
  return {
    count,
    results: rows.map((r) => ({
      id: r.draft.id,
      status: r.draft.status,
      company: { id: r.draft.companyId, name: r.companyName },
      created_by:
        r.draft.createdBy === null ? null : { id: r.draft.createdBy, name: r.creatorName ?? '' },
      order_id: r.draft.orderId,
      lines_count: Number(r.linesCount),
      pairs: Number(r.pairs),
      updated_at: r.draft.updatedAt.toISOString(),
    })),
  };
}

export async function deleteDraft(db: Database, actor: DraftActor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await reachableDraft(tx, actor, id, true);
    if (draft.status === 'placed') throw placedAlready(draft);
    await deleteDraftRow(tx, id);
    await recordAuditAs(tx, actor, {
      action: 'order.draft_delete',
      entityType: 'order_draft',
      entityId: id,
      before: { company_id: draft.companyId, status: draft.status },
    });
  });
}

/** A line as asked, its pairs per product: a product line's own, or a pack's cartons expanded. */
interface WantedLine {
  index: number;
  productId: number;
  quantity: number;
  mode: Mode;
  unitPrice: string | undefined;
  reason: string | undefined;
}

const lineError = (index: number, field: string, what: string, code = 'invalid_line') =>
  badRequest(
    `Line ${index + 1}: ${what} The draft was not changed.`,
    {
      [`lines.${index}.${field}`]: what,
    },
    code,
  );

/** Each line's products and pairs: packs expanded by the domain's one rule (expandPacks). */
async function wantedLines(db: Database, lines: DraftLineInput[]): Promise<WantedLine[]> {
  const packIds = lines.flatMap((l) => (l.pack_id === undefined ? [] : [l.pack_id]));
  const packs = new Map((await packsByIds(db, packIds)).map((p) => [p.id, p]));
  const live = await liveProductsOf(db, [
    ...new Set([...packs.values()].map((p) => p.itemGroupId)),
  ]);
  const wanted: WantedLine[] = [];
  lines.forEach((line, index) => {
    const common = {
      index,
      mode: line.mode,
      unitPrice: line.unit_price ?? undefined,
      reason: line.reason,
    };
    if (line.product_id !== undefined) {
      wanted.push({ ...common, productId: line.product_id, quantity: line.quantity! });
      return;
    }
    const pack = packs.get(line.pack_id!);
    if (!pack) throw lineError(index, 'pack_id', 'no pack has this number.', 'no_such_pack');
    const sizes = packProducts(
      pack,
      live.filter((p) => p.itemGroupId === pack.itemGroupId),
    );
    if (sizes.missing.length)
      throw lineError(
        index,
        'pack_id',
        `size ${sizes.missing[0]} of ${pack.name} is no longer sold, so its cartons cannot be ordered.`,
        'pack_unavailable',
      );
    const expanded = expandPacks(
      [{ ratio: pack.ratio as PackRatio, cartons: line.cartons!, products: sizes.products }],
      (item, size) => item.products[size]!,
    );
    for (const e of expanded) wanted.push({ ...common, productId: e.key, quantity: e.quantity });
  });
  return wanted;
}

/**
 * PUT …/drafts/{id}/lines/: the draft's lines, all replaced. Each product once (a pack's sizes
 * join a product line of the same mode and price); each line at the buyer's price, or at an
 * agreed `unit_price` (with a reason) never below the owner's floor of the buyer's price. Every
 * agreed price new or changed is audited: who, the price before, the new one and why. A sent
 * draft whose lines change goes back to open: its link stops working.
 */
export async function setDraftLines(
  db: Database,
  actor: DraftActor,
  id: number,
  lines: DraftLineInput[],
): Promise<DraftDto> {
  const wanted = await wantedLines(db, lines);
  // One line per product: repeats of the same mode and price add up.
  const merged = new Map<number, WantedLine>();
  for (const w of wanted) {
    const seen = merged.get(w.productId);
    if (!seen) {
      merged.set(w.productId, { ...w });
      continue;
    }
    if (seen.mode !== w.mode || seen.unitPrice !== w.unitPrice)
      throw lineError(
        w.index,
        'product_id',
        `this product is already on line ${seen.index + 1} with another mode or price; change that line instead.`,
        'repeated_product',
      );
    seen.quantity += w.quantity;
    if (seen.quantity > 100_000)
      throw lineError(w.index, 'quantity', 'a product’s lines come to more than 100000 pairs.');
  }
  const list = [...merged.values()];
  if (list.length > DRAFT_LINES_MAX)
    throw badRequest(
      `These lines come to ${list.length} products; a draft holds at most ${DRAFT_LINES_MAX}. Split the order.`,
      { lines: `at most ${DRAFT_LINES_MAX} products` },
      'too_many_lines',
    );
  const products = await productsWithSlabs(
    db,
    list.map((l) => l.productId),
  );
  for (const l of list) {
    const product = products.get(l.productId);
    if (!product || product.archived)
      throw lineError(
        l.index,
        'product_id',
        'no product on sale has this number.',
        'no_such_product',
      );
  }
  const tiers = tierQuantities(
    list.map((l) => {
      const p = products.get(l.productId)!;
      return { itemGroupId: p.itemGroupId, tierScope: p.tierScope, quantity: l.quantity };
    }),
  );
  return db.transaction(async (tx) => {
    const draft = await reachableDraft(tx, actor, id, true);
    if (draft.status === 'placed') throw placedAlready(draft);
    const [terms, floorPercent, before] = await Promise.all([
      companyPriceTerms(
        tx,
        draft.companyId,
        list.map((l) => l.productId),
      ),
      overrideFloorPercent(tx),
      draftLinesOf(tx, id),
    ]);
    const beforeByProduct = new Map(before.map((b) => [b.productId, b]));
    const rows = list.map((l, i) => {
      const buyer = buyerUnitPrice(products.get(l.productId)!, tiers[i]!, terms);
      let unitPrice = buyer.amount;
      if (l.unitPrice !== undefined && !decimal(l.unitPrice).equals(buyer.amount)) {
        const floor = overrideFloor(buyer.amount, floorPercent);
        if (decimal(l.unitPrice).lessThan(floor))
          throw lineError(
            l.index,
            'unit_price',
            `the agreed price ${decimal(l.unitPrice).toFixed(2)} ${buyer.currency.toUpperCase()} is below the floor of ${floorPercent}% of the buyer’s price ${decimal(buyer.amount).toFixed(2)} (at least ${decimal(floor).toFixed(2)}).`,
            'below_override_floor',
          );
        unitPrice = l.unitPrice;
      }
      const overridden = unitPrice !== buyer.amount;
      return {
        productId: l.productId,
        quantity: l.quantity,
        mode: l.mode,
        buyerPrice: buyer.amount,
        unitPrice,
        currency: buyer.currency,
        reason: overridden ? (l.reason ?? null) : null,
      };
    });
    await replaceDraftLines(tx, id, rows);
    for (const row of rows) {
      if (row.unitPrice === row.buyerPrice) continue;
      const was = beforeByProduct.get(row.productId);
      if (was && was.unitPrice === row.unitPrice && was.reason === row.reason) continue;
      await recordAuditAs(tx, actor, {
        action: 'order.draft_price_override',
        entityType: 'order_draft',
        entityId: id,
        before: { product_id: row.productId, unit_price: was?.unitPrice ?? row.buyerPrice },
        after: {
          product_id: row.productId,
          unit_price: row.unitPrice,
          buyer_price: row.buyerPrice,
          currency: row.currency,
          reason: row.reason,
        },
      });
    }
    await recordAuditAs(tx, actor, {
      action: 'order.draft_lines',
      entityType: 'order_draft',
      entityId: id,
      before: { lines: before.length, pairs: before.reduce((n, l) => n + l.quantity, 0) },
      after: { lines: rows.length, pairs: rows.reduce((n, l) => n + l.quantity, 0) },
    });
    if (draft.status === 'sent') {
      await retireDraftLinks(tx, id);
      await setDraftStatus(tx, id, 'open');
    }
    return draftDto(tx, (await draftById(tx, id))!);
  });
}

const emptyDraft = () =>
  new HttpError(
    409,
    'draft_empty',
    'This draft has no lines yet: add some before sending or placing it.',
  );

/**
 * POST …/send/: mails every member of the company (admins and buyers) a link to review the
 * draft, pay it by card or place it on account. The link works once, for DRAFT_LINK_DAYS days;
 * an earlier link stops working.
 */
export async function sendDraft(db: Database, actor: DraftActor, id: number, publicUrl: string) {
  return db.transaction(async (tx) => {
    const draft = await reachableDraft(tx, actor, id, true);
    if (draft.status === 'placed') throw placedAlready(draft);
    const lines = await draftLinesOf(tx, id);
    if (lines.length === 0) throw emptyDraft();
    const members = await companyMembersOf(tx, draft.companyId);
    if (members.length === 0)
      throw new HttpError(
        409,
        'no_members',
        `${draft.companyName} has no members to mail: invite one first, or place the order on account.`,
      );
    await retireDraftLinks(tx, id);
    const token = newSecretToken();
    const expiresAt = new Date(Date.now() + DRAFT_LINK_DAYS * 86_400_000);
    await insertDraftLink(tx, { draftId: id, token, sentBy: actor.staffId, expiresAt });
    const dto = await draftDto(tx, draft);
    for (const m of members) {
      // In each member's language (docs/languages-mails-and-papers.md).
      const locale = localeOf(m.language);
      const t = mailT(locale);
      const { amount, currency } = dto.goods_total;
      await queueMail(
        tx,
        composeMail(
          m.email,
          t('draft.subject', { company: draft.companyName }),
          m.firstName || t('layout.there'),
          [
            t('draft.prepared', {
              company: draft.companyName,
              pairs: dto.pairs,
              amount:
                locale === DEFAULT_LOCALE
                  ? `${amount} ${currency.toUpperCase()}`
                  : moneyIn(locale, '', amount, currency),
            }),
            t(dto.net_terms ? 'draft.reviewOnAccount' : 'draft.review', {
              days: DRAFT_LINK_DAYS,
            }),
          ],
          {
            label: t('draft.action'),
            url: `${publicUrl}${localizedPath(locale, `/order-draft/${token}`)}`,
          },
          [],
          undefined,
          locale,
        ),
      );
    }
    await setDraftStatus(tx, id, 'sent');
    await recordAuditAs(tx, actor, {
      action: 'order.draft_send',
      entityType: 'order_draft',
      entityId: id,
      after: { recipients: members.map((m) => m.email), expires_at: expiresAt.toISOString() },
    });
    return {
      draft: await draftDto(tx, (await draftById(tx, id))!),
      recipients: members.map((m) => m.email),
      expires_at: expiresAt.toISOString(),
    };
  });
}

export interface PlacementContext {
  processor: PaymentProcessor;
  publicUrl: string;
  stockHoldMinutes: number;
  log: FastifyBaseLogger;
  onPlaced?: () => void;
}

const noNetTerms = (company: string) =>
  new HttpError(
    409,
    'net_terms_required',
    `${company} has no payment terms on account (its customer group has no net days): send the draft so the buyer pays by card, or put the company in a group with net days first.`,
  );

/**
 * POST …/place/: placed on account for the company, by the buyer's own placement path, as its
 * first admin (the order's "placed by"), named as taken by the staff member. 409 unless the
 * company has net terms.
 */
export async function placeDraftOnAccount(
  db: Database,
  actor: DraftActor,
  id: number,
  ctx: PlacementContext,
) {
  const draft = await reachableDraft(db, actor, id);
  if (draft.status === 'placed') throw placedAlready(draft);
  if (!(await hasNetTerms(db, draft.companyId))) throw noNetTerms(draft.companyName);
  const lines = await draftLinesOf(db, id);
  if (lines.length === 0) throw emptyDraft();
  const [member] = await companyMembersOf(db, draft.companyId);
  if (!member)
    throw new HttpError(
      409,
      'no_members',
      `${draft.companyName} has no members: an order is placed for one of them. Invite one first.`,
    );
  const placed = await placeDraft(db, draft, lines, {
    ...ctx,
    userId: member.userId,
    country: await draftCountry(db, draft),
    withoutPayment: true,
    addressId: draft.addressId ?? undefined,
    linkId: undefined,
    audit: actor,
  });
  return { draft: await draftDto(db, (await draftById(db, id))!), order_id: placed.order_id };
}

/** The one call into placement for a draft: its lines at their agreed prices. */
async function placeDraft(
  db: Database,
  draft: DraftRowData,
  lines: DraftLineRow[],
  input: PlacementContext & {
    userId: number;
    country: string;
    withoutPayment: boolean;
    addressId: number | undefined;
    linkId: number | undefined;
    audit: StaffActor | undefined;
    idempotencyKey?: string | undefined;
  },
) {
  return placeOrder(
    db,
    input.processor,
    {
      userId: input.userId,
      country: input.country,
      withoutPayment: input.withoutPayment,
      addressId: input.addressId,
      idempotencyKey: input.idempotencyKey,
      publicUrl: input.publicUrl,
      stockHoldMinutes: input.stockHoldMinutes,
      onPlaced: input.onPlaced,
      source: {
        kind: 'draft',
        draftId: draft.id,
        lines: await linesToPrice(db, lines),
        takenBy: draft.createdBy,
        claim: (tx, orderId) => claimDraft(tx, draft.id, orderId, input.linkId, input.audit),
      },
    },
    (message) => input.log.warn(message),
  );
}

/** In the placement's transaction: the draft becomes the order, once (409 for a second). */
async function claimDraft(
  tx: Tx,
  draftId: number,
  orderId: number,
  linkId: number | undefined,
  audit: StaffActor | undefined,
) {
  const draft = await draftById(tx, draftId, true);
  if (!draft) throw noDraft();
  if (draft.status === 'placed') throw placedAlready(draft);
  await setDraftStatus(tx, draftId, 'placed', orderId);
  await retireDraftLinks(tx, draftId);
  if (linkId !== undefined) await markLinkUsed(tx, linkId);
  if (audit)
    await recordAuditAs(tx, audit, {
      action: 'order.draft_place',
      entityType: 'order_draft',
      entityId: draftId,
      after: { order_id: orderId, payment_terms: 'account' },
    });
}

// The buyer's side: the mailed link.

/** A link that no longer opens: 400 with a sentence, as a company invitation's (docs/staff-orders.md). */
const linkRefusal = (code: string, message: string) => badRequest(message, undefined, code);

/** The link's draft, when the link is live and the signed-in buyer is a member of its company. */
async function liveLink(db: Database, token: string, userId: number) {
  const link = await draftLinkByToken(db, token);
  if (!link)
    throw linkRefusal(
      'invalid_link',
      'This order link is not valid. Check that you copied all of it, or ask us for a new one.',
    );
  if (link.usedAt)
    throw linkRefusal(
      'link_used',
      'This order link has been used (or replaced by a newer one). Look for the order under your orders, or ask us for a new link.',
    );
  if (link.expiresAt.getTime() <= Date.now())
    throw linkRefusal(
      'link_expired',
      'This order link has expired. Ask us to send the order again.',
    );
  const draft = await draftById(db, link.draftId);
  if (!draft || draft.status !== 'sent')
    throw linkRefusal('link_used', 'This order link no longer works. Ask us for a new one.');
  const { companyId } = await membershipOf(db, userId);
  if (companyId !== draft.companyId)
    throw new HttpError(
      403,
      'not_a_member',
      `This order is for ${draft.companyName}. Sign in with the address it was mailed to (a member of ${draft.companyName}).`,
    );
  return { link, draft };
}

/** GET /ecommerce/order-drafts/{token}/: the lines and totals, priced for `country`. */
export async function buyerDraft(
  db: Database,
  token: string,
  userId: number,
  country: string,
): Promise<BuyerDraftDto> {
  const { link, draft } = await liveLink(db, token, userId);
  const dto = await draftDto(db, draft, country);
  return {
    company: dto.company,
    net_terms: dto.net_terms,
    address_id: dto.address_id,
    lines: dto.lines.map((l) => ({
      product_id: l.product_id,
      sku: l.sku,
      product_name: l.product_name,
      brand: l.brand,
      color: l.color,
      size: l.size,
      image: l.image,
      quantity: l.quantity,
      mode: l.mode,
      converted_unit_price: l.converted_unit_price,
      line_total: l.line_total,
    })),
    pairs: dto.pairs,
    goods_total: dto.goods_total,
    symbol: dto.symbol,
    expires_at: link.expiresAt.toISOString(),
  };
}

/**
 * POST /ecommerce/order-drafts/{token}/place/: the buyer places the draft, by card (the
 * checkout's payment) or on account when the company has net terms. The link is then used.
 */
export async function buyerPlacesDraft(
  db: Database,
  token: string,
  input: PlacementContext & {
    userId: number;
    country: string;
    withoutPayment: boolean;
    addressId: number | undefined;
    idempotencyKey: string | undefined;
  },
) {
  const again = await unpaidOrderOfLink(db, token, input);
  if (again) return again;
  const { link, draft } = await liveLink(db, token, input.userId);
  if (input.withoutPayment && !(await hasNetTerms(db, draft.companyId)))
    throw noNetTerms(draft.companyName);
  const lines = await draftLinesOf(db, draft.id);
  if (lines.length === 0) throw emptyDraft();
  return placeDraft(db, draft, lines, {
    ...input,
    addressId: input.addressId ?? draft.addressId ?? undefined,
    linkId: link.id,
    audit: undefined,
  });
}

/**
 * A card declined after the link placed its order: paying again pays that order (its intent), as
 * checkout's second Pay Now does, for a member of its company, while it awaits payment.
 */
async function unpaidOrderOfLink(
  db: Database,
  token: string,
  input: PlacementContext & { userId: number; withoutPayment: boolean },
) {
  if (input.withoutPayment) return undefined;
  const link = await draftLinkByToken(db, token);
  if (!link?.usedAt) return undefined;
  const draft = await draftById(db, link.draftId);
  if (!draft || draft.status !== 'placed' || draft.orderId === null) return undefined;
  const { companyId } = await membershipOf(db, input.userId);
  if (companyId !== draft.companyId) return undefined;
  const order = await orderById(db, draft.orderId);
  if (!order || order.status !== 'awaiting_payment') return undefined;
  const intent = await ensureIntent(db, input.processor, order);
  return { order_id: order.id, payment_client_secret: intent.clientSecret };
}

// The owner's floor.

export async function staffOrderSettings(db: Database): Promise<StaffOrderSettings> {
  return { override_floor_percent: await overrideFloorPercent(db) };
}

export async function setStaffOrderSettings(
  db: Database,
  actor: StaffActor,
  form: StaffOrderSettingsForm,
): Promise<StaffOrderSettings> {
  await db.transaction(async (tx) => {
    const before = await staffOrderSettings(tx);
    await writeOverrideFloor(tx, form.override_floor_percent);
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_OVERRIDE_FLOOR,
      before,
      after: form,
    });
  });
  return { override_floor_percent: form.override_floor_percent };
}
