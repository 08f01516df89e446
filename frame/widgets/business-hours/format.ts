// The business_hours widget's words from Intl in the visitor's language: day names, times (12- or 24-hour,
// or the language's own clock), dates and the time zone's name. Each formatter is made once per language.
import { offsetMinutes, type Range } from '../../../shared/widgets/business-hours-time';
import type { BusinessHoursData } from '../../../shared/widgets/business-hours';

const REF_MONDAY = Date.UTC(2024, 0, 1);

function safeLang(lang: string): string {
  try {
    return Intl.getCanonicalLocales(lang.replace(/_/g, '-'))[0] ?? 'en';
  } catch {
    return 'en';
  }
}

export interface HoursFormat {
  /** Monday first. */
  days: string[];
  time(minute: number): string;
  ranges(list: readonly Range[]): string[];
  /** "Friday, December 25". */
  date(date: string): string;
  zone(timeZone: string, now: number): string;
}

export function hoursFormat(language: string, clock: BusinessHoursData['timeFormat']): HoursFormat {
  const lang = safeLang(language);
  const weekday = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  const days = Array.from({ length: 7 }, (_, i) => weekday.format(REF_MONDAY + i * 86_400_000));
  // 'auto': the language's own clock; a 24-hour one reads 09:00 (as timetables print it), a 12-hour one 9:00 AM.
  const own = new Intl.DateTimeFormat(lang, { hour: 'numeric', timeZone: 'UTC' }).resolvedOptions().hourCycle;
  const h24 = clock === '24h' || (clock !== '12h' && (own === 'h23' || own === 'h24'));
  const clockFmt = new Intl.DateTimeFormat(lang, { hour: h24 ? '2-digit' : 'numeric', minute: '2-digit', timeZone: 'UTC', hourCycle: h24 ? 'h23' : 'h12' });
  const dateFmt = new Intl.DateTimeFormat(lang, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
  const time = (minute: number) => clockFmt.format(REF_MONDAY + (minute % 1440) * 60_000);
  return {
    days,
    time,
    ranges: (list) => list.map(([a, b]) => `${time(a)}\u2013${time(b)}`),
    date: (d) => dateFmt.format(Date.parse(`${d}T00:00:00Z`)),
    zone(timeZone, now) {
      try {
        const parts = new Intl.DateTimeFormat(lang, { timeZone, timeZoneName: 'longGeneric' }).formatToParts(now);
        return parts.find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
      } catch {
        return timeZone;
      }
    },
  };
}

/** The visitor's clocks differ from the business's now (another offset), so times need the zone's name. */
export function visitorZoneDiffers(timeZone: string, now: number): boolean {
  const mine = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!mine || mine === timeZone) return false;
  try {
    return offsetMinutes(now, mine) !== offsetMinutes(now, timeZone);
  } catch {
    return false;
  }
}

/** "{time}" and "{day}" in an owner's text replaced. */
export const fill = (text: string, vars: Record<string, string>): string => text.replace(/\{(time|day|zone)\}/g, (m, k: string) => vars[k] ?? m);
