// Session cookies: a random token in an HttpOnly SameSite=Lax cookie; only its sha256 is stored.
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Deps } from '../deps';
import type { Owner } from '../http/app-env';
import { newId, sha256Hex } from './tokens';

export const SESSION_COOKIE = 'tessera_session';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;

export async function createSession(deps: Deps, c: Context, ownerId: string): Promise<void> {
  const token = newId(32);
  const now = deps.now();
  // Signing in is a good moment to forget this owner's expired sessions.
  await deps.db.deleteFrom('sessions').where('owner_id', '=', ownerId).where('expires_at', '<=', now).execute();
  await deps.db
    .insertInto('sessions')
    .values({ id: sha256Hex(token), owner_id: ownerId, created_at: now, expires_at: now + SESSION_TTL_MS })
    .execute();
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: deps.config.publicUrl.startsWith('https:'),
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export async function destroySession(deps: Deps, c: Context): Promise<void> {
  const token = getCookie(c, SESSION_COOKIE);
  if (token) await deps.db.deleteFrom('sessions').where('id', '=', sha256Hex(token)).execute();
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
}

export async function ownerFromSession(deps: Deps, c: Context): Promise<Owner | null> {
  const token = getCookie(c, SESSION_COOKIE);
  if (!token || token.length > 200) return null;
  const row = await deps.db
    .selectFrom('sessions')
    .innerJoin('owners', 'owners.id', 'sessions.owner_id')
    .select(['owners.id', 'owners.email', 'owners.full_name', 'sessions.expires_at'])
    .where('sessions.id', '=', sha256Hex(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= deps.now()) return null;
  return { id: row.id, email: row.email, fullName: row.full_name };
}
