// Default dates that stay ahead of the owner: a widget made today counts down to a day a month away and
// lists events in the coming weeks, not to the fixed dates of the types' defaults, which would one day
// be in the past for every new widget. Stamped into the widget's data when it is made (the server's
// create and demo seed), so the dates then stay what the owner saw; a widget made without them (an old
// row) still reads the fixed defaults.
import type { WidgetType } from '../widget-types';
import { businessHoursDefaults } from './business-hours';
import { eventListDefaults } from './event-list';

const DAY_MS = 86_400_000;
/** A new countdown ends this many days after the widget is made, at midnight. */
export const COUNTDOWN_DAYS_AHEAD = 30;
/** A new event list's first sample event is this many days after the widget is made. */
export const FIRST_EVENT_DAYS_AHEAD = 14;
/** A new business hours widget's sample special days are this many days after it is made: inside the
 *  30 days it lists ahead, beyond the coming week, so a new widget shows both lists as they will be. */
export const SPECIAL_DAYS_AHEAD = [10, 17] as const;

/** "2027-03-14T18:00" or "2027-03-14" moved by whole days ('' stays ''). */
export function shiftDays(wallClock: string, days: number): string {
  if (!wallClock) return wallClock;
  const [date, time] = wallClock.split('T') as [string, string | undefined];
  const moved = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
  return time === undefined ? moved : `${moved}T${time}`;
}

const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The dated keys of `type`'s defaults, as of `now` (ms); {} for a type without dates. */
export function datedDefaults(type: WidgetType | string, now: number): Record<string, unknown> {
  if (type === 'countdown') return { endsAt: `${dayOf(now + COUNTDOWN_DAYS_AHEAD * DAY_MS)}T00:00` };
  if (type === 'event_list') {
    const first = eventListDefaults.events[0]!.start.slice(0, 10);
    const days = Math.round((Date.parse(`${dayOf(now + FIRST_EVENT_DAYS_AHEAD * DAY_MS)}T00:00:00Z`) - Date.parse(`${first}T00:00:00Z`)) / DAY_MS);
    return { events: eventListDefaults.events.map((e) => ({ ...e, start: shiftDays(e.start, days), end: shiftDays(e.end, days) })) };
  }
  if (type === 'business_hours') {
    return { specialDays: businessHoursDefaults.specialDays.map((d, i) => ({ ...d, date: dayOf(now + (SPECIAL_DAYS_AHEAD[i] ?? 10) * DAY_MS) })) };
  }
  return {};
}
