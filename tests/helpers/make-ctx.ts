// A WidgetContext as the viewer runtime hands it (frame/widgets/types.ts), recording what widgets ask of it
// (per kind, and in order in `log`), with `dispatch` to deliver an action to the widget.
import { act } from '@testing-library/preact';
import type { WidgetContext, WidgetRecord } from '../../frame/widgets/types';
import type { SiteVisitorContext } from '../../shared/bridge/host-to-frame';

type Action = { type: string; payload?: unknown; from?: string };

export type Recorded = {
  engagement: Parameters<WidgetContext['reportEngagement']>[0][];
  hostEvents: { type: string; data?: unknown }[];
  popups: Parameters<WidgetContext['openPopup']>[0][];
  closed: string[];
  actions: { target: string; action: { type: string; payload?: unknown } }[];
  global: unknown[];
  storeData: Record<string, unknown>;
  /** Every engagement, popup, action and host call, in order. */
  log: { kind: string; arg: unknown }[];
};

export function makeCtx(over: Partial<WidgetContext> = {}): { ctx: WidgetContext; rec: Recorded; dispatch(a: Action): void } {
  const rec: Recorded = { engagement: [], hostEvents: [], popups: [], closed: [], actions: [], global: [], storeData: {}, log: [] };
  const handlers = new Set<(a: Action) => void>();
  const note = <T,>(kind: string, list: T[] | null, arg: T) => void (list?.push(arg), rec.log.push({ kind, arg }));
  const ctx: WidgetContext = {
    mode: 'viewer',
    device: 'desktop',
    language: 'en-US',
    appUrl: 'http://app.test',
    surface: 'main',
    popupParams: {},
    host: {
      handleGlobalWidget: (g) => note('handleGlobalWidget', rec.global, g),
      updatePopup: (p) => note('updatePopup', null, p),
      consentChosen: (c) => note('consentChosen', null, c),
    },
    visitor: null,
    reportEngagement: (e) => note('engagement', rec.engagement, e),
    emitHostEvent: (type, data) => void rec.hostEvents.push({ type, data }),
    openPopup: (p) => note('openPopup', rec.popups, p),
    closePopup: (id) => note('closePopup', rec.closed, id),
    onAction: (h) => {
      handlers.add(h);
      return () => handlers.delete(h);
    },
    sendAction: (target, action) => note('sendAction', rec.actions, { target, action }),
    store: { get: <T,>(k: string) => rec.storeData[k] as T | undefined, set: (k, v) => void (rec.storeData[k] = v) },
    ...over,
  };
  const dispatch = (a: Action) => void act(() => handlers.forEach((h) => h(a)));
  return { ctx, rec, dispatch };
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
