// Data schema of the `business_hours` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, text, typeDataSchema } from './common-data.schema';
import { HOURS_LAYOUTS, MAX_RANGES, MAX_SOON_MINUTES, MAX_SPECIAL_DAYS, MAX_UPCOMING_DAYS, TIME_FORMATS, WEEK_STARTS, WEEKDAYS } from './business-hours';
import { isDate, parseRange } from './business-hours-time';
import { isTimeZone } from './countdown-time';

const RANGE_HELP = 'Write a range as 09:00-17:00 (24-hour clock, 00:00 to 24:00); one that closes before it opens, such as 22:00-02:00, runs past midnight';

/** A day's ranges: each one a real range, at most MAX_RANGES, none overlapping another. */
const ranges = () =>
  z
    .array(z.string().max(40).refine((v) => parseRange(v) !== null, { message: RANGE_HELP }))
    .max(MAX_RANGES, { message: `At most ${MAX_RANGES} ranges in a day` })
    .superRefine((list, ctx) => {
      const parsed = list.map(parseRange).filter((r) => r !== null).sort((a, b) => a[0] - b[0]);
      for (let i = 1; i < parsed.length; i++) {
        if (parsed[i]![0] < parsed[i - 1]![1]) {
          ctx.addIssue({ code: 'custom', message: 'Two ranges of the day overlap: join them into one, or fix the times' });
          return;
        }
      }
    });

const dayHours = {
  closed: z.boolean(),
  allDay: z.boolean(),
  ranges: ranges(),
};

export const WeekEntrySchema = z.looseObject({
  id: itemId(),
  // '' in a row the builder just added, until the owner picks its day.
  day: z.enum(['', ...WEEKDAYS], { message: `A day of the week: ${WEEKDAYS.join(', ')}` }),
  ...dayHours,
});

export const SpecialDaySchema = z.looseObject({
  id: itemId(),
  date: z.string().refine((v) => v === '' || isDate(v), { message: 'A date such as 2026-12-25' }),
  label: text(120),
  ...dayHours,
});

/** Items with one value of `key` each (a day, a date): the widget would show one of two and hide the other. */
const unique = <T extends Record<string, unknown>>(key: string, what: (v: string) => string) => (items: T[], ctx: z.RefinementCtx) => {
  const seen = new Set<string>();
  items.forEach((it, i) => {
    const v = String(it[key] ?? '');
    if (v && seen.has(v)) ctx.addIssue({ code: 'custom', path: [i, key], message: what(v) });
    seen.add(v);
  });
};

export const BusinessHoursDataSchema = typeDataSchema({
  title: text(),
  timeZone: z.string().refine(isTimeZone, 'Use an IANA time zone such as Europe/Berlin, America/New_York or UTC'),
  week: itemList(WeekEntrySchema, 14).superRefine(unique('day', (d) => `${d[0]!.toUpperCase()}${d.slice(1)} is listed twice: give a day one row, with several ranges if it has a break`)),
  specialDays: itemList(SpecialDaySchema, MAX_SPECIAL_DAYS).superRefine(unique('date', (d) => `Two special days on ${d}: give a date one row`)),
  upcomingDays: z.number().int().min(0).max(MAX_UPCOMING_DAYS),
  timeFormat: z.enum(TIME_FORMATS),
  weekStart: z.enum(WEEK_STARTS),
  layout: z.enum(HOURS_LAYOUTS),
  soonMinutes: z.number().int().min(0).max(MAX_SOON_MINUTES),
  openText: text(80),
  closedText: text(80),
  closesSoonText: text(80),
  opensSoonText: text(80),
  closesAtText: text(120),
  closesOnText: text(120),
  opensAtText: text(120),
  opensTomorrowText: text(120),
  opensOnText: text(120),
  allDayText: text(80),
  closedDayText: text(80),
  todayText: text(40),
  specialDaysTitle: text(),
  showWeekText: text(120),
  timeZoneText: text(120),
});
