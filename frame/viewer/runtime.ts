// One viewer run: the loading state machine, the host session and the SPEC §4 events around the first
// render. Framework-free so it can be tested without rendering.
import type { ApiConfig } from '../../shared/api/request';
import { MAX_REPORTED_HEIGHT, reportEvent } from '../../shared/api/events';
import { fetchGalleryWidget, fetchViewerWidget, fetchWixViewerWidget, type ViewerWidget } from '../../shared/api/viewer';
import { WIDGET_DEFAULTS, WIDGET_LOAD_EVENT_DELAY_MS } from '../../shared/constants';
import { hasWidgetType, loadWidgetModule } from '../widgets/registry';
import { createEventTracker, type EventTracker } from './event-tracker';
import type { ViewerEnv } from './env';
import { fontsLoading, fontsSettled } from './fonts-settled';
import { createWidgetLoader, type WidgetLoader } from './load-widget';
import type { Session } from './session';
import { debugLogger, type Logger } from './debug-logger';
import { trackedEvents, watchViewerBehaviours, type TrackedEvents } from './viewer-behaviours';
import { createWidgetStore, type WidgetStore } from './widget-store';
import { watchVisibility } from './watch-visibility';

/** The action a host relays when the wix site owner changed the widget's settings. */
export const WIX_SETTINGS_UPDATED = 'wix:settings-updated';

export interface Runtime {
  env: ViewerEnv;
  api: ApiConfig;
  session: Session;
  loader: WidgetLoader;
  /** Resolves once the tracker exists (after the first render and the bridge handshake). */
  tracker(): Promise<EventTracker | null>;
  /** Called by the view after the widget's first render. */
  shown(widget: ViewerWidget, root: Element): void;
  /** Debug logging, silent unless the frame URL has cnDebug=true (SPEC §2). */
  logger: Logger;
  /** Our events as reported (IMPRESSION, VIEW, interactions, submit...), for the analytics tags. */
  tracked: TrackedEvents;
  /** The per-widget store widgets get as ctx.store (SPEC §7). */
  store: WidgetStore;
  /** The content height last sent to the loader (start.tsx), reported with widget-load (issue 8); 0
   *  while only a loading state has shown. */
  reportedHeight: number;
}

export interface RuntimeOptions {
  env: ViewerEnv;
  session: Session;
  api: ApiConfig;
  random?: () => number;
  now?: () => number;
  /** The host page address for refUrl when the loader gave none. */
  pageUrl: string;
  logger?: Logger;
}

export function createRuntime(o: RuntimeOptions): Runtime {
  const { env, session, api } = o;
  const now = o.now ?? (() => performance.now());
  const tracked = trackedEvents();
  const defaults = async (): Promise<ViewerWidget> => {
    const mod = await loadWidgetModule(env.pluginType!);
    return { guid: '', type: env.pluginType!, name: WIDGET_DEFAULTS.name, data: structuredClone(mod.defaults) };
  };
  const loader = createWidgetLoader({
    platform: env.platform,
    widgetId: env.widgetId,
    galleryId: env.galleryId,
    hasDefaults: hasWidgetType(env.pluginType),
    inline: env.boot.widget || env.boot.error ? { widget: env.boot.widget, error: env.boot.error } : null,
    fetchById: (id) => fetchViewerWidget(api, id, env.serviceName),
    fetchByGallery: (id) => fetchGalleryWidget(api, id, env.serviceName),
    fetchWix: () =>
      fetchWixViewerWidget(api, {
        pluginType: env.pluginType ?? '',
        serviceName: env.serviceName,
        siteUrl: session.visitor()?.domain ? `https://${session.visitor()!.domain}` : '',
        isBundleApp: env.isBundleApp,
      }),
    loadDefaults: defaults,
  });

  // SPEC §4: on wix, a settings update re-fetches the widget data (the loader relays it as an action).
  if (env.platform === 'wix') session.onAction((a) => void (a.type === WIX_SETTINGS_UPDATED && loader.reload()));

  let trackerP: Promise<EventTracker | null> | null = null;
  let resolveTracker!: (t: EventTracker | null) => void;
  const trackerReady = new Promise<EventTracker | null>((r) => (resolveTracker = r));

  const makeTracker = async (w: ViewerWidget): Promise<EventTracker | null> => {
    await session.ready;
    const id = w.guid || env.widgetId;
    if (!id) return null;
    const init = session.init();
    const refUrl = session.visitor()?.currentUrl || o.pageUrl;
    return createEventTracker({
      widgetId: id,
      muted: !!(init?.muteEvents || env.muteEvents || w.data.muteEvents === true || env.mode === 'editor' || env.mode === 'preview'),
      reported: init?.reported ?? [],
      persist: (keys) => session.persistReported(keys),
      send: (r) => (tracked.emit(r), void reportEvent(api, id, { ...r, refUrl })),
      random: o.random ?? Math.random,
      viewerLoad: env.mode === 'viewer',
      sessionId: init?.sessionId,
    });
  };

  const rt: Runtime = {
    env,
    api,
    session,
    loader,
    logger: o.logger ?? debugLogger(!!env.boot.env?.debug),
    tracked,
    store: createWidgetStore(session, env.widgetId ?? env.boot.widgetId),
    tracker: () => trackerReady,
    reportedHeight: 0,
    shown(w, root) {
      if (trackerP) return;
      const mountedAt = now();
      trackerP = makeTracker(w);
      void session.ready.then(() =>
        session.call('pluginLoaded', { widgetId: w.guid || env.widgetId || '', type: w.type, name: w.name, height: Math.ceil(root.getBoundingClientRect().height) }),
      );
      if (env.popupId) return void trackerP.then(resolveTracker);
      void trackerP.then((t) => {
        resolveTracker(t);
        if (!t) return;
        t.impression();
        const viewed = () => {
          t.view();
          session.call('engagementEvent', { type: 'view' });
        };
        if (env.mode === 'gallery') viewed();
        else watchVisibility(root, session.onScroll, viewed);
        setTimeout(() => {
          // Time from navigation start to the widget's first render.
          const ms = Math.max(0, Math.round(mountedAt));
          const reportLoad = () => {
            // The host's device class (the loader's visitor context) keys the height the server keeps.
            const device = session.visitor()?.device;
            const height = Math.min(Math.round(rt.reportedHeight), MAX_REPORTED_HEIGHT);
            t.client('widget-load', device && height > 0 ? { height, device } : undefined);
          };
          if (fontsLoading(document)) void fontsSettled(document).then(reportLoad);
          else reportLoad();
          t.performance('load-time', { eventSubType: String(ms) });
          session.call('performanceEvent', { name: 'widget-load', value: Math.min(ms, 3_600_000) });
        }, WIDGET_LOAD_EVENT_DELAY_MS);
      });
    },
  };
  watchViewerBehaviours(rt);
  return rt;
}
