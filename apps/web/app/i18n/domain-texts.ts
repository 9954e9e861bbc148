// The texts the domain package writes in English for screens (slab quantities, delivery days,
// pre-order windows, minimums, incoming stock, size systems, the next-tier hint, cartons), in the
// page's language. The domain keeps each rule (which case, which numbers and days: slabBounds,
// shippingDayRange, shipWindowParts, cartonBreakdownParts, nextTierHint); this writes its words
// from the catalogue's `domain.` messages, whose English is the domain's English writers' byte for
// byte (domain-texts.test.ts holds them together). The API, mails and papers keep the English
// writers. Dates: English as the domain writes them ("1–15 Mar 2027"), the others through Intl,
// day by day (Node's Intl writes a Japanese range "2027/03/01～2027/03/15").
import { useContext } from 'react';
import type { I18n } from '@lingui/core';
import { LinguiContext } from '@lingui/react';
import {
  cartonBreakdownParts,
  englishDay,
  englishDayRange,
  formatPrice,
  shippingDayRange,
  shippingDays,
  shipWindowParts,
  slabBounds,
  type CalendarDay,
  type NextTierHint,
  type PackRatio,
  type PriceSlab,
  type SaleMode,
  type SizeSystem,
} from '@solestock/domain';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@solestock/domain/locales';
import { i18nOf, type MessageId, type Translate } from './i18n';

const SIZE_SYSTEM_IDS: Record<SizeSystem, MessageId> = {
  uk: 'domain.sizeSystem.uk',
  eu: 'domain.sizeSystem.eu',
  'us-men': 'domain.sizeSystem.usMen',
  'us-women': 'domain.sizeSystem.usWomen',
  kids: 'domain.sizeSystem.kids',
  letter: 'domain.sizeSystem.letter',
};

const asDate = (d: CalendarDay) => new Date(Date.UTC(d.year, d.month - 1, d.day));
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
function dayFormat(locale: Locale): Intl.DateTimeFormat {
  let format = dayFormats.get(locale);
  if (!format) {
    // Calendar days, read as written: in UTC, so no shopper sees the day before.
    format = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      timeZone: 'UTC',
    });
    dayFormats.set(locale, format);
  }
  return format;
}

export type DomainTexts = ReturnType<typeof domainTexts>;

export function domainTexts(t: Translate, locale: Locale) {
  const day = (d: CalendarDay) =>
    locale === DEFAULT_LOCALE ? englishDay(d) : dayFormat(locale).format(asDate(d));
  const range = (a: CalendarDay, b: CalendarDay) =>
    locale === DEFAULT_LOCALE
      ? englishDayRange(a, b)
      : t('domain.window.range', { start: day(a), end: day(b) });
  /** shipWindow's words. */
  const shipWindow = (from: string | null, by: string | null): string | null => {
    const parts = shipWindowParts(from, by);
    if (!parts) return null;
    switch (parts.kind) {
      case 'from':
        return t('domain.window.from', { date: day(parts.start) });
      case 'by':
        return t('domain.window.by', { date: day(parts.end) });
      case 'day':
        return day(parts.end);
      case 'range':
        return range(parts.start, parts.end);
    }
  };
  const preOrder = (from: string | null, by: string | null) => {
    const window = shipWindow(from, by);
    return window ? t('domain.preOrder.ships', { window }) : t('domain.preOrder');
  };
  return {
    /** slabLabel: "25-99 pairs". */
    slab(slab: Pick<PriceSlab, 'operator' | 'min_quantity' | 'max_quantity'>): string {
      const { min, max } = slabBounds(slab);
      if (min !== null && max !== null) return t('domain.slab.between', { min, max });
      if (min !== null) return t('domain.slab.from', { min });
      if (max !== null) return t('domain.slab.upTo', { max });
      return t('domain.slab.any');
    },
    /** shippingDays: "7-10 days". */
    shippingDays(country: string, mode: 'air' | 'sea'): string {
      const days = shippingDayRange(country, mode);
      return days ? t('domain.shippingDays', days) : shippingDays(country, mode);
    },
    /** saleModeNote: "Pre-order: ships 1–15 Mar 2027", null for goods sold at once. */
    saleModeNote(
      saleMode: SaleMode | null | undefined,
      from: string | null | undefined,
      by: string | null | undefined,
    ): string | null {
      return saleMode === 'pre_order' ? preOrder(from ?? null, by ?? null) : null;
    },
    /** preOrderTransitText: "Ships 1–15 Mar 2027, then 7-10 days". */
    preOrderTransit(days: string, from: string | null, by: string | null): string {
      const window = shipWindow(from, by);
      return window
        ? t('domain.preOrder.transit', { window, days })
        : t('domain.preOrder.transitNoDates', { days });
    },
    /** styleMinimumText. */
    styleMinimum: (minPairs: number) => t('domain.styleMinimum', { minPairs }),
    /** shipsFromText: "Ships from 15 Jan 2027". */
    shipsFrom: (date: string) => t('domain.shipsFrom', { date: shipWindow(date, date) ?? date }),
    /** "ship from 15 Jan 2027" after a count of incoming pairs ("ships" for one). */
    lotShipsFrom: (pairs: number, date: string) =>
      t('domain.lotShipsFrom', { pairs, date: shipWindow(date, date) ?? date }),
    /** SIZE_SYSTEM_LABELS. */
    sizeSystem: (system: SizeSystem) => t(SIZE_SYSTEM_IDS[system]),
    /** nextTierHintText. */
    tierHint(hint: Pick<NextTierHint, 'add' | 'symbol' | 'unitPrice'>, ofStyle = false): string {
      const values = { add: hint.add, price: formatPrice(hint.symbol, hint.unitPrice) };
      return ofStyle ? t('tier.hintOfStyle', values) : t('tier.hint', values);
    },
    /** cartonBreakdown: "36 pairs: 5×3, 6×6, 7×9". */
    cartonBreakdown(ratio: Readonly<PackRatio>, cartons = 1): string {
      return t('carton.breakdown', cartonBreakdownParts(ratio, cartons));
    },
    /** addCartonsLabel: "Add 3 cartons". */
    addCartons: (cartons: number) => t('carton.add', { cartons }),
    /** The variant selector's line: "3 colours, 8 sizes available" (empty for neither). */
    optionsLine(colours: number, sizes: number): string {
      const parts = [
        ...(colours > 0 ? [t('domain.options.colours', { count: colours })] : []),
        ...(sizes > 1 ? [t('domain.options.sizes', { count: sizes })] : []),
      ];
      if (parts.length === 0) return '';
      const [first, second] = parts as [string, string | undefined];
      const joined = second ? t('domain.options.join', { first, second }) : first;
      return t('domain.options.line', { parts: joined });
    },
  };
}

/** The English writers, for code outside a page (the same words as an English page's). */
export const englishDomainTexts = domainTexts(
  (id, values) => i18nOf(DEFAULT_LOCALE)._(id, values),
  DEFAULT_LOCALE,
);

/** The domain's texts in the page's language (English outside a provider, as useT). */
export function useDomainTexts(): DomainTexts {
  const i18n = useMessages();
  let texts = writersOf.get(i18n);
  if (!texts) {
    const locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
    texts = domainTexts((id, values) => i18n._(id, values), locale);
    writersOf.set(i18n, texts);
  }
  return texts;
}

// One set of writers per loaded language, not per card or render: a listing's cards share it.
const writersOf = new WeakMap<I18n, DomainTexts>();

const useMessages = () => useContext(LinguiContext)?.i18n ?? i18nOf(DEFAULT_LOCALE);

/** The language the page's messages are in (as useT's: English outside a provider). */
export function useMessagesLocale(): Locale {
  const { locale } = useMessages();
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}
