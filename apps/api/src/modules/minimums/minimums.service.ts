// Minimums (docs/api.md, "Minimums"; decision 145): the shop's order minimum in US dollars (a
// shop setting, owner), what a priced cart or order falls short of (the domain's one rule,
// minimumShortfalls), and the placement's refusal. The goods are converted to dollars with the
// rates the order is priced with, today's: the cart shows the same shortfalls placement refuses.
// The setting's reads and writes are in minimums.repository.ts.
import {
  amountInUsd,
  decimal,
  minimumShortfalls,
  moneyNumber,
  orderShortfallSentence,
  styleShortfallSentence,
  type DecimalValue,
  type ExchangeRates,
  type MinimumLine,
  type Shortfalls,
} from '@solestock/domain';
import type {
  OrderSettings,
  OrderSettingsForm,
} from '@solestock/domain/back-office/order-settings-payloads';
import type { Database } from '../../db/connect.ts';
import { HttpError } from '../../http/errors.ts';
import type { StaffActor } from '../../http/staff-guard.ts';
import { recordAuditAs } from '../audit/index.ts';
import { minOrderUsd, SETTING_MIN_ORDER_USD, writeMinOrderUsd } from './minimums.repository.ts';

/** The order settings as the console shows them. */
export async function orderSettings(db: Pick<Database, 'select'>): Promise<OrderSettings> {
  return { min_order_usd: moneyNumber(await minOrderUsd(db)) };
}

/** Sets the order minimum, audited with what it was. */
export async function setOrderSettings(
  db: Database,
  actor: StaffActor,
  form: OrderSettingsForm,
): Promise<OrderSettings> {
  await db.transaction(async (tx) => {
    const before = await orderSettings(tx);
    await writeMinOrderUsd(tx, form.min_order_usd);
    await recordAuditAs(tx, actor, {
      action: 'settings.change',
      entityType: 'shop_settings',
      entityId: SETTING_MIN_ORDER_USD,
      before,
      after: { min_order_usd: moneyNumber(form.min_order_usd) },
    });
  });
  return { min_order_usd: moneyNumber(form.min_order_usd) };
}

/**
 * What minimums read of a priced cart (the cart's PricedCart fits it): each line's style, its
 * minimum and pairs, and the goods' total. Declared here so the cart may ask the minimums
 * without the minimums depending on the cart.
 */
export interface PricedGoods {
  lines: readonly {
    source: {
      itemGroupId?: number | null;
      styleName?: string | null;
      productName: string;
      minPairs: number;
      quantity: number;
    };
  }[];
  total: DecimalValue;
  currency: string;
}

/**
 * What a priced cart or order falls short of. `usdUnknown`: a minimum is set but the goods'
 * currency has no rate to dollars, so the order minimum cannot be judged (placement refuses).
 */
export function shortfallsOf(
  priced: PricedGoods,
  rates: ExchangeRates,
  minimumUsd: string,
): Judged {
  const lines = priced.lines.map((l) => ({
    itemGroupId: l.source.itemGroupId ?? 0,
    style: l.source.styleName ?? l.source.productName,
    minPairs: l.source.minPairs,
    quantity: l.source.quantity,
  }));
  return judged(lines, { total: priced.total, currency: priced.currency }, rates, minimumUsd);
}

type Judged = Shortfalls & { usdUnknown: boolean };

/** The domain's rule, with the goods converted to dollars at `rates` when a minimum is set. */
function judged(
  lines: readonly MinimumLine[],
  goods: { total: DecimalValue; currency: string } | undefined,
  rates: ExchangeRates,
  minimumUsd: string,
): Judged {
  const hasMinimum = goods !== undefined && decimal(minimumUsd).greaterThan(0);
  const goodsUsd = hasMinimum ? amountInUsd(goods.total, goods.currency, rates) : undefined;
  const result = minimumShortfalls(
    lines,
    goodsUsd ? { goodsUsd, minOrderUsd: minimumUsd } : undefined,
  );
  return { ...result, usdUnknown: hasMinimum && !goodsUsd };
}

/**
 * What an amendment falls short of (issue 41 item 6): placement's rule, applied to what the
 * amendment changes. A style whose pairs it changes (and keeps in the order) must still reach
 * its `min_pairs`; an amendment that lowers the goods must leave them at or above the order
 * minimum at today's rate. What it leaves alone is not judged again, so an order placed before
 * a minimum was raised is not blocked by a style no one touched.
 */
export function amendmentShortfalls(
  lines: readonly (MinimumLine & { changed: boolean })[],
  goods: { total: DecimalValue; before: DecimalValue; currency: string },
  rates: ExchangeRates,
  minimumUsd: string,
): Judged {
  const changedStyles = new Set(lines.filter((l) => l.changed).map((l) => l.itemGroupId));
  const lowered = decimal(goods.total).lessThan(goods.before);
  return judged(
    lines.filter((l) => changedStyles.has(l.itemGroupId)),
    lowered ? goods : undefined,
    rates,
    minimumUsd,
  );
}

/**
 * The last word of placement (and of an amendment, in staff's words): 400 `below_minimum`
 * naming the first style short of its minimum (all of them in `styles`), else 400
 * `below_minimum_order` with the amounts. Nothing is written.
 */
export function refuseShortfalls(
  shortfalls: Judged,
  by: 'placement' | 'amendment' = 'placement',
): void {
  const whose = by === 'placement' ? 'your' : 'the';
  const lead = by === 'placement' ? '' : 'The order was not changed: ';
  if (shortfalls.styles.length > 0)
    throw new HttpError(
      400,
      'below_minimum',
      lead + styleShortfallSentence(shortfalls.styles, whose),
      undefined,
      { styles: shortfalls.styles },
    );
  if (shortfalls.order)
    throw new HttpError(
      400,
      'below_minimum_order',
      lead + orderShortfallSentence(shortfalls.order, whose),
      undefined,
      { ...shortfalls.order },
    );
  if (shortfalls.usdUnknown)
    throw new HttpError(
      503,
      'rates_unavailable',
      `The order cannot be checked against the minimum order right now, so it was not ${by === 'placement' ? 'placed' : 'changed'}. Please try again shortly.`,
    );
}
