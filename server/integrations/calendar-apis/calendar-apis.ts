// The calendars read through a provider's API after an OAuth sign-in, by integration kind (Zoom's are its
// webinars and meetings).
import type { CalendarApi } from './calendar-api';
import { googleCalendar } from './google-calendar';
import { outlookCalendar } from './outlook-calendar';
import { zoomSessions } from './zoom-sessions';

const CALENDAR_APIS: Readonly<Record<string, CalendarApi>> = {
  'google-calendar': googleCalendar,
  'outlook-calendar': outlookCalendar,
  zoom: zoomSessions,
};

export const calendarApiOf = (kind: string): CalendarApi | undefined => CALENDAR_APIS[kind];
