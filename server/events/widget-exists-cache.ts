// Event reports arrive for the same few widgets over and over; remembering that a widget exists for a
// minute saves a query per report. Tolerates staleness: a just-deleted widget may collect events for up
// to a minute (they are removed with it on delete anyway). Misses are never cached.
import type { Deps } from '../deps';
import { widgetExists } from '../widgets/queries';

const TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

export class WidgetExistsCache {
  private readonly seen = new Map<string, number>();
  constructor(private readonly deps: Deps) {}

  /** Known to exist (fresh entry) without asking the database: the fast path's question. */
  known(id: string): boolean {
    const at = this.seen.get(id);
    return at !== undefined && this.deps.now() - at < TTL_MS;
  }

  async has(id: string): Promise<boolean> {
    const now = this.deps.now();
    const at = this.seen.get(id);
    if (at !== undefined && now - at < TTL_MS) return true;
    const exists = await widgetExists(this.deps, id);
    if (exists) {
      if (this.seen.size >= MAX_ENTRIES) this.seen.delete(this.seen.keys().next().value!);
      this.seen.set(id, now);
    } else {
      this.seen.delete(id);
    }
    return exists;
  }
}

const caches = new WeakMap<Deps, WidgetExistsCache>();
/** One cache per app, shared by the event route and its fast path. */
export function widgetExistsCacheFor(deps: Deps): WidgetExistsCache {
  let c = caches.get(deps);
  if (!c) caches.set(deps, (c = new WidgetExistsCache(deps)));
  return c;
}
