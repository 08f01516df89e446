// Serves a widget on its verified custom domain: a request for "/" whose Host is a verified domain is
// sent to that widget's viewer page on the same host. Mount it before the builder's "/" route.
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import { widgetIdForDomain } from './slug-queries';

export function customDomainMiddleware(deps: Deps): MiddlewareHandler {
  const own = new URL(deps.config.publicUrl).hostname;
  return async (c, next) => {
    if (c.req.method !== 'GET' || c.req.path !== '/') return next();
    const host = (c.req.header('host') ?? '').toLowerCase().replace(/:\d+$/, '');
    if (!host || host === own || host === 'localhost' || /^[\d.]+$|^\[/.test(host)) return next();
    const id = await widgetIdForDomain(deps, host);
    if (!id) return next();
    return c.redirect(`/viewer/${encodeURIComponent(id)}`, 302);
  };
}
