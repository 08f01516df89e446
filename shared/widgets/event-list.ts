// Default built-in data of the `event_list` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
// The events are the owner's own, or those of the widget's calendar integration (an .ics or .vcs file, or
// a Google or Outlook calendar or Zoom account signed in to), which the server puts in the viewer data
// (server/integrations/calendar-events.ts).
import { commonDefaults, type CommonWidgetData } from './common-data';

export type EventItem = {
  id: string;
  title: string;
  /** "2027-03-14T19:00" (the calendar's own time, shown as written) or with "Z" (UTC, shown in the
   *  visitor's time); "2027-03-14" for a day. */
  start: string;
  /** As start; empty when the event has no set end. */
  end: string;
  allDay: boolean;
  location: string;
  description: string;
  /** A page about the event (tickets, details). */
  link: string;
};

export type EventListData = CommonWidgetData & {
  title: string;
  events: EventItem[];
  /** At most this many upcoming events are shown. */
  maxEvents: number;
  /** Shown when no event is still to come. */
  emptyText: string;
  /** Which of the signed-in Google or Outlook account's calendars is listed ('' for its main one); for
   *  Zoom, '' for its webinars or "meetings". */
  calendarId: string;
  /** Set by the server when the events come from a calendar integration (its kind). */
  eventsFrom?: string;
};

/** The calendars read through their provider's API after a sign-in: the owner picks one of the account's
 *  (for Zoom: its webinars, or its meetings). */
export const CALENDAR_API_KINDS = ['google-calendar', 'outlook-calendar', 'zoom'] as const;
/** The integration kinds whose events fill the list. */
export const CALENDAR_SOURCE_KINDS = ['icalendar', 'vcalendar', ...CALENDAR_API_KINDS] as const;
export const isCalendarSourceKind = (k: unknown) => (CALENDAR_SOURCE_KINDS as readonly unknown[]).includes(k);

export const MAX_LISTED_EVENTS = 50;

export const eventListDefaults: EventListData = {
  ...commonDefaults,
  title: 'Upcoming events',
  events: [
    { id: 'ev-1', title: 'Coffee tasting', start: '2027-03-14T18:00', end: '2027-03-14T20:00', allDay: false, location: 'Our café, 12 Harbour Street', description: 'Six single-origin coffees, brewed three ways.', link: '' },
    { id: 'ev-2', title: 'Latte art workshop', start: '2027-04-02T10:00', end: '2027-04-02T12:30', allDay: false, location: 'Our café, 12 Harbour Street', description: 'Hands-on, for beginners. Milk alternatives welcome.', link: '' },
    { id: 'ev-3', title: 'Summer market', start: '2027-06-19T00:00', end: '', allDay: true, location: 'Market square', description: 'Find our stall by the fountain.', link: '' },
  ],
  maxEvents: 10,
  emptyText: 'No upcoming events. Check back soon!',
  calendarId: '',
};
