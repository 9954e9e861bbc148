// A pre-order's shipping window in words (docs/api.md, "Stock and pre-orders"): one formatter
// for the listing card, the product page, the cart, the order page and the order mails, so every
// screen says "Pre-order: ships 1–15 Mar 2027" the same way. Dates are the group's `ships_from`
// and `ships_by`, 'YYYY-MM-DD' calendar days with no time zone: they are read as written, never
// through Date, so a shopper west of UTC does not see the day before.

const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A calendar day as the item group stores it. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** 'YYYY-MM-DD' as a calendar day, or null when it is not one (2027-02-30 is not). */
export function calendarDay(text: string): CalendarDay | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= last ? { year, month, day } : null;
}

const monthYear = (d: CalendarDay) => `${MONTHS[d.month - 1]} ${d.year}`;
const full = (d: CalendarDay) => `${d.day} ${monthYear(d)}`;

/**
 * The window alone, as short as it reads: "1–15 Mar 2027", "28 Feb – 15 Mar 2027",
 * "28 Dec 2026 – 15 Jan 2027", "1 Mar 2027" (one day), "from 1 Mar 2027", "by 15 Mar 2027";
 * null when neither date is set (or readable).
 */
export function shipWindow(from: string | null, by: string | null): string | null {
  const parts = shipWindowParts(from, by);
  if (!parts) return null;
  switch (parts.kind) {
    case 'from':
      return `from ${full(parts.start)}`;
    case 'by':
      return `by ${full(parts.end)}`;
    case 'day':
      return full(parts.end);
    case 'range':
      return englishDayRange(parts.start, parts.end);
  }
}

/** Two days in English, as short as they read: "1–15 Mar 2027", "28 Feb – 15 Mar 2027". */
export function englishDayRange(start: CalendarDay, end: CalendarDay): string {
  if (start.year !== end.year) return `${full(start)} – ${full(end)}`;
  if (start.month !== end.month) return `${start.day} ${MONTHS[start.month - 1]} – ${full(end)}`;
  if (start.day !== end.day) return `${start.day}–${end.day} ${monthYear(end)}`;
  return full(end);
}

/** A day in English: "1 Mar 2027". */
export const englishDay = (d: CalendarDay) => full(d);

/**
 * What a window is made of, for screens that write it in another language (shipWindow's
 * cases): both days, one day, from a day, by a day; null when neither date is set (or readable).
 */
export type ShipWindowParts =
  | { kind: 'range'; start: CalendarDay; end: CalendarDay }
  | { kind: 'day'; end: CalendarDay }
  | { kind: 'from'; start: CalendarDay }
  | { kind: 'by'; end: CalendarDay };

export function shipWindowParts(from: string | null, by: string | null): ShipWindowParts | null {
  const start = from ? calendarDay(from) : null;
  const end = by ? calendarDay(by) : null;
  if (start && end) {
    const same = start.year === end.year && start.month === end.month && start.day === end.day;
    return same ? { kind: 'day', end } : { kind: 'range', start, end };
  }
  if (start) return { kind: 'from', start };
  if (end) return { kind: 'by', end };
  return null;
}

/** "Pre-order: ships 1–15 Mar 2027", or "Pre-order" when the group names no dates. */
export function preOrderText(from: string | null, by: string | null): string {
  const window = shipWindow(from, by);
  return window ? `Pre-order: ships ${window}` : 'Pre-order';
}

/**
 * A shipping mode's delivery time for a pre-order (issue 43 item 5): the window first, then the
 * mode's transit after it, "Ships 1–15 Mar 2027, then 7-10 days", never the transit alone as if
 * the goods left now. Without dates: "7-10 days once the pre-order ships".
 */
export function preOrderTransitText(days: string, from: string | null, by: string | null): string {
  const window = shipWindow(from, by);
  return window ? `Ships ${window}, then ${days}` : `${days} once the pre-order ships`;
}

/**
 * What a line or group of this sale mode says about shipping: the pre-order's window, or null
 * for goods sold at once (unlimited or from stock).
 */
export function saleModeNote(
  saleMode: string | null | undefined,
  from: string | null | undefined,
  by: string | null | undefined,
): string | null {
  return saleMode === 'pre_order' ? preOrderText(from ?? null, by ?? null) : null;
}
