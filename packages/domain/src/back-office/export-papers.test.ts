import { describe, expect, it } from 'vitest';
import {
  cartonCbm,
  defaultShippingMarks,
  exportDefaults,
  exportEditable,
  incotermLong,
  incotermWithPlace,
  orderExportBody,
  sumThree,
} from './export-papers.ts';
import { DEFAULT_SELLER_DETAILS } from './seller-payloads.ts';

describe('cartonCbm', () => {
  it('is L × W × H cm over 1,000,000, three decimals, rounded half-up', () => {
    expect(cartonCbm(60, 40, 30)).toBe('0.072');
    // 66,880 cm³ = 0.06688 m³.
    expect(cartonCbm(55, 38, 32)).toBe('0.067');
    // 0.0625 exactly: half-up, not to even (a float would give 0.062).
    expect(cartonCbm(50, 50, 25)).toBe('0.063');
    expect(cartonCbm(12.5, 10, 4)).toBe('0.001');
    expect(cartonCbm(120, 80, 100)).toBe('0.960');
  });

  it('refuses a side that is not a length', () => {
    expect(() => cartonCbm(-1, 40, 30)).toThrow(RangeError);
    expect(() => cartonCbm(Number.NaN, 40, 30)).toThrow(RangeError);
  });

  it('sums exactly', () => {
    expect(sumThree(['0.072', '0.067', '0.072'])).toBe('0.211');
    expect(sumThree(Array.from({ length: 10 }, () => '0.1'))).toBe('1.000');
    expect(sumThree([])).toBe('0.000');
  });
});

describe('defaultShippingMarks', () => {
  it('is the buyer’s mark, the order and the carton’s place, one per line', () => {
    expect(defaultShippingMarks('Zoë Müller Schuhe GmbH', 4821, 3, 12)).toBe(
      'Zoë Müller Schuhe GmbH\nOrder 4821\nCarton 3 of 12',
    );
    expect(defaultShippingMarks('  ', 7, 1, 1)).toBe('Order 7\nCarton 1 of 1');
  });
});

describe('the incoterm with its place', () => {
  it('reads "FOB Chennai", and in full with its words', () => {
    expect(incotermWithPlace('FOB', ' Chennai ')).toBe('FOB Chennai');
    expect(incotermWithPlace('EXW', '')).toBe('EXW');
    expect(incotermLong('DAP', 'Leeds')).toBe('DAP Leeds (Delivered At Place, Incoterms 2020)');
  });
});

describe('export details', () => {
  it('default from the seller, by air when every line goes by air', () => {
    const seller = {
      ...DEFAULT_SELLER_DETAILS,
      incoterm: 'FOB' as const,
      incoterm_place: 'Chennai',
      port_of_loading: 'Chennai (INMAA)',
    };
    expect(exportDefaults(seller, ['sea', 'air'])).toEqual({
      incoterm: 'FOB',
      incoterm_place: 'Chennai',
      port_of_loading: 'Chennai (INMAA)',
      port_of_discharge: '',
      transport: 'sea',
    });
    expect(exportDefaults(seller, ['air', 'air']).transport).toBe('air');
    expect(exportDefaults(seller, []).transport).toBe('sea');
  });

  it('may change until the order ships', () => {
    expect(['submitted', 'paid', 'confirmed'].every(exportEditable)).toBe(true);
    expect(['shipped', 'partially_shipped', 'delivered', 'cancelled'].some(exportEditable)).toBe(
      false,
    );
  });

  it('are read with sentences', () => {
    const bad = orderExportBody.safeParse({ incoterm: 'FOX', transport: 'rail', version: 0 });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual([
      'Choose the incoterm: one of EXW, FCA, FOB, CIF, DAP, DDP.',
      'Choose how the goods travel: one of air, sea, road, courier.',
      'version is the order’s version you saw, a whole number.',
    ]);
    const good = orderExportBody.parse({
      incoterm: 'FOB',
      incoterm_place: '  Chennai ',
      transport: 'sea',
      version: 3,
    });
    expect(good).toEqual({
      incoterm: 'FOB',
      incoterm_place: 'Chennai',
      port_of_loading: '',
      port_of_discharge: '',
      transport: 'sea',
      version: 3,
    });
  });
});
