// SPEC §7 "Local storage" and SPEC §5 "Missing local storage is tolerated": a per-widget key
// (widget_storage + widget id), a persistent visitor id and a per-session id. Any Storage may be
// missing or throw (a cross-site iframe's storage throws SecurityError, ARCHITECTURE §4); every
// operation then falls back to memory for the life of the page.

export const WIDGET_STORAGE_PREFIX = 'widget_storage';
export const VISITOR_ID_KEY = 'tessera_visitor_id';
export const SESSION_ID_KEY = 'tessera_session_id';

export function widgetStorageKey(widgetId: string): string {
  return `${WIDGET_STORAGE_PREFIX}${widgetId}`;
}

export interface StorageLike {
  getItem(k: string): string | null;
  setItem(k: string, v: string): void;
  removeItem(k: string): void;
}

/** A random id; uses crypto.randomUUID when present. */
export function generateId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto;
  if (c?.randomUUID) return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Wraps a storage getter so a missing or throwing storage degrades to an in-memory map. */
export function safeStorage(get: () => StorageLike | null | undefined): StorageLike {
  const memory = new Map<string, string>();
  const real = (): StorageLike | null => {
    try {
      return get() ?? null;
    } catch {
      return null;
    }
  };
  return {
    getItem(k) {
      try {
        const v = real()?.getItem(k);
        if (v !== undefined && v !== null) return v;
      } catch {
        /* storage blocked: memory below */
      }
      return memory.get(k) ?? null;
    },
    setItem(k, v) {
      memory.set(k, v);
      try {
        real()?.setItem(k, v);
      } catch {
        /* quota or blocked: memory keeps it */
      }
    },
    removeItem(k) {
      memory.delete(k);
      try {
        real()?.removeItem(k);
      } catch {
        /* blocked */
      }
    },
  };
}

function idIn(store: StorageLike, key: string): string {
  const existing = store.getItem(key);
  if (existing) return existing;
  const id = generateId();
  store.setItem(key, id);
  return id;
}

export interface WidgetStorage {
  get<T>(widgetId: string): T | undefined;
  set(widgetId: string, value: unknown): void;
  visitorId(): string;
  sessionId(): string;
}

/** The storage helper over a persistent (local) and a per-session store, each optional. */
export function createWidgetStorage(opts: {
  local?: () => StorageLike | null | undefined;
  session?: () => StorageLike | null | undefined;
} = {}): WidgetStorage {
  const local = safeStorage(opts.local ?? (() => (globalThis as { localStorage?: StorageLike }).localStorage));
  const session = safeStorage(opts.session ?? (() => (globalThis as { sessionStorage?: StorageLike }).sessionStorage));
  return {
    get<T>(widgetId: string) {
      const raw = local.getItem(widgetStorageKey(widgetId));
      if (raw === null) return undefined;
      try {
        return JSON.parse(raw) as T;
      } catch {
        return undefined;
      }
    },
    set(widgetId, value) {
      local.setItem(widgetStorageKey(widgetId), JSON.stringify(value));
    },
    visitorId: () => idIn(local, VISITOR_ID_KEY),
    sessionId: () => idIn(session, SESSION_ID_KEY),
  };
}
