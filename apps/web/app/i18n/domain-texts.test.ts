// The domain's screen texts in the page's language (i18n/domain-texts.ts): in English exactly
// the domain's own writers' words, case by case, and in Japanese and Chinese from the catalogues.
import { describe, expect, it } from 'vitest';
import {
  addCartonsLabel,
  cartonBreakdown,
  decimal,
  nextTierHintText,
  preOrderTransitText,
  saleModeNote,
  shippingDays,
  shipsFromText,
  SIZE_SYSTEM_LABELS,
  SIZE_SYSTEMS,
  slabLabel,
  styleMinimumText,
  type PriceSlab,
} from '@solestock/domain';
import { domainTexts, englishDomainTexts as en } from './domain-texts';
import { loadCatalogue } from './i18n';

const slabs: Pick<PriceSlab, 'operator' | 'min_quantity' | 'max_quantity'>[] = [
  { operator: 'from_to', min_quantity: 25, max_quantity: 99 },
  { operator: '>=', min_quantity: 300, max_quantity: null },
  { operator: '<=', min_quantity: 0, max_quantity: 100 },
  { operator: 'from_to', min_quantity: null, max_quantity: null },
] as Pick<PriceSlab, 'operator' | 'min_quantity' | 'max_quantity'>[];
const windows: [string | null, string | null][] = [
  ['2027-03-01', '2027-03-15'],
  ['2027-02-28', '2027-03-15'],
  ['2026-12-28', '2027-01-15'],
  ['2027-03-01', '2027-03-01'],
  ['2027-03-01', null],
  [null, '2027-03-15'],
  [null, null],
];

async function inLocale(locale: 'ja' | 'zh-CN') {
  const i18n = await loadCatalogue(locale);
  return domainTexts((id, values) => i18n._(id, values), locale);
}

describe('the domain’s texts in English', () => {
  it('are the domain writers’ words, byte for byte', () => {
    for (const s of slabs) expect(en.slab(s)).toBe(slabLabel(s));
    for (const country of ['us', 'jp', 'gb', 'xx'])
      for (const mode of ['air', 'sea'] as const)
        expect(en.shippingDays(country, mode)).toBe(shippingDays(country, mode));
    for (const [from, by] of windows) {
      expect(en.saleModeNote('pre_order', from, by)).toBe(saleModeNote('pre_order', from, by));
      expect(en.preOrderTransit('7-10 days', from, by)).toBe(
        preOrderTransitText('7-10 days', from, by),
      );
    }
    expect(en.saleModeNote('stock', '2027-03-01', null)).toBeNull();
    expect(en.styleMinimum(24)).toBe(styleMinimumText(24));
    expect(en.shipsFrom('2027-01-15')).toBe(shipsFromText('2027-01-15'));
    expect(en.lotShipsFrom(1, '2027-01-15')).toBe('ships from 15 Jan 2027');
    expect(en.lotShipsFrom(4, '2027-01-15')).toBe('ship from 15 Jan 2027');
    for (const system of SIZE_SYSTEMS)
      expect(en.sizeSystem(system)).toBe(SIZE_SYSTEM_LABELS[system]);
    for (const add of [1, 3])
      for (const ofStyle of [false, true]) {
        const hint = { add, symbol: '$', unitPrice: decimal('8.75') };
        expect(en.tierHint(hint, ofStyle)).toBe(nextTierHintText(hint, ofStyle));
      }
    const ratio = { '5': 1, '6': 2, '7': 3 };
    for (const cartons of [1, 3]) {
      expect(en.cartonBreakdown(ratio, cartons)).toBe(cartonBreakdown(ratio, cartons));
      expect(en.addCartons(cartons)).toBe(addCartonsLabel(cartons));
    }
    expect(en.cartonBreakdown({ '8': 1 })).toBe('1 pair: 8×1');
    expect(en.optionsLine(1, 1)).toBe('1 colour available');
    expect(en.optionsLine(4, 6)).toBe('4 colours, 6 sizes available');
    expect(en.optionsLine(0, 1)).toBe('');
  });
});

describe('the domain’s texts in Japanese and Chinese', () => {
  it('write quantities, days and windows in the language, dates through Intl', async () => {
    const ja = await inLocale('ja');
    expect(ja.slab(slabs[0]!)).toBe('25～99足');
    expect(ja.shippingDays('us', 'air')).toBe('7～10日');
    expect(ja.saleModeNote('pre_order', '2027-03-01', '2027-03-15')).toBe(
      '予約注文：2027年3月1日～2027年3月15日に出荷',
    );
    expect(ja.styleMinimum(24)).toBe('スタイルごとに最低24足（サイズ・カラーの組み合わせ可）');
    expect(ja.shipsFrom('2027-01-15')).toBe('2027年1月15日から出荷');
    expect(ja.addCartons(3)).toBe('3カートンを追加');
    expect(ja.optionsLine(4, 6)).toBe('4色・6サイズ展開');
    const zh = await inLocale('zh-CN');
    expect(zh.slab(slabs[1]!)).toBe('300双及以上');
    expect(zh.preOrderTransit(zh.shippingDays('us', 'sea'), null, '2027-03-15')).toBe(
      '2027年3月15日前发货，之后30-45天',
    );
    expect(zh.tierHint({ add: 2, symbol: '¥', unitPrice: decimal('50') })).toBe(
      '再加2双，每双¥50.00',
    );
  });
});
