// Event reports (SPEC §7): GET /api/v1/event/report/{widgetId}?groupType&eventType&refUrl plus
// eventVersion, eventSubType, entityPath. Sent no-cors without credentials; any failure is ignored
// (SPEC §8 "Event reporting failure: ignored"), so a report can never break or slow a widget.
import { buildUrl, type ApiConfig } from './request';
import type { ReportGroup } from '../constants';

export interface EventReport {
  groupType: ReportGroup;
  eventType: string;
  refUrl?: string;
  eventVersion?: number | string;
  eventSubType?: string;
  entityPath?: string;
  /** Optional client id: the server stores one event per widget and id, a second guard against repeats. */
  eventId?: string;
  /** widget-load only (issue 8): the rendered height in px and the host's device class, so the builder's
   *  snippet can reserve the space on the next first visit. */
  height?: number;
  device?: 'desktop' | 'tablet' | 'mobile';
}

/** The server refuses taller heights (server/events/widget-heights.ts). */
export const MAX_REPORTED_HEIGHT = 20_000;

export function reportEvent(cfg: ApiConfig, widgetId: string, e: EventReport): Promise<void> {
  const f = cfg.fetch ?? fetch;
  try {
    const url = buildUrl(cfg, `api/v1/event/report/${encodeURIComponent(widgetId)}`, { ...e });
    return f(url, { mode: 'no-cors', credentials: 'omit', keepalive: true }).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
