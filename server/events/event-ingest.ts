// Accepting one event report: the widget must exist, the IP and the widget must be within their
// per-minute budgets, and the answer waits for the group commit holding the event (event-writer.ts).
// Shared by the framework route (routes.ts) and the fast path (fast-report.ts), so both count against
// the same budgets and write through the same writer.
import type { Deps } from '../deps';
import { notFound, tooMany } from '../http/errors';
import { isWidgetId } from '../widgets/queries';
import { WIDGET_NOT_FOUND } from '../widgets/widget-store';
import type { EventParams } from './event-params';
import { eventRateLimiterFor } from './event-rate-limit';
import type { EventWriter } from './event-writer';
import { widgetExistsCacheFor } from './widget-exists-cache';

export interface EventLimits {
  perIpPerMinute: number;
  perWidgetPerMinute: number;
}

/** The client report that carries the widget's rendered height (frame/viewer/runtime.ts). */
const WIDGET_LOAD = new Set(['widget-load', 'WIDGET_LOAD']);

export function createEventIngest(deps: Deps, writer: EventWriter, limits: EventLimits) {
  const widgets = widgetExistsCacheFor(deps);
  const limiter = eventRateLimiterFor(deps);
  const ipKey = (ip: string) => `ev-ip:${ip}`;
  const widgetKey = (id: string) => `ev-w:${id}`;

  const write = (widgetId: string, p: EventParams): Promise<void> => {
    const now = deps.now();
    const height = p.height && p.device && p.groupType === 'client' && WIDGET_LOAD.has(p.eventType) ? { widgetId, device: p.device, height: p.height } : undefined;
    return writer.write(
      {
        widget_id: widgetId,
        event_id: p.eventId ?? null,
        group_type: p.groupType,
        event_type: p.eventType,
        event_sub_type: p.eventSubType ?? null,
        event_version: p.eventVersion ?? null,
        ref_url: p.refUrl ?? null,
        entity_path: p.entityPath ?? null,
        day: new Date(now).toISOString().slice(0, 10),
        created_at: now,
      },
      height,
    );
  };

  return {
    /** The framework route: throws 404 or 429 (HttpError) as SPEC §8 and the tests expect. */
    async accept(widgetId: string, p: EventParams, ip: string): Promise<void> {
      if (!isWidgetId(widgetId) || !(await widgets.has(widgetId))) {
        // Probing random ids spends the IP's budget too.
        const r = limiter.hit(ipKey(ip), 60);
        if (r.count > limits.perIpPerMinute) throw tooMany(r.retryAfterSec);
        throw notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');
      }
      const a = limiter.hit(ipKey(ip), 60);
      const b = limiter.hit(widgetKey(widgetId), 60);
      const over = [a.count > limits.perIpPerMinute && a, b.count > limits.perWidgetPerMinute && b].filter((x) => !!x);
      if (over.length) throw tooMany(Math.max(...over.map((x) => x.retryAfterSec)));
      await write(widgetId, p);
    },
    /**
     * The fast path: only a report that will surely be accepted (a widget known to exist, both budgets
     * with room) is taken, with no database round trip before the commit; null leaves the report to
     * the framework route, which answers everything else exactly as before.
     */
    tryAccept(widgetId: string, p: EventParams, ip: string): Promise<void> | null {
      if (!isWidgetId(widgetId) || !widgets.known(widgetId)) return null;
      if (limiter.peek(ipKey(ip), 60) >= limits.perIpPerMinute || limiter.peek(widgetKey(widgetId), 60) >= limits.perWidgetPerMinute) return null;
      limiter.hit(ipKey(ip), 60);
      limiter.hit(widgetKey(widgetId), 60);
      return write(widgetId, p);
    },
  };
}
export type EventIngest = ReturnType<typeof createEventIngest>;
