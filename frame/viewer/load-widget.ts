// SPEC §4 "Widget loading" as a framework-free state machine: loading → loaded | error(message).
// The spinner shows only once loading has lasted LOADER_DELAY_MS, so fast loads never flash it.
import { LOADER_DELAY_MS, REFRESH_INTERVAL_MIN_MS } from '../../shared/constants';
import type { ViewerWidget } from '../../shared/api/viewer';

import { COULD_NOT_LOAD_PLUGIN, PLUGIN_ID_NOT_DEFINED } from '../../shared/rules/errors';

export { PLUGIN_ID_NOT_DEFINED };
export const COULD_NOT_LOAD = COULD_NOT_LOAD_PLUGIN;

export type LoadState =
  | { status: 'loading'; showLoader: boolean }
  | { status: 'loaded'; widget: ViewerWidget }
  | { status: 'error'; message: string };

export type Source =
  | { kind: 'wix' }
  | { kind: 'id'; id: string }
  | { kind: 'gallery'; id: string }
  | { kind: 'default' };

export interface SourceInput {
  platform: string | null;
  widgetId: string | null;
  galleryId: string | null;
  /** True when the type's built-in default data can be produced (the plugin type is known). */
  hasDefaults: boolean;
}

/** SPEC §4 priority: wix settings (wix, no gallery id), widget id, gallery id, default data, else none. */
export function chooseSource(s: SourceInput): Source | null {
  if (s.platform === 'wix' && !s.galleryId) return { kind: 'wix' };
  if (s.widgetId) return { kind: 'id', id: s.widgetId };
  if (s.galleryId) return { kind: 'gallery', id: s.galleryId };
  if (s.hasDefaults) return { kind: 'default' };
  return null;
}

export interface LoaderOptions extends SourceInput {
  fetchWix(): Promise<ViewerWidget>;
  fetchById(id: string): Promise<ViewerWidget>;
  fetchByGallery(id: string): Promise<ViewerWidget>;
  loadDefaults(): Promise<ViewerWidget>;
  /** The widget (or the server's error) inlined in the frame document, used for the first load only. */
  inline?: { widget: ViewerWidget | null; error: string | null } | null;
}

/** The server's message when the failure carried one (ViewerFetchError.serverMessage). */
const serverMessage = (e: unknown): string | undefined =>
  (e as { serverMessage?: unknown } | null)?.serverMessage ? String((e as { serverMessage: unknown }).serverMessage) : undefined;

/** SPEC §4: a refresh interval of at least 1000 ms reloads the widget; shorter values are ignored. */
export function refreshIntervalOf(widget: ViewerWidget): number | null {
  const v = Number((widget.data as { refreshInterval?: unknown }).refreshInterval);
  return Number.isFinite(v) && v >= REFRESH_INTERVAL_MIN_MS ? v : null;
}

export interface WidgetLoader {
  getState(): LoadState;
  subscribe(fn: (s: LoadState) => void): () => void;
  /** Starts the first load (idempotent). */
  start(): void;
  /** Re-fetches (wix settings update, refresh timer); keeps the shown widget if the re-fetch fails. */
  reload(): Promise<void>;
  stop(): void;
}

export function createWidgetLoader(o: LoaderOptions): WidgetLoader {
  let state: LoadState = { status: 'loading', showLoader: false };
  const listeners = new Set<(s: LoadState) => void>();
  let delay: ReturnType<typeof setTimeout> | undefined;
  let refresh: ReturnType<typeof setTimeout> | undefined;
  let started = false;
  let stopped = false;

  const set = (s: LoadState) => {
    if (stopped) return;
    state = s;
    for (const fn of listeners) fn(s);
  };

  const source = chooseSource(o);

  const fetchFrom = (src: Source): Promise<ViewerWidget> =>
    src.kind === 'wix' ? o.fetchWix() : src.kind === 'id' ? o.fetchById(src.id) : src.kind === 'gallery' ? o.fetchByGallery(src.id) : o.loadDefaults();

  const scheduleRefresh = (w: ViewerWidget) => {
    if (refresh !== undefined) clearTimeout(refresh);
    const ms = refreshIntervalOf(w);
    if (ms !== null && !stopped) refresh = setTimeout(() => void loader.reload(), ms);
  };

  const loaded = (w: ViewerWidget) => {
    set({ status: 'loaded', widget: w });
    scheduleRefresh(w);
  };

  const first = async () => {
    if (o.inline?.widget) return loaded(o.inline.widget);
    // The document's server already answered (e.g. an expired one-time link): show its message.
    if (o.inline?.error) return set({ status: 'error', message: o.inline.error });
    if (!source) return set({ status: 'error', message: PLUGIN_ID_NOT_DEFINED });
    try {
      loaded(await fetchFrom(source));
    } catch (e) {
      // SPEC §4: without a widget id and a gallery id a failed fetch falls back to the default data.
      if (!o.widgetId && !o.galleryId && o.hasDefaults) {
        try {
          return loaded(await o.loadDefaults());
        } catch {
          /* fall through to the error view */
        }
      }
      set({ status: 'error', message: serverMessage(e) ?? COULD_NOT_LOAD });
    }
  };

  const loader: WidgetLoader = {
    getState: () => state,
    subscribe(fn) {
      listeners.add(fn);
      return () => listeners.delete(fn);
    },
    start() {
      if (started) return;
      started = true;
      delay = setTimeout(() => {
        if (state.status === 'loading') set({ status: 'loading', showLoader: true });
      }, LOADER_DELAY_MS);
      void first().finally(() => clearTimeout(delay));
    },
    async reload() {
      if (!source || stopped) return;
      try {
        loaded(await fetchFrom(source));
      } catch {
        if (state.status === 'loaded') scheduleRefresh(state.widget);
      }
    },
    stop() {
      stopped = true;
      clearTimeout(delay);
      if (refresh !== undefined) clearTimeout(refresh);
      listeners.clear();
    },
  };
  return loader;
}
