// CSRF defence for cookie-authenticated writes: the browser-set Origin (or, lacking it, Referer) must be
// our own origin. SameSite=Lax already stops most cross-site posts; this closes the rest (same-site
// subdomains, old browsers). Bearer-key requests carry no ambient credentials and skip it.
import type { Context } from 'hono';
import type { Config } from '../config';
import { forbidden } from '../http/errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

export function isSameOriginRequest(c: Context, config: Pick<Config, 'publicUrl'>): boolean {
  const origin = originOf(c.req.header('origin')) ?? originOf(c.req.header('referer'));
  if (!origin) return false;
  if (origin === new URL(config.publicUrl).origin) return true;
  // The page was served by this very host (e.g. opened as 127.0.0.1 instead of localhost).
  const host = c.req.header('host');
  return !!host && new URL(origin).host === host;
}

export function assertCsrfSafe(c: Context, config: Pick<Config, 'publicUrl'>): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  if (!isSameOriginRequest(c, config)) throw forbidden('Cross-site request refused.', 'CSRF');
}
