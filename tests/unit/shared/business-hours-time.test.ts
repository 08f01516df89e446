// The business_hours status as a pure function of the schedule, the business's zone and the instant:
// open or closed, the next change (its business date, wall minute, days ahead and real minutes to it),
// and "soon". Table-driven over zones (a half-hour offset, a date ahead of UTC's, both clock changes),
// ranges past midnight, special days, 24-hour and closed weeks, and a long closure.
import { describe, expect, it } from 'vitest';
import type { SpecialDay, WeekEntry } from '../../../shared/widgets/business-hours';
import { WEEKDAYS } from '../../../shared/widgets/business-hours';
import { firstWeekday, hoursStatus, instantAt, parseRange, scheduleOf, upcomingSpecialDays, wallClock } from '../../../shared/widgets/business-hours-time';

type Hours = string[] | 'closed' | '24h';
const week = (byDay: Partial<Record<(typeof WEEKDAYS)[number], Hours>>): WeekEntry[] =>
  WEEKDAYS.map((day) => {
    const h = byDay[day] ?? 'closed';
    return { id: day, day, closed: h === 'closed', allDay: h === '24h', ranges: Array.isArray(h) ? h : [] };
  });
const special = (date: string, h: Hours, label = ''): SpecialDay => ({ id: `s-${date}`, date, label, closed: h === 'closed', allDay: h === '24h', ranges: Array.isArray(h) ? h : [] });

const SHOP = week({ monday: ['09:00-17:00'], tuesday: ['09:00-17:00'], wednesday: ['09:00-12:00', '13:00-17:00'], thursday: ['09:00-17:00'], friday: ['09:00-17:00', '22:00-02:00'], saturday: ['10:00-14:00'] });
const SHOP_SPECIAL = [special('2026-12-24', ['09:00-13:00'], 'Christmas Eve'), special('2026-12-25', 'closed', 'Christmas Day')];
const CLUB = week({ friday: ['22:00-04:00'], saturday: ['22:00-04:00'] });
const ALWAYS = week({ monday: '24h', tuesday: '24h', wednesday: '24h', thursday: '24h', friday: '24h', saturday: '24h', sunday: '24h' });
const LONG_DAYS = week({ monday: '24h', tuesday: ['00:00-12:00'] });
const HOLIDAYS = Array.from({ length: 14 }, (_, i) => special(new Date(Date.UTC(2026, 11, 21 + i)).toISOString().slice(0, 10), 'closed'));

type Row = [name: string, entries: WeekEntry[], specials: SpecialDay[], zone: string, nowUtc: string, soon: number, expected: { open: boolean; today?: string; change: [date: string, time: string, days: number, inMinutes: number] | null; soon?: boolean }];
const hm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

const ROWS: Row[] = [
  // Berlin in winter is UTC+1; 2026-11-30 is a Monday.
  ['open on a Monday morning, closing at 17:00', SHOP, [], 'Europe/Berlin', '2026-11-30T09:00:00Z', 30, { open: true, today: '2026-11-30', change: ['2026-11-30', '17:00', 0, 420], soon: false }],
  ['closing soon a quarter before closing', SHOP, [], 'Europe/Berlin', '2026-11-30T15:45:00Z', 30, { open: true, change: ['2026-11-30', '17:00', 0, 15], soon: true }],
  ['not "soon" when the owner turned it off', SHOP, [], 'Europe/Berlin', '2026-11-30T15:45:00Z', 0, { open: true, change: ['2026-11-30', '17:00', 0, 15], soon: false }],
  ['closed at the stroke of closing', SHOP, [], 'Europe/Berlin', '2026-11-30T16:00:00Z', 30, { open: false, change: ['2026-12-01', '09:00', 1, 960] }],
  ['closed over the lunch break, opening soon', SHOP, [], 'Europe/Berlin', '2026-12-02T11:30:00Z', 30, { open: false, change: ['2026-12-02', '13:00', 0, 30], soon: true }],
  ['open at 01:00 on Saturday by Friday’s 22:00-02:00', SHOP, [], 'Europe/Berlin', '2026-12-05T00:00:00Z', 0, { open: true, today: '2026-12-05', change: ['2026-12-05', '02:00', 0, 60] }],
  ['open late on Friday, closing at 02:00 the next day', SHOP, [], 'Europe/Berlin', '2026-12-04T22:00:00Z', 0, { open: true, change: ['2026-12-05', '02:00', 1, 180] }],
  ['closed on Saturday afternoon: opens Monday', SHOP, [], 'Europe/Berlin', '2026-12-05T14:00:00Z', 0, { open: false, change: ['2026-12-07', '09:00', 2, 2520] }],
  ['closed on Sunday: opens tomorrow', SHOP, [], 'Europe/Berlin', '2026-11-29T11:00:00Z', 0, { open: false, today: '2026-11-29', change: ['2026-11-30', '09:00', 1, 1260] }],
  ['a special day’s shorter hours', SHOP, SHOP_SPECIAL, 'Europe/Berlin', '2026-12-24T11:00:00Z', 0, { open: true, change: ['2026-12-24', '13:00', 0, 60] }],
  ['a closed special day takes its weekday’s night range too', SHOP, SHOP_SPECIAL, 'Europe/Berlin', '2026-12-24T13:00:00Z', 0, { open: false, change: ['2026-12-26', '10:00', 2, 2640] }],
  ['on the closed special day itself', SHOP, SHOP_SPECIAL, 'Europe/Berlin', '2026-12-24T23:30:00Z', 0, { open: false, today: '2026-12-25', change: ['2026-12-26', '10:00', 1, 2010] }],
  ['closed for two weeks: opens on the first day after', SHOP, HOLIDAYS, 'Europe/Berlin', '2026-12-20T11:00:00Z', 0, { open: false, change: ['2027-01-04', '09:00', 15, 21_420] }],
  // The business's date, not UTC's: 23:30 UTC on Monday is 08:30 on Tuesday in Tokyo.
  ['Tokyo’s Tuesday while UTC is on Monday', SHOP, [], 'Asia/Tokyo', '2026-11-30T23:30:00Z', 0, { open: false, today: '2026-12-01', change: ['2026-12-01', '09:00', 0, 30] }],
  ['a half-hour zone (Kolkata, UTC+5:30)', SHOP, [], 'Asia/Kolkata', '2026-11-30T03:30:00Z', 0, { open: true, today: '2026-11-30', change: ['2026-11-30', '17:00', 0, 480] }],
  ['New York in the afternoon', SHOP, [], 'America/New_York', '2026-11-30T22:30:00Z', 60, { open: false, today: '2026-11-30', change: ['2026-12-01', '09:00', 1, 930] }],
  // Clock changes: Berlin springs forward on 28 March 2027 (02:00 → 03:00) and falls back on 25 October 2026.
  ['spring forward: 01:30 to 04:00 is 90 real minutes', CLUB, [], 'Europe/Berlin', '2027-03-28T00:30:00Z', 90, { open: true, today: '2027-03-28', change: ['2027-03-28', '04:00', 0, 90], soon: true }],
  ['fall back: 01:30 to 04:00 is 210 real minutes', CLUB, [], 'Europe/Berlin', '2026-10-24T23:30:00Z', 90, { open: true, today: '2026-10-25', change: ['2026-10-25', '04:00', 0, 210], soon: false }],
  ['New York’s spring-forward Sunday keeps wall-clock hours', week({ sunday: ['09:00-17:00'] }), [], 'America/New_York', '2027-03-14T13:30:00Z', 0, { open: true, today: '2027-03-14', change: ['2027-03-14', '17:00', 0, 450] }],
  ['open 24 hours every day: no change in sight', ALWAYS, [], 'UTC', '2026-11-30T12:00:00Z', 30, { open: true, change: null, soon: false }],
  ['open 24 hours then until noon: closes Tuesday', LONG_DAYS, [], 'UTC', '2026-11-30T10:00:00Z', 0, { open: true, change: ['2026-12-01', '12:00', 1, 1560] }],
  ['24 hours on Monday: open from Monday’s first minute', LONG_DAYS, [], 'UTC', '2026-11-30T00:00:00Z', 0, { open: true, change: ['2026-12-01', '12:00', 1, 2160] }],
  ['closed all week', week({}), [], 'Europe/Paris', '2026-11-30T12:00:00Z', 30, { open: false, change: null, soon: false }],
  ['closed all week but a special day', week({}), [special('2026-12-03', ['10:00-12:00'])], 'UTC', '2026-11-30T12:00:00Z', 0, { open: false, change: ['2026-12-03', '10:00', 3, 4200] }],
];

describe('business hours status', () => {
  it.each(ROWS)('%s', (_name, entries, specials, zone, nowUtc, soon, want) => {
    const st = hoursStatus(scheduleOf(entries, specials), zone, Date.parse(nowUtc), soon);
    expect(st.open).toBe(want.open);
    if (want.today) expect(st.today).toBe(want.today);
    expect(st.change && [st.change.date, hm(st.change.minute), st.change.days, st.change.inMinutes]).toEqual(want.change);
    if (want.soon !== undefined) expect(st.soon).toBe(want.soon);
  });

  it.each([
    ['09:00-17:00', [540, 1020]],
    ['22:00-02:00', [1320, 1560]],
    ['00:00-24:00', [0, 1440]],
    ['9:05 – 17:30', [545, 1050]],
    ['23:00-00:00', [1380, 1440]],
    ['25:00-26:00', null],
    ['24:00-02:00', null],
    ['09:00-24:30', null],
    ['09:00-09:00', null],
    ['9h-17h', null],
    [42, null],
  ])('the range %j is %j', (s, r) => {
    expect(parseRange(s)).toEqual(r);
  });

  it('reads the business’s wall clock and finds the instant of one, across clock changes', () => {
    expect(wallClock(Date.parse('2027-03-28T01:30:00Z'), 'Europe/Berlin')).toMatchObject({ date: '2027-03-28', minute: 3 * 60 + 30 });
    expect(new Date(instantAt('2027-03-28', 4 * 60, 'Europe/Berlin')).toISOString()).toBe('2027-03-28T02:00:00.000Z');
    expect(new Date(instantAt('2026-10-25', 4 * 60, 'Europe/Berlin')).toISOString()).toBe('2026-10-25T03:00:00.000Z');
    expect(new Date(instantAt('2026-11-30', 9 * 60, 'Asia/Kolkata')).toISOString()).toBe('2026-11-30T03:30:00.000Z');
  });

  it('lists the special days from today to the window’s end, in date order', () => {
    const s = scheduleOf(SHOP, [special('2027-01-01', 'closed'), special('2026-12-24', ['09:00-13:00']), special('2026-11-28', 'closed'), special('2026-11-29', '24h')]);
    expect(upcomingSpecialDays(s, '2026-11-29', 30).map((d) => d.date)).toEqual(['2026-11-29', '2026-12-24']);
    expect(upcomingSpecialDays(s, '2026-11-29', 0).map((d) => d.date)).toEqual(['2026-11-29']);
    expect(upcomingSpecialDays(s, '2026-11-29', 40).map((d) => d.date)).toEqual(['2026-11-29', '2026-12-24', '2027-01-01']);
  });

  it('ignores a day listed twice after its first row, and rows without a day', () => {
    const s = scheduleOf([{ id: 'a', day: 'monday', closed: false, allDay: false, ranges: ['09:00-10:00'] }, { id: 'b', day: 'monday', closed: false, allDay: true, ranges: [] }, { id: 'c', day: '', closed: false, allDay: true, ranges: [] }], []);
    expect(s.week).toEqual([[[540, 600]], [], [], [], [], [], []]);
  });

  it.each([
    ['en-US', 6], ['en', 6], ['en-GB', 0], ['fr', 0], ['fr-CA', 6], ['de-DE', 0], ['pt-BR', 6], ['ja', 6], ['he', 6], ['ar-EG', 5], ['not a language!', 0],
  ] as const)('the week starts on day %s in %s', (lang, day) => {
    expect(firstWeekday(lang)).toBe(day);
  });
});
