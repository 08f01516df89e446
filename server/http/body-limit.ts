// The default request body cap (1 MB) for every route, enforced while streaming: a 20 MB upload is cut
// off after the first megabyte (or at once when Content-Length says so), never buffered whole.
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { payloadTooLarge } from './errors';
import { DEFAULT_BODY_LIMIT } from './read-json';

/** Paths that need a larger cap register here: [path prefix, bytes]. Infinity: the route streams the
 *  body and caps it itself (hono's limiter would buffer a body that has no Content-Length). */
export const BODY_LIMIT_OVERRIDES: [string, number][] = [];

export function defaultBodyLimit(): MiddlewareHandler {
  const byLimit = new Map<number, MiddlewareHandler>();
  const limiter = (max: number) => {
    let m = byLimit.get(max);
    if (!m) {
      m = bodyLimit({ maxSize: max, onError: () => { throw payloadTooLarge(); } });
      byLimit.set(max, m);
    }
    return m;
  };
  return (c, next) => {
    const override = BODY_LIMIT_OVERRIDES.find(([prefix]) => c.req.path.startsWith(prefix));
    if (override?.[1] === Infinity) return next();
    return limiter(override ? override[1] : DEFAULT_BODY_LIMIT)(c, next);
  };
}
