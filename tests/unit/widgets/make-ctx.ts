// A WidgetContext as the viewer runtime hands it (frame/widgets/types.ts), recording what widgets ask of it.
import type { WidgetContext, WidgetRecord } from '../../../frame/widgets/types';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';

export type Recorded = {
  engagement: Parameters<WidgetContext['reportEngagement']>[0][];
  hostEvents: { type: string; data?: unknown }[];
  popups: Parameters<WidgetContext['openPopup']>[0][];
  closed: string[];
  actions: { target: string; action: { type: string; payload?: unknown } }[];
  global: unknown[];
  storeData: Record<string, unknown>;
};

export function makeCtx(over: Partial<WidgetContext> = {}): { ctx: WidgetContext; rec: Recorded } {
  const rec: Recorded = { engagement: [], hostEvents: [], popups: [], closed: [], actions: [], global: [], storeData: {} };
  const handlers = new Set<(a: { type: string; payload?: unknown; from?: string }) => void>();
  const ctx: WidgetContext = {
    mode: 'viewer',
    device: 'desktop',
    language: 'en-US',
    appUrl: 'http://app.test',
    surface: 'main',
    popupParams: {},
    host: { handleGlobalWidget: (g) => void rec.global.push(g) },
    visitor: null,
    reportEngagement: (e) => void rec.engagement.push(e),
    emitHostEvent: (type, data) => void rec.hostEvents.push({ type, data }),
    openPopup: (p) => void rec.popups.push(p),
    closePopup: (id) => void rec.closed.push(id),
    onAction: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
    sendAction: (target, action) => void rec.actions.push({ target, action }),
    store: { get: <T,>(k: string) => rec.storeData[k] as T | undefined, set: (k, v) => void (rec.storeData[k] = v) },
    ...over,
  };
  return { ctx, rec };
}

export function makeWidget<D>(type: string, data: D, guid = 'w1'): WidgetRecord<D> {
  return { guid, type, name: 'My Widget', data };
}

export function visitor(over: Partial<SiteVisitorContext> = {}): SiteVisitorContext {
  return {
    version: 1,
    language: 'en-US',
    timezone: 'UTC',
    domain: 'host.test',
    currentUrl: 'http://host.test/page',
    currentPage: '/page',
    device: 'desktop',
    lastActivity: 0,
    scrollPercentage: 0,
    hasExitIntent: false,
    websiteSession: { firstVisit: 0, lastVisit: 0, clicks: 0, pages: 1, visits: 1 },
    dimensions: { width: 1280, height: 800 },
    ...over,
  };
}
