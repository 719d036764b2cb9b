// The History list's days and times: versions grouped by the calendar day they were saved on (in the reader's
// time zone), each day named relative to today ("today", "yesterday", then the date), each version's time
// relative to now ("5 minutes ago"). Pure: locale, time zone and now are given, so tests pin them.

export interface DayGroup<T> {
  /** YYYY-MM-DD in the time zone. */
  day: string;
  items: T[];
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar day of `when` in `timeZone`, as YYYY-MM-DD. */
export function dayKey(when: number, timeZone: string | undefined): string {
  const key = timeZone ?? '';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(key, format);
  }
  const parts = Object.fromEntries(format.formatToParts(when).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/** Groups `items` (newest first, as the server lists them) by day, keeping their order. Invalid times go last. */
export function groupByDay<T>(items: readonly T[], timeOf: (item: T) => string, timeZone?: string): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const when = Date.parse(timeOf(item));
    const day = Number.isNaN(when) ? '' : dayKey(when, timeZone);
    const last = groups.at(-1);
    if (last?.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}

/** Whole days from `day` to `today` (both YYYY-MM-DD): 0 today, 1 yesterday. */
function daysBetween(day: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${day}T00:00:00Z`)) / 86_400_000);
}

/** A day's heading: "Today", "Yesterday" in the locale's words, else the full date. */
export function dayHeading(day: string, now: number, locale: string, timeZone?: string): string {
  const ago = daysBetween(day, dayKey(now, timeZone));
  if (ago === 0 || ago === 1) {
    const words = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-ago, 'day');
    return words.charAt(0).toLocaleUpperCase(locale) + words.slice(1);
  }
  // Noon UTC of that day names the same date in every time zone.
  return new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(Date.parse(`${day}T12:00:00Z`));
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago `when` was, in the largest whole unit ("3 hours ago"); under a minute "now". */
export function relativeTime(when: number, now: number, locale: string): string {
  const format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  const elapsed = Math.max(0, now - when);
  for (const [unit, size] of UNITS) {
    if (elapsed >= size) return format.format(-Math.floor(elapsed / size), unit);
  }
  return format.format(0, 'second');
}
