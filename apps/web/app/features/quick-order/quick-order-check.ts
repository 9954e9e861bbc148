// Quick order's check, shared by the route's action and its tests: the pasted lines read by the
// domain, the SKUs looked up in one call, each line's result and each product's price by the
// slab rule at its merged quantity (what the cart will charge).
import {
  formatPrice,
  linePrice,
  parseQuickOrder,
  QUANTITY_MAX,
  QUICK_ORDER_MAX_LINES,
  QUICK_ORDER_MAX_PRODUCTS,
  type ExchangeRates,
  type QuickOrderEntry,
} from '@solestock/domain';
import type { MessageId } from '../../i18n/i18n';
import type {
  BySkuAnswer as BySkuDto,
  SkuProduct as SkuProductDto,
} from '@solestock/domain/catalogue-types';

/** What the check reads of a product POST /ecommerce/products/by-sku/ found (its answer's type). */
export type SkuProduct = Pick<
  SkuProductDto,
  | 'sku'
  | 'id'
  | 'productName'
  | 'brand'
  | 'color'
  | 'size'
  | 'coverImage'
  | 'defaultSellingPrice'
  | 'slabPrices'
>;

/** The by-sku answer as the check reads it: `archived`, SKUs of products staff archived. */
export type BySkuAnswer = Pick<BySkuDto, 'unknown'> &
  Partial<Pick<BySkuDto, 'archived'>> & { products: SkuProduct[] };

export type LineStatus = 'ok' | 'merged' | 'error';

export interface CheckedLine {
  line: number;
  text: string;
  sku: string;
  quantity: number | null;
  status: LineStatus;
  /** In English (the domain's words); the screen shows `said` in the page's language. */
  message: string;
  said: { id: MessageId; values?: Record<string, number> };
  product?: { name: string; color: string; size: string | null; image: string };
}

export interface CheckedOrder {
  product_id: number;
  sku: string;
  quantity: number;
  lines: number[];
  name: string;
  unit: string;
  total: string;
}

export interface QuickOrderCheck {
  lines: CheckedLine[];
  orders: CheckedOrder[];
  pairs: number;
  total: string;
}

export const UNKNOWN_SKU_MESSAGE = 'No product has this SKU.';
export const ARCHIVED_SKU_MESSAGE = 'This product is no longer available.';

/** A refused line's message as a catalogue's: the domain says why in English, by its problem. */
function problemSaid(e: QuickOrderEntry): CheckedLine['said'] {
  switch (e.problem) {
    case 'no_quantity':
      return { id: 'quickOrder.line.noQuantity' };
    case 'too_many_fields':
      return { id: 'quickOrder.line.tooManyFields' };
    case 'too_many_products':
      return { id: 'quickOrder.line.tooManyProducts', values: { max: QUICK_ORDER_MAX_PRODUCTS } };
    case 'too_many_lines':
      return { id: 'quickOrder.line.tooManyLines', values: { max: QUICK_ORDER_MAX_LINES } };
    case 'bad_quantity': {
      // Its two sentences: a quantity out of range, or one that passes the most with an earlier line.
      const withLine = /^With line (\d+)/.exec(e.message ?? '');
      return withLine
        ? {
            id: 'quickOrder.line.passesMax',
            values: { line: Number(withLine[1]), max: QUANTITY_MAX },
          }
        : { id: 'quickOrder.line.badQuantity', values: { max: QUANTITY_MAX } };
    }
    default:
      return { id: 'quickOrder.line.unreadable' };
  }
}

export async function checkQuickOrder(
  text: string,
  lookUp: (skus: string[]) => Promise<BySkuAnswer>,
  country: string,
  rates: ExchangeRates,
): Promise<QuickOrderCheck> {
  const parsed = parseQuickOrder(text);
  const answer =
    parsed.orders.length > 0
      ? await lookUp(parsed.orders.map((o) => o.sku))
      : { products: [], unknown: [] };
  const found = new Map(answer.products.map((p) => [p.sku.toUpperCase(), p]));
  const archived = new Set((answer.archived ?? []).map((s) => s.toUpperCase()));
  const productOfLine = new Map<number, SkuProduct>();
  const orders: CheckedOrder[] = [];
  let total: ReturnType<typeof linePrice>['total'] | null = null;
  let symbol = '';
  for (const o of parsed.orders) {
    const p = found.get(o.sku.toUpperCase());
    if (!p) continue;
    for (const l of o.lines) productOfLine.set(l, p);
    const price = linePrice(p.slabPrices, o.quantity, p.defaultSellingPrice, country, rates);
    symbol = price.symbol;
    total = total ? total.plus(price.total) : price.total;
    orders.push({
      product_id: p.id,
      sku: o.sku,
      quantity: o.quantity,
      lines: o.lines,
      name: p.productName,
      unit: formatPrice(price.symbol, price.convertedUnitPrice),
      total: formatPrice(price.symbol, price.total),
    });
  }
  const lines = parsed.entries.map((e): CheckedLine => {
    const base = { line: e.line, text: e.text, sku: e.sku, quantity: e.quantity };
    if (e.problem)
      return {
        ...base,
        status: 'error',
        message: e.message ?? 'Cannot be read.',
        said: problemSaid(e),
      };
    const p = productOfLine.get(e.line);
    if (!p) {
      const gone = archived.has(e.sku.toUpperCase());
      return {
        ...base,
        status: 'error',
        message: gone ? ARCHIVED_SKU_MESSAGE : UNKNOWN_SKU_MESSAGE,
        said: { id: gone ? 'quickOrder.line.archived' : 'quickOrder.line.unknownSku' },
      };
    }
    const product = { name: p.productName, color: p.color, size: p.size, image: p.coverImage };
    return e.mergedInto
      ? {
          ...base,
          status: 'merged',
          message: e.message ?? 'Merged.',
          said: { id: 'quickOrder.line.merged', values: { line: e.mergedInto } },
          product,
        }
      : {
          ...base,
          status: 'ok',
          message: 'Ready to add',
          said: { id: 'quickOrder.line.ready' },
          product,
        };
  });
  return {
    lines,
    orders,
    pairs: orders.reduce((n, o) => n + o.quantity, 0),
    total: total ? formatPrice(symbol, total) : '',
  };
}
