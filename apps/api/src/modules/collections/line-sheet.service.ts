// A collection's line sheet (docs/collections.md, decision 192): the view model the documents'
// worker draws (images, styles, colours, sizes, the company's prices through buyerUnitPrice,
// minimums and windows), and the mail that sends a company's buyers the link to theirs. Each
// style's picture is read from the media storage (or drawn, for the demo's generated images)
// and made a small JPEG by sharp, off the JavaScript thread, once per picture per sheet.
import sharp from 'sharp';
import { convertUnitPrice, formatPrice, pricingCountry } from '@solestock/domain';
import { DEFAULT_COUNTRY, isCountryCode, type CountryCode } from '@solestock/domain/countries';
import { styleMinimumText } from '@solestock/domain/minimums';
import { windowText } from '@solestock/domain/back-office/collection-payloads';
import { sellerAddressLines } from '@solestock/domain/back-office/seller-payloads';
import type { Database } from '../../db/connect.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import type { LineSheetModel } from '../documents/index.ts';
import { composeMail, mailT, queueMail } from '../mail/index.ts';
import { localizedPath } from '@solestock/domain/locales';
import { localeOf } from '../../i18n/translate.ts';
import { imageOf, type MediaStorage } from '../media/index.ts';
import { cachedExchangeRates } from '../rates/index.ts';
import { shopBrandForPapers } from '../brand/index.ts';
import { DEFAULT_BRAND } from '@solestock/domain/back-office/brand-payloads';
import { sellerDetails } from '../seller/index.ts';
import {
  collectionById,
  companyBuyers,
  companyOf,
  productsOfStyles,
  type BuyerOfCompany,
  type CollectionRecord,
} from './collections.repository.ts';
import { stylesOf, termsOf } from './collections.service.ts';

/** Pictures are drawn 96 × 72 points; twice that in pixels prints sharp. */
const PICTURE_PX = { width: 192, height: 144 };
/** Pictures read at once: a large sheet does not open hundreds of files together. */
const PICTURES_AT_ONCE = 4;

/** The company a staff member's sheet is for, or 400 / 404. */
export async function companyForSheet(db: Database, companyId: number): Promise<BuyerOfCompany> {
  const company = await companyOf(db, companyId);
  if (!company) throw notFound('No company has this number.');
  return company;
}

/** The collection a staff member asks for, or 404. */
export async function staffCollection(db: Database, id: number): Promise<CollectionRecord> {
  const row = await collectionById(db, id);
  if (!row) throw notFound('No collection has this number.');
  return row;
}

async function pictureOf(
  db: Database,
  storage: MediaStorage,
  url: string,
): Promise<Uint8Array | null> {
  try {
    const image = await imageOf(db, storage, url);
    if (!image) return null;
    const jpeg = await sharp(image.body, { limitInputPixels: 40_000_000, failOn: 'none' })
      .resize(PICTURE_PX.width, PICTURE_PX.height, { fit: 'contain', background: '#ffffff' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 72 })
      .toBuffer();
    return new Uint8Array(jpeg);
  } catch {
    // A picture that cannot be read leaves its place blank; the sheet is still drawn.
    return null;
  }
}

/** The pictures of `urls`, each read once, a few at a time. */
async function pictures(
  db: Database,
  storage: MediaStorage,
  urls: string[],
): Promise<Map<string, Uint8Array | null>> {
  const unique = [...new Set(urls.filter(Boolean))];
  const found = new Map<string, Uint8Array | null>();
  for (let i = 0; i < unique.length; i += PICTURES_AT_ONCE) {
    const batch = unique.slice(i, i + PICTURES_AT_ONCE);
    const read = await Promise.all(batch.map((u) => pictureOf(db, storage, u)));
    batch.forEach((u, j) => found.set(u, read[j] ?? null));
  }
  return found;
}

/** A country the shop sells to, from `codes` in order (any case), else the shop's default. */
export function sheetCountry(...codes: (string | null | undefined)[]): CountryCode {
  for (const code of codes) {
    const key = code?.trim().toLowerCase();
    if (isCountryCode(key)) return key;
  }
  return DEFAULT_COUNTRY;
}

/**
 * The sheet of `row` priced for `company` (undefined: list prices), in the currency of `country`
 * converted as the cart converts (convertUnitPrice), with its file name.
 */
export async function lineSheetModel(
  db: Database,
  storage: MediaStorage,
  row: CollectionRecord,
  company: BuyerOfCompany | undefined,
  country: CountryCode,
  now = new Date(),
): Promise<{ model: LineSheetModel; fileName: string }> {
  const [products, seller, rates, brand] = await Promise.all([
    productsOfStyles(db, row.itemGroupIds),
    sellerDetails(db),
    cachedExchangeRates(db),
    shopBrandForPapers(db),
  ]);
  const terms = await termsOf(db, company, products);
  // Each price as the cart converts it (into the list's currency for a company on a price list,
  // decision 187); the currencies they come to name the sheet's currency.
  const into = pricingCountry(terms, country);
  const currencies = new Set<string>();
  const shown = (amount: string, currency: string) => {
    const price = convertUnitPrice(amount, currency, into, rates);
    currencies.add(`${price.currency.toUpperCase()} (${price.symbol})`);
    return formatPrice(price.symbol, price.amount);
  };
  const styles = stylesOf(row, products, terms);
  const images = await pictures(
    db,
    storage,
    styles.map((s) => s.image),
  );
  const model: LineSheetModel = {
    document: 'line-sheet',
    seller: {
      // The shop's own name once the owner saved a brand (docs/brand.md), else the seller's.
      name: brand?.shop_name ?? (seller.legal_name || DEFAULT_BRAND.shop_name),
      lines: [
        ...sellerAddressLines(seller),
        [seller.email, seller.phone].filter(Boolean).join(' · '),
      ].filter(Boolean),
    },
    collection: {
      id: row.id,
      name: row.name,
      season: row.season,
      windows: row.deliveryWindows.map(windowText),
    },
    company: company?.companyName ?? null,
    currency: '',
    issued_on: now.toISOString().slice(0, 10),
    styles: styles.map((s) => ({
      name: s.name,
      brand: s.brand,
      minimum: s.min_pairs > 0 ? styleMinimumText(s.min_pairs) : null,
      image: images.get(s.image) ?? null,
      colours: s.colours.map((c) => ({
        color: c.color,
        sizes: c.sizes.join(' '),
        price: shown(c.unit_price, c.currency),
      })),
    })),
  };
  model.currency = [...currencies].join(', ');
  const slug =
    row.name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'collection';
  return { model, fileName: `line-sheet-${slug}.pdf` };
}

/**
 * Mails a company's buyers the link to the collection's line sheet (their own prices, once they
 * sign in), through the outbox in one transaction with the audit entry. 400 when the company has
 * no one to mail.
 */
export async function sendLineSheet(
  db: Database,
  actor: StaffActor,
  publicUrl: string,
  id: number,
  companyId: number,
): Promise<{ sent_to: string[] }> {
  const row = await staffCollection(db, id);
  const company = await companyForSheet(db, companyId);
  const buyers = await companyBuyers(db, companyId);
  if (buyers.length === 0) {
    const sentence = `${company.companyName} has no buyer to mail.`;
    throw badRequest(sentence, { company_id: sentence });
  }
  const sheet = `${publicUrl}/api/ecommerce/collections/${row.id}/line-sheet.pdf`;
  const windows = row.deliveryWindows.map(windowText);
  await db.transaction(async (tx) => {
    for (const buyer of buyers) {
      // In each buyer's language (docs/languages-mails-and-papers.md); the windows' dates stay
      // as the domain writes them.
      const locale = localeOf(buyer.language);
      const t = mailT(locale);
      await queueMail(
        tx,
        composeMail(
          buyer.email,
          row.season
            ? t('sheet.subjectSeason', { name: row.name, season: row.season })
            : t('sheet.subject', { name: row.name }),
          buyer.firstName,
          [
            t('sheet.body', { name: row.name, company: company.companyName }),
            ...(windows.length ? [t('sheet.windows', { windows: windows.join(', ') })] : []),
            t('sheet.signIn'),
          ],
          {
            label: t('sheet.action'),
            url: `${publicUrl}${localizedPath(locale, `/collections/${row.id}`)}`,
          },
          [{ label: t('sheet.pdf'), url: sheet }],
          undefined,
          locale,
        ),
      );
    }
    await recordAuditAs(tx, actor, {
      action: 'collection.line_sheet.send',
      entityType: 'collection',
      entityId: row.id,
      after: { company_id: companyId, sent_to: buyers.map((b) => b.email) },
    });
  });
  return { sent_to: buyers.map((b) => b.email) };
}
