// Event ingestion (SPEC §7 "GET /api/v1/event/report/{widgetId}") and the owner analytics call.
// Reports come no-cors without credentials: CORS open, nothing read from cookies.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { clientIp, enforceRateLimits } from '../http/rate-limit';
import { isWidgetId } from '../widgets/queries';
import { WIDGET_NOT_FOUND } from '../widgets/widget-store';
import { AnalyticsQuery, widgetAnalytics } from './analytics';
import { EventParams } from './event-params';
import { EventWriter } from './event-writer';
import { WidgetExistsCache } from './widget-exists-cache';

/** The client report that carries the widget's rendered height (frame/viewer/runtime.ts). */
const WIDGET_LOAD = new Set(['widget-load', 'WIDGET_LOAD']);

export interface EventLimits {
  perIpPerMinute: number;
  perWidgetPerMinute: number;
}

export const DEFAULT_EVENT_LIMITS: EventLimits = { perIpPerMinute: 600, perWidgetPerMinute: 30_000 };

/** Writers per Deps, so graceful shutdown can flush the one the app uses. */
const writers = new WeakMap<Deps, EventWriter>();
export function eventWriterFor(deps: Deps): EventWriter {
  let w = writers.get(deps);
  if (!w) writers.set(deps, (w = new EventWriter(deps)));
  return w;
}

export function eventRoutes(deps: Deps, limits: EventLimits = deps.config.eventLimits ?? DEFAULT_EVENT_LIMITS): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const writer = eventWriterFor(deps);
  const widgets = new WidgetExistsCache(deps);

  app.use('/api/v1/event/report/*', cors({ origin: '*', allowMethods: ['GET', 'POST', 'OPTIONS'] }));
  app.on(['GET', 'POST'], '/api/v1/event/report/:widgetId', async (c) => {
    c.header('Cache-Control', 'no-store');
    const widgetId = c.req.param('widgetId');
    const params = EventParams.parse(c.req.query());
    const ipLimit = { key: `ev-ip:${clientIp(c)}`, rule: { limit: limits.perIpPerMinute, windowSec: 60 } };
    if (!isWidgetId(widgetId) || !(await widgets.has(widgetId))) {
      // Probing random ids spends the IP's budget too.
      await enforceRateLimits(deps, [ipLimit]);
      throw notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');
    }
    await enforceRateLimits(deps, [ipLimit, { key: `ev-w:${widgetId}`, rule: { limit: limits.perWidgetPerMinute, windowSec: 60 } }]);
    const now = deps.now();
    await writer.write({
      widget_id: widgetId,
      event_id: params.eventId ?? null,
      group_type: params.groupType,
      event_type: params.eventType,
      event_sub_type: params.eventSubType ?? null,
      event_version: params.eventVersion ?? null,
      ref_url: params.refUrl ?? null,
      entity_path: params.entityPath ?? null,
      day: new Date(now).toISOString().slice(0, 10),
      created_at: now,
    }, params.height && params.device && params.groupType === 'client' && WIDGET_LOAD.has(params.eventType) ? { widgetId, device: params.device, height: params.height } : undefined);
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
