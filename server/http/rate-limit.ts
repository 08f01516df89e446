// Fixed-window rate limits counted in the database, so several server processes share one budget.
// One upsert per hit; old windows are swept now and then.
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

let lastSweep = 0;

export async function hitRateLimit(deps: Deps, key: string, rule: RateLimitRule): Promise<RateLimitResult> {
  const [r] = await hitRateLimits(deps, [{ key, rule }]);
  return r;
}

/** Counts one hit against several distinct keys in a single statement (one round trip on PostgreSQL). */
export async function hitRateLimits(deps: Deps, hits: { key: string; rule: RateLimitRule }[]): Promise<RateLimitResult[]> {
  const now = deps.now();
  const windows = hits.map(({ key, rule }) => {
    const windowMs = rule.windowSec * 1000;
    const start = Math.floor(now / windowMs) * windowMs;
    return { key: key.slice(0, 200), start, end: start + windowMs, limit: rule.limit };
  });
  const rows = await deps.db
    .insertInto('rate_limits')
    .values(windows.map((w) => ({ key: w.key, window_start: w.start, count: 1 })))
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning(['key', 'window_start', 'count'])
    .execute();
  if (now - lastSweep > 60_000) {
    lastSweep = now;
    // Windows are at most an hour in practice; anything older is dead weight.
    await deps.db.deleteFrom('rate_limits').where('window_start', '<', now - 2 * 3600_000).execute();
  }
  return windows.map((w) => {
    const row = rows.find((r) => r.key === w.key && Number(r.window_start) === w.start);
    const count = Number(row?.count ?? 1);
    return { allowed: count <= w.limit, count, retryAfterSec: Math.max(1, Math.ceil((w.end - now) / 1000)) };
  });
}

/** Throws 429 with Retry-After when the key is over its limit. */
export async function enforceRateLimit(deps: Deps, key: string, rule: RateLimitRule): Promise<void> {
  const r = await hitRateLimit(deps, key, rule);
  if (!r.allowed) throw tooMany(r.retryAfterSec);
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
