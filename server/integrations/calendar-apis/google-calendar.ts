// Google Calendar API v3: the calendars of the signed-in account (calendarList) and a calendar's events
// (events.list with singleEvents, so Google expands the repeats). Private and confidential events and
// cancelled ones are left out: the list is for the public. Times become UTC instants ("…Z"), shown in
// each visitor's own time; all-day events stay days. Descriptions are HTML in Google, shown as text.
import { parse } from 'node-html-parser';
import * as z from 'zod';
import type { SourceEvent } from '../upcoming-events';
import { YEAR_MS, type CalendarApi, type CalendarChoice } from './calendar-api';
import { utcInstant } from './utc-instant';
import { SourceError } from '../sources/source-error';

const When = z.object({ date: z.string().optional(), dateTime: z.string().optional() });
const GoogleEvent = z.object({
  id: z.string(),
  status: z.string().optional(),
  visibility: z.string().optional(),
  summary: z.string().optional(),
  description: z.string().optional(),
  location: z.string().optional(),
  start: When,
  end: When.optional(),
  source: z.object({ url: z.string() }).optional(),
});
const GoogleCalendar = z.object({ id: z.string(), summary: z.string().optional(), summaryOverride: z.string().optional(), primary: z.boolean().optional() });
const Listing = z.object({ items: z.array(z.unknown()).optional() });

function itemsOf(answer: unknown): unknown[] {
  const got = Listing.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', 'Google Calendar answered with something other than a list.');
  return got.data.items ?? [];
}

const NOT_PUBLIC = new Set(['private', 'confidential']);

/** A Google event's start or end: a day stays a day, a time becomes its UTC instant. */
const when = (w: z.infer<typeof When> | undefined) => (w?.date ? w.date : w?.dateTime ? utcInstant(w.dateTime) : undefined);

const text = (html: string | undefined) => (html ? parse(html.replace(/<br\s*\/?>/gi, '\n')).text.trim() : '');

export const googleCalendar: CalendarApi = {
  async calendars(get) {
    const items = itemsOf(await get('/calendar/v3/users/me/calendarList?minAccessRole=reader&maxResults=250'));
    return items.flatMap((i): CalendarChoice[] => {
      const c = GoogleCalendar.safeParse(i);
      return c.success ? [{ id: c.data.id, name: c.data.summaryOverride || c.data.summary || c.data.id, primary: c.data.primary === true }] : [];
    });
  },

  async events(get, calendarId, now) {
    const q = new URLSearchParams({
      singleEvents: 'true',
      orderBy: 'startTime',
      timeMin: new Date(now).toISOString(),
      timeMax: new Date(now + YEAR_MS).toISOString(),
      maxResults: '250',
    });
    const items = itemsOf(await get(`/calendar/v3/calendars/${encodeURIComponent(calendarId || 'primary')}/events?${q}`));
    return items.flatMap((i): SourceEvent[] => {
      const e = GoogleEvent.safeParse(i);
      if (!e.success || e.data.status === 'cancelled' || NOT_PUBLIC.has(e.data.visibility ?? '')) return [];
      const { id, summary, description, location, start, end, source } = e.data;
      return [{ id, title: summary ?? '', description: text(description), location: location ?? '', start: when(start), end: when(end), allDay: !!start.date, link: source?.url ?? '' }];
    });
  },
};
