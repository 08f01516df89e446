// One structured line per request: method, path (never the query string, which may carry tokens),
// status and duration. Headers and bodies are never logged.
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../deps';

export function requestLog(log: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    log.info('request', {
      method: c.req.method,
      path: c.req.path.length > 300 ? `${c.req.path.slice(0, 300)}…` : c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - start) * 10) / 10,
    });
  };
}
