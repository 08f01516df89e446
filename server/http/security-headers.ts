// Security headers for every response. HTML is unframeable (builder pages) unless the route set its own
// frame-ancestors policy, which the viewer documents do from the widget's allow-list (ARCHITECTURE §3.5).
import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

export function securityHeaders(): MiddlewareHandler[] {
  const base = secureHeaders({
    xFrameOptions: false,
    // Loader, assets and viewer JSON are fetched by host pages on other origins.
    crossOriginResourcePolicy: false,
    // PayPal's sign-up popup posts back to its opener.
    crossOriginOpenerPolicy: false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xContentTypeOptions: 'nosniff',
    strictTransportSecurity: false,
  });
  const denyFraming: MiddlewareHandler = async (c, next) => {
    await next();
    const type = c.res.headers.get('content-type') ?? '';
    if (!type.includes('text/html')) return;
    const csp = c.res.headers.get('content-security-policy');
    if (csp && csp.includes('frame-ancestors')) return;
    c.res.headers.set('X-Frame-Options', 'DENY');
    c.res.headers.set('Content-Security-Policy', csp ? `${csp}; frame-ancestors 'none'` : "frame-ancestors 'none'");
  };
  return [base, denyFraming];
}
