// Event ingestion (SPEC §7 "GET /api/v1/event/report/{widgetId}") and the owner analytics call.
// Reports come no-cors without credentials: CORS open, nothing read from cookies. Plain valid reports
// usually arrive through the fast path (fast-report.ts) before this app sees them; this route answers
// the rest (POST, preflight, unknown widgets, limits reached, every 400) and does the same work.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { clientIp } from '../http/rate-limit';
import { WIDGET_NOT_FOUND } from '../widgets/widget-store';
import { AnalyticsQuery, widgetAnalytics } from './analytics';
import { createEventIngest, type EventIngest, type EventLimits } from './event-ingest';
import { EventParams } from './event-params';
import { EventWriter } from './event-writer';

export type { EventLimits } from './event-ingest';

export const DEFAULT_EVENT_LIMITS: EventLimits = { perIpPerMinute: 600, perWidgetPerMinute: 30_000 };

/** Writers per Deps, so graceful shutdown can flush the one the app uses. */
const writers = new WeakMap<Deps, EventWriter>();
export function eventWriterFor(deps: Deps): EventWriter {
  let w = writers.get(deps);
  if (!w) writers.set(deps, (w = new EventWriter(deps)));
  return w;
}

/** The ingest with the configured limits, shared by this route and the fast path. */
const ingests = new WeakMap<Deps, EventIngest>();
export function eventIngestFor(deps: Deps): EventIngest {
  let i = ingests.get(deps);
  if (!i) ingests.set(deps, (i = createEventIngest(deps, eventWriterFor(deps), deps.config.eventLimits ?? DEFAULT_EVENT_LIMITS)));
  return i;
}

export function eventRoutes(deps: Deps, limits?: EventLimits): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const ingest = limits ? createEventIngest(deps, eventWriterFor(deps), limits) : eventIngestFor(deps);

  app.use('/api/v1/event/report/*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'] }));
  app.on(['GET', 'POST'], '/api/v1/event/report/:widgetId', async (c) => {
    c.header('Cache-Control', 'no-store');
    const params = EventParams.parse(c.req.query());
    await ingest.accept(c.req.param('widgetId'), params, clientIp(c));
    return ok(c, null);
  });

  app.get('/api/v1/plugin/:id/analytics', requireOwner(deps), async (c) => {
    const q = AnalyticsQuery.parse(c.req.query());
    const result = await widgetAnalytics(deps, c.get('owner').id, c.req.param('id'), q);
    if (!result) throw notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    return ok(c, result);
  });

  return app;
}
