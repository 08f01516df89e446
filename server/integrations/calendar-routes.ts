// Ours: GET /api/v1/plugin/{id}/integrations/calendars?calendar (owner) → { from, calendars, events,
// eventsError }: which calendar integration fills an event list (`from`, the same one the viewer data
// reads; null for none); for a Google, Outlook or Zoom account signed in to, what the owner may pick
// (the widget's data.calendarId); and the upcoming events visitors get (of `calendar`, a pick not saved
// yet), for the builder's preview. A calendar file has no choice: no calendars. Calendars that cannot be
// listed are the error; events that cannot be read say why in eventsError.
import { Hono } from 'hono';
import { CALENDAR_SOURCE_KINDS, MAX_LISTED_EVENTS, type EventItem } from '../../shared/widgets/event-list';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { activeIntegrations } from './active-integrations';
import type { CalendarChoice } from './calendar-apis/calendar-api';
import { providerCallFor } from './provider-api';
import { calendarApiOf } from './calendar-apis/calendar-apis';
import { calendarEvents } from './calendar-events';
import { upcomingEvents, type SourceEvent } from './upcoming-events';
import { providerHttpError } from './provider-http-error';

export function calendarRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/:platform/:id/integrations/calendars', requireOwner(deps), async (c) => {
    const w = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id'));
    const [row] = await activeIntegrations(deps, w.id, CALENDAR_SOURCE_KINDS);
    if (!row) return ok(c, { from: null, calendars: [] as CalendarChoice[], events: [] as EventItem[], eventsError: null });
    const api = calendarApiOf(row.type);
    let calendars: CalendarChoice[] = [];
    try {
      if (api) calendars = await api.calendars(providerCallFor(deps, row));
    } catch (e) {
      throw providerHttpError(e);
    }
    try {
      const got = (await calendarEvents(deps, row, c.req.query('calendar') ?? '')) as SourceEvent[];
      return ok(c, { from: row.type, calendars, events: upcomingEvents(got, deps.now(), MAX_LISTED_EVENTS), eventsError: null });
    } catch (e) {
      const err = providerHttpError(e);
      if (!(err instanceof HttpError)) throw err;
      return ok(c, { from: row.type, calendars, events: [] as EventItem[], eventsError: err.message });
    }
  });
  return app;
}
