// The browser half of a flow: nonce + PKCE verifier, sealed, HttpOnly, scoped to this kind's callback
// path and gone after 10 minutes. SameSite=Lax still sends it on the provider's top-level redirect back.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Config } from '../config';
import { decryptSecret, encryptSecret } from '../secrets';
import { STATE_TTL_MS } from './flow-state';

const cookieName = (kind: string) => `tessera_oauth_${kind.replace(/[^a-z0-9]/g, '_')}`;
const cookiePath = (kind: string) => `/api/oauth/${kind}`;
const aad = (kind: string) => `oauth-flow:${kind}`;

export function setFlowCookie(c: Context, config: Pick<Config, 'publicUrl'>, key: Buffer, kind: string, nonce: string, verifier: string): void {
  setCookie(c, cookieName(kind), encryptSecret(key, JSON.stringify([nonce, verifier]), aad(kind)), {
    httpOnly: true,
    sameSite: 'Lax',
    path: cookiePath(kind),
    secure: config.publicUrl.startsWith('https:'),
    maxAge: STATE_TTL_MS / 1000,
  });
}

/** The verifier when the cookie belongs to this nonce, else null (another browser, or a replay). */
export function takeFlowCookie(c: Context, key: Buffer, kind: string, nonce: string): string | null {
  const raw = getCookie(c, cookieName(kind));
  deleteCookie(c, cookieName(kind), { path: cookiePath(kind) });
  if (!raw || raw.length > 2000) return null;
  try {
    const [n, verifier] = JSON.parse(decryptSecret(key, raw, aad(kind))) as [string, string];
    return n === nonce && typeof verifier === 'string' ? verifier : null;
  } catch {
    return null;
  }
}
