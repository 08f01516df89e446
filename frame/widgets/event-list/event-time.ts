// An event's date and time in the visitor's language: "Sat, March 14, 2027 · 6:00 – 8:00 PM". A time
// without "Z" is the calendar's own (shown as written, whatever the visitor's zone); with "Z" it is
// shown in the visitor's time.
import type { EventItem } from '../../../shared/widgets/event-list';

/** "2027-03-14" → a Date at local midnight (not UTC midnight, which is the day before west of Greenwich). */
export function eventDate(s: string): Date | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  const d = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(s);
  return Number.isNaN(d.getTime()) ? null : d;
}

const isDay = (e: Pick<EventItem, 'start' | 'allDay'>) => e.allDay || /^\d{4}-\d{2}-\d{2}$/.test(e.start);

export function eventBadge(e: EventItem, locale: string): { month: string; day: string } | null {
  const d = eventDate(e.start);
  if (!d) return null;
  return { month: d.toLocaleDateString(locale, { month: 'short' }), day: String(d.getDate()) };
}

export function eventWhen(e: EventItem, locale: string, allDayText: string): string {
  const start = eventDate(e.start);
  if (!start) return '';
  const end = e.end ? eventDate(e.end) : null;
  const date = (d: Date) => d.toLocaleDateString(locale, { weekday: 'short', month: 'long', day: 'numeric', year: 'numeric' });
  const sameDay = !!end && end.toDateString() === start.toDateString();
  if (isDay(e)) {
    // An .ics all-day event ends the day after its last day (RFC 5545 DTEND is exclusive).
    const last = end && !sameDay ? new Date(end.getTime() - (/^\d{4}-\d{2}-\d{2}$/.test(e.end) ? 86_400_000 : 0)) : null;
    return last && last > start ? `${date(start)} – ${date(last)}` : `${date(start)} · ${allDayText}`;
  }
  const time = (d: Date) => d.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' });
  if (!end) return `${date(start)} · ${time(start)}`;
  return sameDay ? `${date(start)} · ${time(start)} – ${time(end)}` : `${date(start)} ${time(start)} – ${date(end)} ${time(end)}`;
}
