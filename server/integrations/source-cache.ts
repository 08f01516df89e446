// Short-TTL cache of data-source items, per process. Keyed by integration id and its updated_at, so an
// edit is seen at once here; other processes catch up within the TTL (tolerated, see issue 4 §1).
export const SOURCE_TTL_MS = 60_000;
const MAX_ENTRIES = 500;

interface Entry {
  expires: number;
  value: Promise<unknown[]>;
}

const cache = new Map<string, Entry>();

export function cachedItems(key: string, now: number, load: () => Promise<unknown[]>): Promise<unknown[]> {
  const hit = cache.get(key);
  if (hit && hit.expires > now) return hit.value;
  if (cache.size >= MAX_ENTRIES) {
    for (const [k, e] of cache) if (e.expires <= now || cache.size >= MAX_ENTRIES) cache.delete(k);
  }
  // Concurrent viewers share one upstream request; failures are not cached.
  const value = load();
  cache.set(key, { expires: now + SOURCE_TTL_MS, value });
  value.catch(() => cache.delete(key));
  return value;
}

export function clearSourceCache(): void {
  cache.clear();
}
