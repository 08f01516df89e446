// Event report rate limits (EVENT_LIMIT_PER_IP / _PER_WIDGET per minute) counted in memory per process,
// so a report costs no database round trip before its answer (issue 8: ≥ 5,000 events/s). Every second
// the hits since the last flush are added to the shared rate_limits row of their window and the total
// all processes reached is read back: several processes share one budget, each learning the others'
// hits when it flushes hits of its own (a tolerable overshoot for analytics reports; auth limits stay
// exact in the database, server/http/rate-limit.ts).
import { sql } from 'kysely';
import type { Deps } from '../deps';

const FLUSH_MS = 1000;

interface Slot {
  key: string;
  start: number;
  end: number;
  /** Shared total (all processes) as of the last flush, our flushed hits included. */
  base: number;
  /** Our hits since the last flush. */
  pending: number;
}

export class EventRateLimiter {
  private slots = new Map<string, Slot>();
  private timer: ReturnType<typeof setInterval> | null = null;
  private flushing: Promise<void> | null = null;

  constructor(private readonly deps: Deps) {}

  /** Counts one hit; returns the caller's position in the window (all processes, as far as known). */
  hit(key: string, limitWindowSec: number): { count: number; retryAfterSec: number } {
    const now = this.deps.now();
    const windowMs = limitWindowSec * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    const id = `${start}|${key}`;
    let s = this.slots.get(id);
    if (!s) this.slots.set(id, (s = { key: key.slice(0, 200), start, end: start + windowMs, base: 0, pending: 0 }));
    s.pending++;
    this.timer ??= setInterval(() => void this.flush(), FLUSH_MS).unref?.() ?? null;
    return { count: s.base + s.pending, retryAfterSec: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
  }

  /** Hits so far in the current window (all processes, as far as known), without counting one. */
  peek(key: string, limitWindowSec: number): number {
    const windowMs = limitWindowSec * 1000;
    const s = this.slots.get(`${Math.floor(this.deps.now() / windowMs) * windowMs}|${key}`);
    return s ? s.base + s.pending : 0;
  }

  /** Writes pending hits to the shared counters (also on graceful shutdown). */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => (this.flushing = null));
    return this.flushing;
  }

  private async write(): Promise<void> {
    const due = [...this.slots.values()].filter((s) => s.pending > 0);
    const sent = new Map(due.map((s) => [s, s.pending]));
    if (due.length) {
      try {
        const rows = await this.deps.db
          .insertInto('rate_limits')
          .values(due.map((s) => ({ key: s.key, window_start: s.start, count: sent.get(s)! })))
          .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
          .returning(['key', 'window_start', 'count'])
          .execute();
        const totals = new Map(rows.map((r) => [`${Number(r.window_start)}|${r.key}`, Number(r.count)]));
        for (const s of due) {
          s.pending -= sent.get(s)!;
          s.base = totals.get(`${s.start}|${s.key}`) ?? s.base + sent.get(s)!;
        }
      } catch {
        /* the next flush retries: counting stays local meanwhile */
      }
    }
    // Windows that ended are of no further use here (the shared rows are swept by server/http/rate-limit.ts).
    const now = this.deps.now();
    for (const [id, s] of this.slots) if (s.pending === 0 && s.end <= now) this.slots.delete(id);
    if (!this.slots.size && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }
}

const limiters = new WeakMap<Deps, EventRateLimiter>();
export function eventRateLimiterFor(deps: Deps): EventRateLimiter {
  let l = limiters.get(deps);
  if (!l) limiters.set(deps, (l = new EventRateLimiter(deps)));
  return l;
}
