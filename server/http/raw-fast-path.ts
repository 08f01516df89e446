// What the raw-request fast paths (server/events/fast-report.ts, server/widgets/viewer-fast-path.ts)
// share: the headers the framework's security middleware (security-headers.ts) adds to a JSON answer,
// the id taken from a path without decoding, and request logging batched to one line a second.
import type { Deps } from '../deps';

/** secureHeaders() as configured in security-headers.ts; the fast paths' tests compare them. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

/** The same for a JSON answer, which host pages on any origin read (the routes' CORS). */
export const JSON_SECURITY_HEADERS: Readonly<Record<string, string>> = { 'access-control-allow-origin': '*', ...SECURITY_HEADERS };

/**
 * The id after `prefix` in a GET path, or null when the framework should answer: another method, path
 * or an id needing decoding (ids are [A-Za-z0-9_-]).
 */
export function rawPathId(method: string | undefined, url: string | undefined, prefix: string): { id: string; query: string } | null {
  if (method !== 'GET' || !url || !url.startsWith(prefix)) return null;
  const q = url.indexOf('?');
  const id = q < 0 ? url.slice(prefix.length) : url.slice(prefix.length, q);
  if (!id || id.includes('/') || id.includes('%')) return null;
  return { id, query: q < 0 ? '' : url.slice(q + 1) };
}

/** Counts answers by name and logs them as one line a second instead of a synchronous line each. */
export function batchedLog<K extends string>(deps: Pick<Deps, 'log'>, message: string, fields: Record<string, unknown>, keys: readonly K[]) {
  const counts = Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
  let timer: ReturnType<typeof setTimeout> | null = null;
  return (key: K) => {
    counts[key]++;
    timer ??= setTimeout(() => {
      timer = null;
      deps.log.info(message, { ...fields, ...counts, fastPath: true });
      for (const k of keys) counts[k] = 0;
    }, 1000);
    timer.unref?.();
  };
}
