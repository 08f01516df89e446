// Zoom API v2: the signed-in user's scheduled webinars (users/me/webinars), or, when the owner picks them,
// their upcoming meetings (users/me/meetings?type=upcoming). Webinars are made to be announced; a
// meeting's join link lets anyone in, so meetings are listed only when the owner chooses them. Each
// session runs from its start for its duration; a recurring one without a fixed time has no start and is
// left out. The link is the session's join link.
import * as z from 'zod';
import type { SourceEvent } from '../upcoming-events';
import type { CalendarApi } from './calendar-api';
import { utcInstant } from './utc-instant';
import { SourceError } from '../sources/source-error';

const Session = z.object({
  id: z.union([z.number(), z.string()]),
  topic: z.string().optional(),
  agenda: z.string().optional(),
  start_time: z.string(),
  duration: z.number().nonnegative().optional(),
  join_url: z.string().optional(),
});
const Webinars = z.object({ webinars: z.array(z.unknown()) });
const Meetings = z.object({ meetings: z.array(z.unknown()) });

export const MEETINGS = 'meetings';

function listOf(answer: unknown, meetings: boolean): unknown[] {
  const got = meetings ? Meetings.safeParse(answer) : Webinars.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', 'Zoom answered with something other than a list.');
  return 'meetings' in got.data ? got.data.meetings : got.data.webinars;
}

export const zoomSessions: CalendarApi = {
  async calendars() {
    return [
      { id: '', name: 'Your scheduled webinars', primary: true },
      { id: MEETINGS, name: 'Your upcoming meetings (anyone with the list can join them)', primary: false },
    ];
  },

  async events(get, calendarId) {
    const meetings = calendarId === MEETINGS;
    const answer = await get(meetings ? '/v2/users/me/meetings?type=upcoming&page_size=300' : '/v2/users/me/webinars?type=scheduled&page_size=300');
    return listOf(answer, meetings).flatMap((i): SourceEvent[] => {
      const s = Session.safeParse(i);
      const start = s.success ? utcInstant(s.data.start_time) : undefined;
      if (!s.success || !start) return [];
      const end = s.data.duration ? utcInstant(new Date(Date.parse(start) + s.data.duration * 60_000).toISOString()) : undefined;
      return [{ id: String(s.data.id), title: s.data.topic ?? '', description: s.data.agenda ?? '', location: 'Zoom', start, end, allDay: false, link: s.data.join_url ?? '' }];
    });
  },
};
