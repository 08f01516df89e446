// Microsoft Graph: the calendars of the signed-in account (/me/calendars) and a calendar's events between
// now and a year ahead (calendarView, which expands the repeats), in UTC as asked by the Prefer header.
// Only events marked Normal are listed (not Personal, Private or Confidential), and no cancelled ones.
// An all-day event is a day whatever the zone, so its date is taken as written.
import * as z from 'zod';
import type { SourceEvent } from '../upcoming-events';
import { YEAR_MS, type CalendarApi, type CalendarChoice } from './calendar-api';
import { utcInstant } from './utc-instant';
import { SourceError } from '../sources/source-error';

const When = z.object({ dateTime: z.string(), timeZone: z.string().optional() });
const GraphEvent = z.object({
  id: z.string(),
  subject: z.string().nullish(),
  bodyPreview: z.string().nullish(),
  isAllDay: z.boolean().optional(),
  isCancelled: z.boolean().optional(),
  sensitivity: z.string().optional(),
  start: When,
  end: When.optional(),
  location: z.object({ displayName: z.string().nullish() }).nullish(),
});
const GraphCalendar = z.object({ id: z.string(), name: z.string().nullish(), isDefaultCalendar: z.boolean().optional() });
const Listing = z.object({ value: z.array(z.unknown()) });

function valueOf(answer: unknown): unknown[] {
  const got = Listing.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', 'Outlook answered with something other than a list.');
  return got.data.value;
}

const day = (w: z.infer<typeof When> | undefined) => w?.dateTime.slice(0, 10);
const instant = (w: z.infer<typeof When> | undefined) => (w ? utcInstant(w.dateTime, true) : undefined);

export const outlookCalendar: CalendarApi = {
  async calendars(get) {
    return valueOf(await get('/v1.0/me/calendars?$select=id,name,isDefaultCalendar&$top=100')).flatMap((i): CalendarChoice[] => {
      const c = GraphCalendar.safeParse(i);
      return c.success ? [{ id: c.data.id, name: c.data.name || c.data.id, primary: c.data.isDefaultCalendar === true }] : [];
    });
  },

  async events(get, calendarId, now) {
    const q = new URLSearchParams({
      startDateTime: new Date(now).toISOString(),
      endDateTime: new Date(now + YEAR_MS).toISOString(),
      $top: '250',
      $orderby: 'start/dateTime',
      $select: 'id,subject,bodyPreview,isAllDay,isCancelled,sensitivity,start,end,location',
    });
    const path = calendarId ? `/v1.0/me/calendars/${encodeURIComponent(calendarId)}/calendarView` : '/v1.0/me/calendarView';
    const value = valueOf(await get(`${path}?${q}`, { headers: { prefer: 'outlook.timezone="UTC"' } }));
    return value.flatMap((i): SourceEvent[] => {
      const e = GraphEvent.safeParse(i);
      if (!e.success || e.data.isCancelled || (e.data.sensitivity ?? 'normal') !== 'normal') return [];
      const { id, subject, bodyPreview, isAllDay, start, end, location } = e.data;
      const at = isAllDay ? day : instant;
      return [{ id, title: subject ?? '', description: bodyPreview ?? '', location: location?.displayName ?? '', start: at(start), end: at(end), allDay: !!isAllDay, link: '' }];
    });
  },
};
