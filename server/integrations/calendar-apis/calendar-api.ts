// A calendar the owner signed in to (Google Calendar, Outlook, Zoom) read through its provider's API
// (provider-api.ts): the owner's calendars for the builder's choice, and the upcoming events of the
// chosen one for the event list. A calendar id, given by the owner, only ever goes into a path encoded.
import type { ProviderCall } from '../provider-api';
import type { SourceEvent } from '../upcoming-events';

export interface CalendarChoice {
  id: string;
  name: string;
  /** The account's main calendar: the one read while the owner has picked none. */
  primary: boolean;
}

export interface CalendarApi {
  calendars(get: ProviderCall): Promise<CalendarChoice[]>;
  /** Events from `now` to a year ahead, repeats already expanded by the provider; '' is the main calendar. */
  events(get: ProviderCall, calendarId: string, now: number): Promise<SourceEvent[]>;
}

export const YEAR_MS = 366 * 86_400_000;
