import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BREAKPOINT_DESKTOP_PX,
  BREAKPOINT_TABLET_PX,
  CART_BADGE_MAX,
  DEFAULT_MODE,
  DEFAULT_QUANTITY,
  FALLBACK_SLAB_LABELS,
  LISTING_PAGE_SIZE,
  MODES,
  NEW_ARRIVAL_LINK_VALUE,
  PARTNER_STRIP_INITIAL_SECONDS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  QUANTITY_PRESETS,
  SCREEN_TYPES,
  SEARCH_SORT_OPTIONS,
  SHOP_BY,
  SHOP_BY_BRAND_MAX,
  SHOP_BY_BRAND_TABLET_MAX,
  SLABS_SHOWN,
  SORT_OPTIONS,
  cartBadgeText,
  isMode,
  partnerStripDurationSeconds,
  screenTypeForWidth,
  shopByBrandMax,
  shopByFromRoute,
  totalPages,
} from './constants.ts';

describe('screenTypeForWidth (000 §9)', () => {
  it.each([
    [0, 'mobile'],
    [767, 'mobile'],
    [767.5, 'mobile'],
    [768, 'tablet'],
    [1000, 'tablet'],
    [1024, 'tablet'],
    [1024.5, 'desktop'],
    [1025, 'desktop'],
    [2560, 'desktop'],
  ] as const)('%s px is %s', (px, type) => {
    expect(screenTypeForWidth(px)).toBe(type);
  });

  it('never goes down a size as the width grows', () => {
    const rank = { mobile: 0, tablet: 1, desktop: 2 } as const;
    fc.assert(
      fc.property(fc.nat(5000), fc.nat(5000), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(rank[screenTypeForWidth(lo)]).toBeLessThanOrEqual(rank[screenTypeForWidth(hi)]);
        expect(SCREEN_TYPES).toContain(screenTypeForWidth(a));
      }),
    );
  });
});

describe('shopByBrandMax (000 §9)', () => {
  it('shows 4 only from 768 up to but below 1024 px', () => {
    expect(shopByBrandMax(BREAKPOINT_TABLET_PX - 1)).toBe(SHOP_BY_BRAND_MAX);
    expect(shopByBrandMax(BREAKPOINT_TABLET_PX)).toBe(SHOP_BY_BRAND_TABLET_MAX);
    expect(shopByBrandMax(BREAKPOINT_DESKTOP_PX - 1)).toBe(SHOP_BY_BRAND_TABLET_MAX);
    expect(shopByBrandMax(BREAKPOINT_DESKTOP_PX)).toBe(SHOP_BY_BRAND_MAX);
  });
});

describe('partnerStripDurationSeconds (000 §9)', () => {
  it('is half the content width times 0.007', () => {
    expect(partnerStripDurationSeconds(2000)).toBeCloseTo(7, 10);
    expect(partnerStripDurationSeconds(25714)).toBeCloseTo(90, 2);
  });

  it('keeps the initial 90 s until the strip has a width', () => {
    expect(partnerStripDurationSeconds(0)).toBe(PARTNER_STRIP_INITIAL_SECONDS);
    expect(partnerStripDurationSeconds(-5)).toBe(PARTNER_STRIP_INITIAL_SECONDS);
    expect(partnerStripDurationSeconds(Number.NaN)).toBe(PARTNER_STRIP_INITIAL_SECONDS);
  });

  it('grows linearly with the width', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (w) => {
        const d = partnerStripDurationSeconds(w);
        expect(d).toBeGreaterThan(0);
        expect(partnerStripDurationSeconds(w * 2)).toBeCloseTo(d * 2, 9);
      }),
    );
  });
});

describe('cartBadgeText (000 §2, §9)', () => {
  it.each([
    [0, '0'],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [12345, '99+'],
  ])('%s items reads %s', (n, text) => {
    expect(cartBadgeText(n)).toBe(text);
  });

  it('shows the count up to 99 and 99+ above, never more than 3 characters', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), (n) => {
        const text = cartBadgeText(n);
        expect(text).toBe(n > CART_BADGE_MAX ? '99+' : String(n));
        expect(text.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('does not show a negative or fractional count', () => {
    expect(cartBadgeText(-3)).toBe('0');
    expect(cartBadgeText(2.7)).toBe('2');
    expect(cartBadgeText(Number.NaN)).toBe('0');
  });
});

describe('shopByFromRoute (000 §2)', () => {
  it.each([
    ['New Arrival', 'new_arrival'],
    ['new arrival', 'new_arrival'],
    ['NEW ARRIVAL', 'new_arrival'],
    [NEW_ARRIVAL_LINK_VALUE, 'new_arrival'],
    ['new arrvial', 'new_arrival'],
    ['new_arrival', 'new_arrival'],
    ['Most Popular', 'most_popular'],
    ['most-popular', 'most_popular'],
    ['  most_popular ', 'most_popular'],
  ] as const)('%j is %s', (value, api) => {
    expect(shopByFromRoute(value)).toBe(api);
  });

  it.each(['', 'New', 'Arrival', 'newarrival', 'recommended', 'Most Popular Items'])(
    '%j is no curated list',
    (value) => {
      expect(shopByFromRoute(value)).toBeUndefined();
    },
  );

  it('ignores the case of every route value', () => {
    const values = [...SHOP_BY.map((s) => s.route), NEW_ARRIVAL_LINK_VALUE];
    fc.assert(
      fc.property(
        fc.constantFrom(...values),
        fc.array(fc.boolean(), { minLength: 20, maxLength: 20 }),
        (value, upper) => {
          const mixed = [...value]
            .map((ch, i) => (upper[i] ? ch.toUpperCase() : ch.toLowerCase()))
            .join('');
          const expected =
            value === NEW_ARRIVAL_LINK_VALUE ? 'new_arrival' : shopByFromRoute(value);
          expect(shopByFromRoute(mixed)).toBe(expected);
        },
      ),
    );
  });

  it('resolves nothing for words that are not a list', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,12}$/), (word) => {
        expect(shopByFromRoute(word)).toBeUndefined();
      }),
    );
  });
});

describe('totalPages (000 §9)', () => {
  it('is ceil(count / 10)', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(1)).toBe(1);
    expect(totalPages(10)).toBe(1);
    expect(totalPages(11)).toBe(2);
    expect(totalPages(41, 20)).toBe(3);
  });

  it('has room for every item and no empty last page', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 100 }), (count, size) => {
        const pages = totalPages(count, size);
        expect(pages * size).toBeGreaterThanOrEqual(count);
        expect((pages - 1) * size).toBeLessThan(Math.max(count, 1));
      }),
    );
  });
});

describe('spec constants hang together', () => {
  it('the default quantity is a preset and within the server limits', () => {
    expect(QUANTITY_PRESETS).toContain(DEFAULT_QUANTITY);
    for (const q of QUANTITY_PRESETS) {
      expect(q).toBeGreaterThanOrEqual(QUANTITY_MIN);
      expect(q).toBeLessThanOrEqual(QUANTITY_MAX);
    }
    expect([...QUANTITY_PRESETS]).toEqual([...QUANTITY_PRESETS].sort((a, b) => a - b));
  });

  it('fallback labels fill exactly the slabs shown', () => {
    expect(FALLBACK_SLAB_LABELS).toHaveLength(SLABS_SHOWN);
  });

  it('the default mode is a mode, and modes are air and sea only', () => {
    expect(isMode(DEFAULT_MODE)).toBe(true);
    expect(MODES[DEFAULT_MODE].label).toBe('Air Mode');
    expect(isMode('rail')).toBe(false);
    expect(isMode(undefined)).toBe(false);
  });

  it('search sorts are the listing sorts in another order', () => {
    expect(SEARCH_SORT_OPTIONS.map((o) => o.label)).toEqual([
      'Recommended',
      'Most Popular',
      'New Arrival',
    ]);
    expect(new Set(SEARCH_SORT_OPTIONS)).toEqual(new Set(SORT_OPTIONS));
    expect(LISTING_PAGE_SIZE).toBe(10);
  });
});
