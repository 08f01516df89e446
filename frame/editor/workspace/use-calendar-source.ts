// An event list fed by a calendar previews the calendar's upcoming events, as visitors will see them: the
// server reads them the way it does for the viewer (server/integrations/calendar-routes.ts). Read again
// whenever an integration is connected, edited or removed, or another calendar is picked; the owner's
// own events stay in the saved data.
import { useSourceRead } from './use-source-read';
import type { EventItem } from '../../../shared/widgets/event-list';
import { useBuilder } from '../api/builder-context';
import { errorMessage } from '../api/api-config';
import { listCalendars, type CalendarChoice } from '../api/integrations-api';

export interface CalendarSource {
  /** The calendar integration's kind (null: the owner's own events). */
  from: string | null;
  /** What a signed-in account offers to pick from. */
  calendars: CalendarChoice[];
  /** The upcoming events visitors get from it. */
  events: EventItem[];
  /** Why the calendars or the events could not be read, in the service's words. */
  error: string | null;
}

export function useCalendarSource(widgetId: string, enabled: boolean, version: number, calendarId: string): CalendarSource | null {
  const b = useBuilder();
  return useSourceRead<CalendarSource>(
    enabled,
    () => listCalendars(b.api, widgetId, calendarId).then((r) => ({ from: r.from, calendars: r.calendars, events: r.events, error: r.eventsError })),
    (e) => ({ from: null, calendars: [], events: [], error: errorMessage(e, 'Your calendars could not be read.') }),
    [widgetId, version, calendarId],
  );
}
