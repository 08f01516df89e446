// SPEC §7 "Local storage": the per-widget store (key widget_storage + widget id), ctx.store for widgets.
// Embedded, the loader keeps it in the host page's sessionStorage and hands it over at the handshake
// (ARCHITECTURE §4: a cross-site frame has no storage of its own). Top-level (a gallery page, a direct
// link) the frame's own localStorage holds it under the SPEC key, memory when blocked (SPEC §5). Writes
// made before the handshake settles are kept and handed to whichever store it turns out to be.
import { widgetStorageKey, type StorageLike } from '../../shared/rules/storage';
import type { WidgetContext } from '../widgets/types';
import type { Session } from './session';

export type WidgetStore = WidgetContext['store'];
type Data = Record<string, unknown>;

export function createWidgetStore(
  session: Pick<Session, 'ready' | 'connected' | 'store'>,
  widgetId: string | null,
  local: () => StorageLike | null | undefined = () => globalThis.localStorage,
): WidgetStore {
  const key = widgetStorageKey(widgetId ?? '');
  let early: Data | null = {};
  let own: Data = {};
  // Storage may be missing or throw (blocked, full): memory carries on (SPEC §5).
  const io = (write?: 1) => {
    try {
      if (write) return local()?.setItem(key, JSON.stringify(own));
      const v: unknown = JSON.parse(local()?.getItem(key) || '{}');
      if (v && typeof v === 'object' && !Array.isArray(v)) own = v as Data;
    } catch {
      /* memory only */
    }
  };
  const store: WidgetStore = {
    get: <T>(k: string) => (early ? early[k] : session.connected() ? session.store.get(k) : own[k]) as T | undefined,
    set(k, v) {
      if (early) early[k] = v;
      else if (session.connected()) session.store.set(k, v);
      else if (widgetId) {
        own = { ...own, [k]: v };
        io(1);
      } else own = { ...own, [k]: v };
    },
  };
  store.ready = session.ready.then(() => {
    const pending = early!;
    early = null;
    if (!session.connected() && widgetId) io();
    for (const k in pending) store.set(k, pending[k]);
  });
  return store;
}
