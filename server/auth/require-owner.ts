// Owner authentication for owner routes: `Authorization: Bearer <api key>` or the session cookie.
// Cookie-authenticated writes must come from our own origin (csrf.ts).
import type { Context, MiddlewareHandler } from 'hono';
import type { Deps } from '../deps';
import type { AppEnv, Owner } from '../http/app-env';
import { unauthorized } from '../http/errors';
import { ownerFromApiKey } from './api-keys';
import { assertCsrfSafe } from './csrf';
import { ownerFromSession } from './sessions';

export async function authenticate(
  deps: Deps,
  c: Context,
): Promise<{ owner: Owner; via: 'cookie' | 'api-key' } | null> {
  const auth = c.req.header('authorization');
  if (auth) {
    const m = /^Bearer\s+(\S+)$/i.exec(auth);
    const owner = m ? await ownerFromApiKey(deps, m[1]) : null;
    // A wrong key is an error even if a cookie is also present: the caller meant the key.
    if (!owner) throw unauthorized('Invalid API key.', 'BAD_API_KEY');
    return { owner, via: 'api-key' };
  }
  const owner = await ownerFromSession(deps, c);
  return owner ? { owner, via: 'cookie' } : null;
}

export function requireOwner(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const who = await authenticate(deps, c);
    if (!who) throw unauthorized();
    if (who.via === 'cookie') assertCsrfSafe(c, deps.config);
    c.set('owner', who.owner);
    c.set('authVia', who.via);
    await next();
  };
}

/** Sets the owner when valid credentials came along; never rejects (viewer calls of private widgets). */
export function optionalOwner(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const who = await authenticate(deps, c).catch(() => null);
    if (who) {
      c.set('owner', who.owner);
      c.set('authVia', who.via);
    }
    await next();
  };
}
