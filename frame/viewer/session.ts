// The frame's link to its host page: the penpal bridge when embedded (origin-checked), or nothing when
// the frame runs top-level. Holds what the loader hands over (session state, visitor context) and falls
// back to memory for storage (ARCHITECTURE §4: a cross-site frame has no storage of its own).
import type { FrameToHost, InitData } from '../../shared/bridge/frame-to-host';
import type { SiteVisitorContext } from '../../shared/bridge/host-to-frame';
import type { connectToHost, HostBridge } from './bridge';
import { emitter } from './emitter';

export type FrameAction = { type: string; payload?: unknown; from?: 'main' | 'popup' | 'host' };
export type ScrollInfo = { fromTop: number; inViewport: boolean; visibleRatio: number };

/** Equals POPUP_CLOSED_ACTION of frame/widgets/types.ts (a test pins it); written out so the viewer entry
 *  and widget chunks share no tiny chunk just for one string. */
export const POPUP_CLOSED_ACTION = '@popup-closed';

export interface Session {
  /** Settles once the bridge is up (or known to be absent); never rejects. */
  ready: Promise<void>;
  connected(): boolean;
  init(): InitData | null;
  visitor(): SiteVisitorContext | null;
  /** Calls a host method when connected; failures are ignored (the widget must keep working). */
  call<K extends keyof FrameToHost>(name: K, arg: Parameters<FrameToHost[K]>[0]): void;
  onAction(fn: (a: FrameAction) => void): () => void;
  onScroll(fn: (s: ScrollInfo) => void): () => void;
  onVisitor(fn: (v: SiteVisitorContext) => void): () => void;
  store: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void };
  /** The widget's reported-event keys for the loader's session, batched: see PERSIST_BATCH_MS. */
  persistReported(keys: string[]): void;
  destroy(): void;
}

const PERSIST_BATCH_MS = 100;

export interface SessionOptions {
  /** The concrete host origin, or null when top-level or unknown. */
  hostOrigin: string | null;
  connect?: typeof connectToHost;
}

/**
 * The bridge (penpal, ~3.5 KB gz, and the argument guards) is its own chunk: the server-rendered widget
 * paints without it, and the frame document modulepreloads it (server/frame-docs/viewer-assets.ts), so
 * it arrives in parallel with the entry instead of inside it (issue 8, viewer entry budget).
 */
const lazyConnect: typeof connectToHost = (origin, handlers, timeout) => import('./bridge').then((m) => m.connectToHost(origin, handlers, timeout));

export function createSession(o: SessionOptions): Session {
  const actions = emitter<FrameAction>();
  const scroll = emitter<ScrollInfo>();
  const visitorBus = emitter<SiteVisitorContext>();
  let bridge: HostBridge | null = null;
  let visitor: SiteVisitorContext | null = null;
  let store: Record<string, unknown> = {};
  let destroyed = false;

  const handlers = {
    parentWindowScroll: (s: ScrollInfo) => scroll.emit(s),
    visitorContextUpdated: (v: SiteVisitorContext) => {
      visitor = v;
      visitorBus.emit(v);
    },
    dispatchAction: (a: FrameAction) => actions.emit(a),
    popupClosed: (id: string) => actions.emit({ type: POPUP_CLOSED_ACTION, payload: id, from: 'host' }),
  };

  const ready = (async () => {
    if (!o.hostOrigin) return;
    try {
      const b = await (o.connect ?? lazyConnect)(o.hostOrigin, handlers);
      if (destroyed) return b.destroy();
      bridge = b;
      visitor = b.init.visitor ?? null;
      store = { ...(b.init.store ?? {}) };
    } catch {
      // No loader answered in time (opened directly, or a foreign page framing us): run standalone.
    }
  })();

  // The event keys to persist (each call carries the widget's whole set, so the last one wins), sent
  // PERSIST_BATCH_MS after the first: IMPRESSION and VIEW come a few ms apart on load, and each call is
  // two messages the host page handles. A reload sooner than that can repeat an event; the server drops
  // the repeat by its event id (session id + key).
  let reported: string[] | null = null;
  const flushReported = () => {
    if (reported) call('pluginRequestedData', { kind: 'persist', reported });
    reported = null;
  };

  const call: Session['call'] = (name, arg) => {
    if (!bridge) return;
    try {
      void (bridge.host[name] as (a: unknown) => Promise<unknown>)(arg).catch(() => undefined);
    } catch {
      /* a method the older loader does not know */
    }
  };

  return {
    ready,
    connected: () => bridge !== null,
    init: () => bridge?.init ?? null,
    visitor: () => visitor,
    call,
    onAction: actions.on,
    onScroll: scroll.on,
    onVisitor: visitorBus.on,
    store: {
      get: <T>(key: string) => store[key] as T | undefined,
      set(key, value) {
        store = { ...store, [key]: value };
        call('pluginRequestedData', { kind: 'persist', store });
      },
    },
    persistReported(keys) {
      if (!reported) setTimeout(flushReported, PERSIST_BATCH_MS);
      reported = keys;
    },
    destroy() {
      destroyed = true;
      bridge?.destroy();
      bridge = null;
    },
  };
}
