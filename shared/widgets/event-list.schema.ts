// Data schema of the `event_list` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { MAX_LISTED_EVENTS } from './event-list';

/** A day ("2027-03-14") or a day and time ("2027-03-14T19:00", seconds and a "Z" allowed); '' for none. */
const when = () => z.string().regex(/^$|^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?Z?)?$/, 'Use a date such as 2027-03-14 or 2027-03-14T19:00');

export const EventItemSchema = z.looseObject({
  id: itemId(),
  title: text(),
  start: when(),
  end: when(),
  allDay: z.boolean(),
  location: text(),
  description: text(2000),
  link: mediaUrl(),
});

export const EventListDataSchema = typeDataSchema({
  title: text(),
  events: itemList(EventItemSchema, 500),
  maxEvents: z.number().int().min(1).max(MAX_LISTED_EVENTS),
  emptyText: text(300),
  // The provider's id of one of the owner's calendars (Google's are e-mail-like, Microsoft's long base64).
  calendarId: z.string().max(1024),
});
