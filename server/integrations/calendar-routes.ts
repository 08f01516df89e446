// Ours: GET /api/v1/plugin/{id}/integrations/calendars (owner) → { from, calendars }: which calendar
// integration fills an event list (`from`, the same one the viewer data reads; null for none) and, for a
// Google or Outlook account signed in to, its calendars, for the builder's choice of which one visitors
// see (the widget's data.calendarId). A calendar file has no choice: no calendars.
import { Hono } from 'hono';
import { CALENDAR_SOURCE_KINDS } from '../../shared/widgets/event-list';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { activeIntegrations } from './active-integrations';
import type { CalendarChoice } from './calendar-apis/calendar-api';
import { providerCallFor } from './provider-api';
import { calendarApiOf } from './calendar-apis/calendar-apis';
import { providerHttpError } from './provider-http-error';

export function calendarRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/:platform/:id/integrations/calendars', requireOwner(deps), async (c) => {
    const w = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id'));
    const [row] = await activeIntegrations(deps, w.id, CALENDAR_SOURCE_KINDS);
    const api = row && calendarApiOf(row.type);
    if (!api) return ok(c, { from: row?.type ?? null, calendars: [] as CalendarChoice[] });
    try {
      const calendars = await api.calendars(providerCallFor(deps, row));
      return ok(c, { from: row.type, calendars });
    } catch (e) {
      throw providerHttpError(e);
    }
  });
  return app;
}
