// /api/auth/* (ARCHITECTURE §3.6): signup, login, logout, me, and API keys.
import { Hono } from 'hono';
import * as z from 'zod';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { conflict, forbidden, notFound, unauthorized } from '../http/errors';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys';
import { isSameOriginRequest } from './csrf';
import { dummyHash, hashPassword, verifyPassword } from './passwords';
import { authenticate, requireOwner } from './require-owner';
import { createSession, destroySession } from './sessions';
import { newId } from './tokens';
import { toUser } from './user';

const email = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email address.' })).pipe(z.string().max(320));
const signupBody = z.object({
  email,
  password: z.string().min(8, 'Password must be at least 8 characters.').max(200),
  fullName: z.string().trim().min(1, 'Full name is required.').max(200),
});
const loginBody = z.object({ email, password: z.string().min(1).max(200) });
const apiKeyBody = z.object({ name: z.string().trim().min(1).max(200) });

const AUTH_LIMIT = { limit: 20, windowSec: 60 };

export function authRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const guard = requireOwner(deps);

  // Login CSRF: a cross-site page must not sign a visitor into the attacker's account.
  const assertNotCrossSite = (c: Parameters<typeof isSameOriginRequest>[0]) => {
    if (c.req.header('origin') && !isSameOriginRequest(c, deps.config)) throw forbidden('Cross-site request refused.', 'CSRF');
  };

  app.post('/api/auth/signup', async (c) => {
    assertNotCrossSite(c);
    await enforceRateLimit(deps, `auth:${clientIp(c)}`, AUTH_LIMIT);
    const body = await readJson(c, signupBody);
    const exists = await deps.db.selectFrom('owners').select('id').where('email', '=', body.email).executeTakeFirst();
    if (exists) throw conflict('An account with this email already exists.', 'EMAIL_TAKEN');
    const id = newId();
    await deps.db
      .insertInto('owners')
      .values({ id, email: body.email, full_name: body.fullName, password_hash: await hashPassword(body.password), is_premium: 0, created_at: deps.now() })
      .execute();
    await createSession(deps, c, id);
    return ok(c, toUser({ id, email: body.email, fullName: body.fullName }), 'Account created.', 201);
  });

  app.post('/api/auth/login', async (c) => {
    assertNotCrossSite(c);
    await enforceRateLimit(deps, `auth:${clientIp(c)}`, AUTH_LIMIT);
    const body = await readJson(c, loginBody);
    const row = await deps.db.selectFrom('owners').selectAll().where('email', '=', body.email).executeTakeFirst();
    const valid = await verifyPassword(body.password, row?.password_hash ?? (await dummyHash()));
    if (!row || !valid) throw unauthorized('Invalid email or password.', 'BAD_CREDENTIALS');
    await createSession(deps, c, row.id);
    return ok(c, toUser({ id: row.id, email: row.email, fullName: row.full_name }, row.is_premium === 1));
  });

  app.post('/api/auth/logout', async (c) => {
    assertNotCrossSite(c);
    await destroySession(deps, c);
    return ok(c, null, 'Logged out.');
  });

  app.get('/api/auth/me', async (c) => {
    c.header('Cache-Control', 'no-store');
    const who = await authenticate(deps, c).catch(() => null);
    if (!who) return ok(c, toUser(null));
    const premium = await deps.db.selectFrom('owners').select('is_premium').where('id', '=', who.owner.id).executeTakeFirst();
    return ok(c, toUser(who.owner, premium?.is_premium === 1));
  });

  app.get('/api/auth/api-keys', guard, async (c) => ok(c, { docs: await listApiKeys(deps, c.get('owner').id) }));

  app.post('/api/auth/api-keys', guard, async (c) => {
    const body = await readJson(c, apiKeyBody);
    const created = await createApiKey(deps, c.get('owner').id, body.name);
    return ok(c, created, 'Copy this key now: it is shown only once.', 201);
  });

  app.delete('/api/auth/api-keys/:id', guard, async (c) => {
    if (!(await revokeApiKey(deps, c.get('owner').id, c.req.param('id')))) throw notFound('API key not found.');
    return ok(c, null, 'API key revoked.');
  });

  return app;
}
