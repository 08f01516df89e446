// Fixed-window rate limits counted in the database, so several server processes share one budget.
// Hits arriving in the same tick are summed into one upsert per batch (one round trip for a burst);
// each caller still gets its own exact position in the window's count.
import { sql } from 'kysely';
import type { Deps } from '../deps';
import { tooMany } from './errors';

export interface RateLimitRule {
  /** Requests allowed per window. */
  limit: number;
  windowSec: number;
}

export interface RateLimitResult {
  allowed: boolean;
  count: number;
  retryAfterSec: number;
}

interface Slot {
  key: string;
  start: number;
  waiters: { resolve(count: number): void; reject(err: unknown): void }[];
}

class RateLimitBatcher {
  private slots = new Map<string, Slot>();
  private scheduled = false;
  private lastSweep = 0;

  constructor(private readonly deps: Deps) {}

  /** Resolves with this hit's count within its window. */
  hit(key: string, windowStart: number): Promise<number> {
    return new Promise((resolve, reject) => {
      const id = `${windowStart}|${key}`;
      let slot = this.slots.get(id);
      if (!slot) this.slots.set(id, (slot = { key, start: windowStart, waiters: [] }));
      slot.waiters.push({ resolve, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => void this.flush());
      }
    });
  }

  private async flush(): Promise<void> {
    const slots = [...this.slots.values()];
    this.slots = new Map();
    this.scheduled = false;
    try {
      const rows = await this.deps.db
        .insertInto('rate_limits')
        .values(slots.map((s) => ({ key: s.key, window_start: s.start, count: s.waiters.length })))
        .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + excluded.count` }))
        .returning(['key', 'window_start', 'count'])
        .execute();
      const finals = new Map(rows.map((r) => [`${Number(r.window_start)}|${r.key}`, Number(r.count)]));
      for (const s of slots) {
        const final = finals.get(`${s.start}|${s.key}`) ?? s.waiters.length;
        s.waiters.forEach((w, i) => w.resolve(final - s.waiters.length + i + 1));
      }
    } catch (err) {
      for (const s of slots) for (const w of s.waiters) w.reject(err);
    }
    const now = this.deps.now();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      // Windows are at most an hour in practice; anything older is dead weight.
      await this.deps.db.deleteFrom('rate_limits').where('window_start', '<', now - 2 * 3600_000).execute().catch(() => {});
    }
  }
}

const batchers = new WeakMap<Deps, RateLimitBatcher>();
function batcherFor(deps: Deps): RateLimitBatcher {
  let b = batchers.get(deps);
  if (!b) batchers.set(deps, (b = new RateLimitBatcher(deps)));
  return b;
}

export async function hitRateLimit(deps: Deps, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [r] = await hitRateLimits(deps, [{ key, rule }]);
  return r;
}

/** Counts one hit against each key. */
export async function hitRateLimits(deps: Deps, hits: { key: string; rule: RateLimitRule }[]): Promise<RateLimitResult[]> {
  const now = deps.now();
  return Promise.all(
    hits.map(async ({ key, rule }) => {
      const windowMs = rule.windowSec * 1000;
      const start = Math.floor(now / windowMs) * windowMs;
      const count = await batcherFor(deps).hit(key.slice(0, 200), start);
      return { allowed: count <= rule.limit, count, retryAfterSec: Math.max(1, Math.ceil((start + windowMs - now) / 1000)) };
    }),
  );
}

/** Throws 429 with Retry-After when the key is over its limit. */
export async function enforceRateLimit(deps: Deps, key: string, rule: RateLimitRule): Promise<void> {
  await enforceRateLimits(deps, [{ key, rule }]);
}

/** Throws 429 when any of the keys is over its limit (Retry-After: the longest wait). */
export async function enforceRateLimits(deps: Deps, hits: { key: string; rule: RateLimitRule }[]): Promise<void> {
  const over = (await hitRateLimits(deps, hits)).filter((r) => !r.allowed);
  if (over.length) throw tooMany(Math.max(...over.map((r) => r.retryAfterSec)));
}

/** The caller's IP as the socket saw it; proxy headers are not trusted (they are trivially forged). */
export function clientIp(c: { env?: unknown }): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}
