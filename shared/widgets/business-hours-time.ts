// The business_hours status: open or closed now, and the next opening or closing, in the business's own
// IANA time zone with the platform's time zone data (Intl): no library, the same answer in Node and in the
// browser. Opening hours are wall-clock times: on a clock-change day 09:00-17:00 is still 09:00 to 17:00 on
// the business's clocks, and only "in how many minutes" counts real time. A range that closes before it
// opens runs past midnight ("22:00-02:00" is open at 01:00 the next day, even when that next day is a
// closed one). A special day replaces its weekday's hours for its date. Plain data: the frame imports it.
import { MAX_RANGES, WEEKDAYS, type DayHours, type SpecialDay, type WeekEntry } from './business-hours';

const DAY = 1440;
const RANGE = /^\s*(\d{1,2}):([0-5]\d)\s*[-–—]\s*(\d{1,2}):([0-5]\d)\s*$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Minutes from a day's 00:00: [opens, closes), closes up to 24:00 the same day or before opens the next. */
export type Range = readonly [number, number];

/** "09:00-17:00" → [540, 1020]; "22:00-02:00" → [1320, 1560]; "00:00-24:00" → [0, 1440]; null when not a
 *  range (25:00, 09:60, 24:00 as an opening, or one that closes when it opens). */
export function parseRange(s: unknown): Range | null {
  const m = typeof s === 'string' ? RANGE.exec(s) : null;
  if (!m) return null;
  const open = +m[1]! * 60 + +m[2]!;
  const close = +m[3]! * 60 + +m[4]!;
  if (+m[1]! > 23 || close > DAY || open === close) return null;
  return [open, close > open ? close : close + DAY];
}

/** A real calendar date "2026-12-25" (not 2026-02-30). */
export function isDate(s: unknown): s is string {
  const m = typeof s === 'string' ? DATE.exec(s) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!));
  return d.getUTCFullYear() === +m[1]! && d.getUTCMonth() === +m[2]! - 1 && d.getUTCDate() === +m[3]!;
}

const utcOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
export const addDays = (date: string, n: number): string => new Date(utcOf(date) + n * 86_400_000).toISOString().slice(0, 10);
/** 0 Monday ... 6 Sunday. */
export const weekdayOf = (date: string): number => (new Date(utcOf(date)).getUTCDay() + 6) % 7;
export const daysBetween = (from: string, to: string): number => Math.round((utcOf(to) - utcOf(from)) / 86_400_000);

const formats = new Map<string, Intl.DateTimeFormat>();
function wallFormat(timeZone: string): Intl.DateTimeFormat {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    formats.set(timeZone, f);
  }
  return f;
}

/** What the business's clocks show at the instant `ms`: its date and the minute of that day. */
export function wallClock(ms: number, timeZone: string): { date: string; minute: number; second: number } {
  const parts = wallFormat(timeZone).formatToParts(new Date(ms));
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const p2 = (v: number) => String(v).padStart(2, '0');
  return { date: `${n('year')}-${p2(n('month'))}-${p2(n('day'))}`, minute: n('hour') * 60 + n('minute'), second: n('second') };
}

/** How far the zone's clocks are ahead of UTC at the instant `ms`, in minutes. */
export function offsetMinutes(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  return Math.round((utcOf(w.date) + w.minute * 60_000 + w.second * 1000 - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The instant the business's clocks show `minute` on `date`; a time a clock change skips (02:30 on a
 *  spring-forward night) is read with the offset before it. */
export function instantAt(date: string, minute: number, timeZone: string): number {
  const naive = utcOf(date) + minute * 60_000;
  const first = naive - offsetMinutes(naive, timeZone) * 60_000;
  return naive - offsetMinutes(first, timeZone) * 60_000;
}

/** A day's ranges, sorted; closed wins over allDay, and text that is not a range is left out. */
export function rangesOf(h: Partial<DayHours> | undefined): Range[] {
  if (!h || h.closed === true) return [];
  if (h.allDay === true) return [[0, DAY]];
  const list = Array.isArray(h.ranges) ? h.ranges.slice(0, MAX_RANGES) : [];
  return list.map(parseRange).filter((r): r is Range => r !== null).sort((a, b) => a[0] - b[0]);
}

export interface Schedule {
  /** By weekday, Monday first. */
  week: Range[][];
  special: Map<string, SpecialDay>;
}

export function scheduleOf(week: readonly WeekEntry[] | undefined, special: readonly SpecialDay[] | undefined): Schedule {
  const days: Range[][] = WEEKDAYS.map(() => []);
  const seen = new Set<number>();
  for (const e of Array.isArray(week) ? week : []) {
    const i = WEEKDAYS.indexOf(e?.day as (typeof WEEKDAYS)[number]);
    // The first entry of a day is its hours (the schema refuses a second one).
    if (i >= 0 && !seen.has(i)) (seen.add(i), (days[i] = rangesOf(e)));
  }
  const map = new Map<string, SpecialDay>();
  for (const s of Array.isArray(special) ? special : []) if (s && isDate(s.date) && !map.has(s.date)) map.set(s.date, s);
  return { week: days, special: map };
}

/** The ranges of one date: its special day's, else its weekday's. */
export const rangesOn = (s: Schedule, date: string): Range[] => {
  const sp = s.special.get(date);
  return sp ? rangesOf(sp) : s.week[weekdayOf(date)]!;
};

export interface HoursStatus {
  open: boolean;
  /** The business's date now, and the minute of that day. */
  today: string;
  minute: number;
  /** The next opening (when closed) or closing (when open); null when none is in sight (open round the
   *  clock, or closed for the coming weeks). `days` counts the business's dates from today. */
  change: { date: string; minute: number; days: number; inMinutes: number } | null;
  /** The change is within the owner's "soon" minutes. */
  soon: boolean;
}

/** Dates looked ahead for the next change: a month of holidays still finds the reopening. */
const HORIZON = 35;

export function hoursStatus(s: Schedule, timeZone: string, now: number, soonMinutes = 0): HoursStatus {
  const { date: today, minute } = wallClock(now, timeZone);
  // Every opening from yesterday (its ranges past midnight) to the horizon, in minutes from today's 00:00,
  // with touching ones joined (a 24-hour day into the next, 22:00-24:00 into 00:00-02:00).
  const spans: [number, number][] = [];
  for (let k = -1; k <= HORIZON; k++) {
    for (const [a, b] of rangesOn(s, addDays(today, k))) {
      const last = spans.at(-1);
      const from = k * DAY + a;
      const to = k * DAY + b;
      if (last && from <= last[1]) last[1] = Math.max(last[1], to);
      else spans.push([from, to]);
    }
  }
  const at = spans.find(([a, b]) => a <= minute && minute < b);
  const edge = at ? (at[1] >= HORIZON * DAY ? null : at[1]) : spans.find(([a]) => a > minute)?.[0] ?? null;
  let change: HoursStatus['change'] = null;
  if (edge !== null) {
    const days = Math.floor(edge / DAY);
    const date = addDays(today, days);
    const m = edge - days * DAY;
    change = { date, minute: m, days, inMinutes: Math.max(0, Math.ceil((instantAt(date, m, timeZone) - now) / 60_000)) };
  }
  return { open: !!at, today, minute, change, soon: !!change && soonMinutes > 0 && change.inMinutes <= soonMinutes };
}

/** The special days from `today` to `upto` days after it, by date. */
export function upcomingSpecialDays(s: Schedule, today: string, upto: number): SpecialDay[] {
  return [...s.special.values()].filter((d) => { const n = daysBetween(today, d.date); return n >= 0 && n <= upto; }).sort((a, b) => (a.date < b.date ? -1 : 1));
}

// Where the week starts (CLDR's weekData), by region: Intl.Locale's getWeekInfo is missing in some
// engines, and the server and the browser must order the rows the same for hydration.
const SUNDAY = new Set('AG AS BD BR BS BT BW BZ CA CN CO DM DO ET GT GU HK HN ID IL IN JM JP KE KH KR LA MH MM MO MT MX MZ NI NP PA PE PH PK PR PT PY SA SG SV TH TT TW UM US VE VI WS YE ZA ZW'.split(' '));
const SATURDAY = new Set('AE AF BH DJ DZ EG IQ IR JO KW LY OM QA SD SY'.split(' '));

/** The first day of the week (0 Monday, 5 Saturday, 6 Sunday) where `lang` is spoken. */
export function firstWeekday(lang: string): number {
  let region = '';
  try {
    const l = new Intl.Locale(lang.replace(/_/g, '-'));
    region = l.region ?? l.maximize().region ?? '';
  } catch {
    return 0;
  }
  return SUNDAY.has(region) ? 6 : SATURDAY.has(region) ? 5 : 0;
}
