// The pre-order window in words: one formatter for every screen and mail (docs/api.md).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDay,
  preOrderText,
  preOrderTransitText,
  saleModeNote,
  shipWindow,
} from './ship-window.ts';

describe('preOrderText', () => {
  it('compacts a window within one month, as the contract writes it', () => {
    expect(preOrderText('2027-03-01', '2027-03-15')).toBe('Pre-order: ships 1–15 Mar 2027');
  });

  it('names both months within one year, and both years across a new year', () => {
    expect(preOrderText('2027-02-28', '2027-03-15')).toBe('Pre-order: ships 28 Feb – 15 Mar 2027');
    expect(preOrderText('2026-12-28', '2027-01-15')).toBe(
      'Pre-order: ships 28 Dec 2026 – 15 Jan 2027',
    );
  });

  it('one day, one end, or none', () => {
    expect(preOrderText('2027-03-01', '2027-03-01')).toBe('Pre-order: ships 1 Mar 2027');
    expect(preOrderText('2027-09-03', null)).toBe('Pre-order: ships from 3 Sep 2027');
    expect(preOrderText(null, '2027-09-30')).toBe('Pre-order: ships by 30 Sep 2027');
    expect(preOrderText(null, null)).toBe('Pre-order');
  });

  it('says nothing about goods sold at once', () => {
    expect(saleModeNote('unlimited', '2027-03-01', '2027-03-15')).toBeNull();
    expect(saleModeNote('stock', null, null)).toBeNull();
    expect(saleModeNote(undefined, null, null)).toBeNull();
    expect(saleModeNote('pre_order', '2027-03-01', '2027-03-15')).toBe(
      'Pre-order: ships 1–15 Mar 2027',
    );
  });
});

describe('calendarDay', () => {
  it('reads real days only', () => {
    expect(calendarDay('2028-02-29')).toEqual({ year: 2028, month: 2, day: 29 });
    expect(calendarDay('2027-02-29')).toBeNull();
    expect(calendarDay('2027-13-01')).toBeNull();
    expect(calendarDay('2027-04-31')).toBeNull();
    expect(calendarDay('2027-4-1')).toBeNull();
    expect(calendarDay('1 Mar 2027')).toBeNull();
  });

  it('agrees with the calendar for every day of some years', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31') }), (d) => {
        fc.pre(!Number.isNaN(d.getTime()));
        const text = d.toISOString().slice(0, 10);
        expect(calendarDay(text)).toEqual({
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
        });
      }),
    );
  });

  it('a window always starts with the first day and ends with the last day in full', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31') }),
        fc.integer({ min: 0, max: 800 }),
        (start, days) => {
          fc.pre(!Number.isNaN(start.getTime()));
          const end = new Date(start.getTime() + days * 86_400_000);
          const [from, by] = [start, end].map((d) => d.toISOString().slice(0, 10));
          const text = shipWindow(from!, by!)!;
          const month = (d: Date) => text.match(/[A-Z][a-z]{2}/g)!.at(d === end ? -1 : 0);
          // However it compacts, it ends with the last day in full and starts with the first day.
          expect(text.endsWith(`${end.getUTCDate()} ${month(end)} ${end.getUTCFullYear()}`)).toBe(
            true,
          );
          expect(text.startsWith(`${start.getUTCDate()}`)).toBe(true);
          expect(month(end)).toBe(
            ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
              end.getUTCMonth()
            ],
          );
        },
      ),
    );
  });
});

describe('preOrderTransitText (issue 43 item 5)', () => {
  it('says the window first, then the mode’s transit after it', () => {
    expect(preOrderTransitText('7-10 days', '2027-03-01', '2027-03-15')).toBe(
      'Ships 1–15 Mar 2027, then 7-10 days',
    );
    expect(preOrderTransitText('30-45 days', null, '2027-03-15')).toBe(
      'Ships by 15 Mar 2027, then 30-45 days',
    );
    expect(preOrderTransitText('7-10 days', null, null)).toBe('7-10 days once the pre-order ships');
  });
});
