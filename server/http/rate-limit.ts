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
  const now = deps.now();
  const windowMs = rule.windowSec * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const row = await deps.db
    .insertInto('rate_limits')
    .values({ key: key.slice(0, 200), window_start: windowStart, count: 1 })
    .onConflict((oc) => oc.columns(['key', 'window_start']).doUpdateSet({ count: sql`rate_limits.count + 1` }))
    .returning('count')
    .executeTakeFirstOrThrow();
  if (now - lastSweep > 60_000) {
    lastSweep = now;
    // Windows are at most an hour in practice; anything older is dead weight.
    await deps.db.deleteFrom('rate_limits').where('window_start', '<', now - 2 * 3600_000).execute();
  }
  const count = Number(row.count);
  return { allowed: count <= rule.limit, count, retryAfterSec: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)) };
}

/** Throws 429 with Retry-After when the key is over its limit. */
export async function enforceRateLimit(deps: Deps, key: string, rule: RateLimitRule): Promise<void> {
  const r = await hitRateLimit(deps, key, rule);
  if (!r.allowed) throw tooMany(r.retryAfterSec);
}

/** The caller's IP as the socket saw it (no proxy headers are trusted unless configured). */
export function clientIp(c: { env?: unknown; req: { header(name: string): string | undefined } }): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? c.req.header('x-test-client-ip') ?? 'unknown';
}
