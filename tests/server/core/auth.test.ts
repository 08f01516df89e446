import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, PUBLIC_URL, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('auth on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(() => t.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    t.request(path, { method: 'POST', headers: { 'content-type': 'application/json', origin: PUBLIC_URL, ...headers }, body: JSON.stringify(body) });

  it('signs up, sets an HttpOnly SameSite=Lax cookie, and me returns the SPEC §3 User', async () => {
    const res = await post('/api/auth/signup', { email: 'Ada@Example.test', password: 'longenough1', fullName: 'Ada L' });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/tessera_session=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const me = await json(await t.request('/api/auth/me', { headers: { cookie: cookie.split(';')[0] } }));
    expect(me).toMatchObject({ success: true, data: { isAuthenticated: true, isPremium: false, fullName: 'Ada L', thumbnail: '' } });
    expect(typeof me.data.guid).toBe('string');
    const rows = await t.deps.db.selectFrom('owners').select('password_hash').where('email', '=', 'ada@example.test').execute();
    expect(rows[0].password_hash).toMatch(/^scrypt\$/);
    expect(rows[0].password_hash).not.toContain('longenough1');
  });

  it('refuses a second account with the same email (409) and weak input (400)', async () => {
    await post('/api/auth/signup', { email: 'dup@example.test', password: 'longenough1', fullName: 'A' });
    const again = await post('/api/auth/signup', { email: 'DUP@example.test', password: 'longenough1', fullName: 'B' });
    expect(again.status).toBe(409);
    const weak = await post('/api/auth/signup', { email: 'not-an-email', password: 'short', fullName: '' });
    expect(weak.status).toBe(400);
    expect((await json(weak)).message).toMatch(/email/i);
  });

  it('logs in with the right password only, and logout ends the session', async () => {
    await post('/api/auth/signup', { email: 'log@example.test', password: 'longenough1', fullName: 'L' });
    expect((await post('/api/auth/login', { email: 'log@example.test', password: 'wrong-password' })).status).toBe(401);
    const res = await post('/api/auth/login', { email: 'log@example.test', password: 'longenough1' });
    expect(res.status).toBe(200);
    const cookie = res.headers.get('set-cookie')!.split(';')[0];
    expect((await json(await t.request('/api/auth/me', { headers: { cookie } }))).data.isAuthenticated).toBe(true);
    expect((await post('/api/auth/logout', {}, { cookie })).status).toBe(200);
    expect((await json(await t.request('/api/auth/me', { headers: { cookie } }))).data.isAuthenticated).toBe(false);
  });

  it('me without credentials answers an anonymous user', async () => {
    const me = await json(await t.request('/api/auth/me'));
    expect(me.data).toEqual({ isAuthenticated: false, isPremium: false, fullName: '', thumbnail: '', guid: '' });
  });

  it('refuses a cross-site login (Origin check)', async () => {
    const res = await post('/api/auth/login', { email: 'x@example.test', password: 'whatever1' }, { origin: 'https://evil.test' });
    expect(res.status).toBe(403);
  });

  it('creates, lists and revokes API keys stored hashed; a revoked key stops working', async () => {
    const o = await t.owner('Keys');
    const created = await json(await t.call(o.cookie, 'POST', '/api/auth/api-keys', { name: 'ci' }));
    const key: string = created.data.key;
    expect(key).toMatch(/^tsk_/);
    const stored = await t.deps.db.selectFrom('api_keys').selectAll().where('owner_id', '=', o.id).execute();
    expect(JSON.stringify(stored)).not.toContain(key);
    const list = await json(await t.call(o.cookie, 'GET', '/api/auth/api-keys'));
    expect(list.data.docs).toHaveLength(1);
    expect(JSON.stringify(list)).not.toContain(key);
    const auth = { authorization: `Bearer ${key}` };
    expect((await json(await t.request('/api/v1/plugin/instances', { headers: auth }))).success).toBe(true);
    // Bearer writes need no Origin: no ambient credentials, no CSRF.
    const post2 = await t.request('/api/v1/plugin/?pluginType=form', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{}' });
    expect(post2.status).toBe(201);
    expect((await t.call(o.cookie, 'DELETE', `/api/auth/api-keys/${created.data.id}`)).status).toBe(200);
    expect((await t.request('/api/v1/plugin/instances', { headers: auth })).status).toBe(401);
  });

  it('refuses a cookie-authenticated write without our Origin (CSRF) and writes nothing', async () => {
    const o = await t.owner('Csrf');
    const res = await t.request('/api/v1/plugin/?pluginType=form', {
      method: 'POST',
      headers: { cookie: o.cookie, origin: 'https://evil.test', 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(403);
    const noOrigin = await t.request('/api/v1/plugin/?pluginType=form', { method: 'POST', headers: { cookie: o.cookie }, body: '{}' });
    expect(noOrigin.status).toBe(403);
    const rows = await t.deps.db.selectFrom('widgets').select('id').where('owner_id', '=', o.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('owner routes without credentials answer 401', async () => {
    const res = await t.request('/api/v1/plugin/instances');
    expect(res.status).toBe(401);
    expect(await json(res)).toMatchObject({ success: false, data: null });
  });
});
