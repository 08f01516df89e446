import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthAccessToken } from '../../../server/oauth';
import { OAuthError } from '../../../server/oauth/oauth-error';
import { INTEGRATION_AUTH_DONE_MESSAGE } from '../../../shared/rules/values';
import { BACKENDS, makeTestEnv, type TestEnv } from '../integrations/helpers/test-env';
import { startFakeProvider, type FakeProvider } from './fake-provider';
import { cookiesOf, postedMessage, runFlow, sessionCookie, startFlow } from './oauth-helpers';
import { envelope as json } from '../../helpers/envelope';

const APP_ORIGIN = 'http://localhost:4000';
const PAT = 'patSentinelPersonalToken.0123456789abcdef';

describe.each(BACKENDS)('OAuth authorization code flow with PKCE (%s)', (backend) => {
  let env: TestEnv;
  let fake: FakeProvider;
  let cookie: string;
  let otherCookie: string;
  let widget: string;
  const realNow = () => env.deps.now;
  const rows = (kind?: string) => {
    let q = env.deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', widget);
    if (kind) q = q.where('type', '=', kind);
    return q.execute();
  };
  const widgetKeys = async (id = widget) =>
    JSON.parse((await env.deps.db.selectFrom('widgets').select('data').where('id', '=', id).executeTakeFirstOrThrow()).data).integrations;

  beforeAll(async () => {
    fake = await startFakeProvider({ 'notion-client': 'notion-secret', 'google-client': 'google-secret', 'airtable-client': 'airtable-secret' });
    env = await makeTestEnv(backend, {
      OAUTH_NOTION_BASE_URL: fake.url, OAUTH_NOTION_CLIENT_ID: 'notion-client', OAUTH_NOTION_CLIENT_SECRET: 'notion-secret',
      OAUTH_GOOGLE_CALENDAR_BASE_URL: `${fake.url}/`, OAUTH_GOOGLE_CALENDAR_CLIENT_ID: 'google-client', OAUTH_GOOGLE_CALENDAR_CLIENT_SECRET: 'google-secret',
      OAUTH_AIRTABLE_BASE_URL: fake.url, OAUTH_AIRTABLE_CLIENT_ID: 'airtable-client', OAUTH_AIRTABLE_CLIENT_SECRET: 'airtable-secret',
    });
    widget = await env.createWidget(env.ownerId, 'image_gallery', { integrations: [] });
    cookie = await sessionCookie(env, env.ownerId);
    otherCookie = await sessionCookie(env, env.otherId);
  });
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });

  it('connects Notion end to end: PKCE redirect, code exchange, sealed tokens, active integration, page posting to the APP origin', async () => {
    const run = await runFlow(env, 'notion', widget, cookie);
    const q = run.authorizeUrl.searchParams;
    expect(run.authorizeUrl.origin + run.authorizeUrl.pathname).toBe(`${fake.url}/v1/oauth/authorize`);
    expect(Object.fromEntries(q)).toMatchObject({
      response_type: 'code', client_id: 'notion-client', redirect_uri: `${APP_ORIGIN}/api/oauth/notion/callback`,
      code_challenge_method: 'S256', owner: 'user',
    });
    expect(q.get('state')).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(run.flowCookie).toMatch(/^tessera_oauth_notion=/);
    expect(run.start.headers.getSetCookie()[0]).toMatch(/HttpOnly/i);
    // The verifier is only in the sealed cookie, never in the URL the provider sees.
    const tokenReq = fake.tokenRequests.at(-1)!;
    expect(run.authorizeUrl.toString()).not.toContain(tokenReq.fields.code_verifier);
    expect(createHash('sha256').update(tokenReq.fields.code_verifier).digest('base64url')).toBe(q.get('code_challenge'));
    // Notion: HTTP Basic client authentication and a JSON body (provider data).
    expect(tokenReq).toMatchObject({ path: '/v1/oauth/token', basic: true, contentType: 'application/json' });
    expect(tokenReq.fields.client_secret).toBeUndefined();

    expect(run.callback.status).toBe(200);
    const { msg, origin } = postedMessage(run.html);
    expect(msg).toEqual({ type: INTEGRATION_AUTH_DONE_MESSAGE, kind: 'notion' });
    expect(origin).toBe(APP_ORIGIN);
    expect(run.html).not.toContain("'*'");
    expect(run.html).toContain('window.close()');
    const csp = run.callback.headers.get('content-security-policy')!;
    const script = /<script>(.*)<\/script>/.exec(run.html)![1];
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`);
    expect(run.html).toContain('<meta name="referrer" content="no-referrer">');
    expect(run.callback.headers.getSetCookie().join()).toMatch(/tessera_oauth_notion=;/);

    const [row] = await rows('notion');
    expect(row.is_active).toBe(1);
    const issued = (await env.deps.db.selectFrom('integrations').select('secrets').where('id', '=', row.id).executeTakeFirstOrThrow()).secrets;
    expect(issued).not.toMatch(/at-\d|rt-\d/);
    expect(await oauthAccessToken(env.deps, row.id)).toMatch(/^at-\d+-/);
    const list = await json(await env.call('GET', `/api/v1/plugin/${widget}/integrations`));
    const dto = list.data.find((i: { type: string }) => i.type === 'notion');
    expect(dto).toMatchObject({ isActive: true, secrets: { accessToken: { isSet: true, last4: null }, refreshToken: { isSet: true } } });
    expect(dto.values.oauth).toMatchObject({ tokenType: 'bearer', scope: 'read' });
    expect(JSON.stringify(list)).not.toMatch(/at-\d|rt-\d/);
    expect(await widgetKeys()).toEqual(['notion']);
  });

  it('reconnecting updates the same integration, and a PUT keeps the tokens', async () => {
    const before = await rows('notion');
    const run = await runFlow(env, 'notion', widget, cookie);
    expect(run.callback.status).toBe(200);
    const after = await rows('notion');
    expect(after).toHaveLength(1);
    expect(after[0].id).toBe(before[0].id);
    expect(after[0].secrets).not.toBe(before[0].secrets);
    const put = await env.call('PUT', `/api/v1/plugin/${widget}/integrations/${after[0].id}`, { body: { componentId: widget } });
    expect(put.status).toBe(200);
    expect((await json(put)).data).toMatchObject({ isActive: true, secrets: { accessToken: { isSet: true } } });
    expect(await oauthAccessToken(env.deps, after[0].id)).toMatch(/^at-/);
    const forged = await env.call('PUT', `/api/v1/plugin/${widget}/integrations/${after[0].id}`, { body: { accessToken: 'mine' } });
    expect(forged.status).toBe(400);
  });

  it('the builder\'s start address redirects to the start route', async () => {
    const r = await env.app.request(`/api/v1/plugin/${widget}/integrations/oauth/notion/start`);
    expect(r.status).toBe(302);
    expect(r.headers.get('location')).toBe(`/api/oauth/notion/start?widgetId=${widget}`);
  });

  it('refreshes an expired Google token when used, once, and asks to reconnect when the refresh token is revoked', async () => {
    const run = await runFlow(env, 'google-calendar', widget, cookie);
    expect(run.callback.status).toBe(200);
    expect(run.authorizeUrl.searchParams.get('access_type')).toBe('offline');
    expect(fake.tokenRequests.at(-1)).toMatchObject({ basic: false, contentType: 'application/x-www-form-urlencoded', fields: { client_id: 'google-client', client_secret: 'google-secret' } });
    const [row] = await rows('google-calendar');
    const first = await oauthAccessToken(env.deps, row.id);
    const calls = fake.tokenRequests.length;
    expect(await oauthAccessToken(env.deps, row.id)).toBe(first);
    expect(fake.tokenRequests.length).toBe(calls);

    const now = realNow();
    env.deps.now = () => now() + 3600_000; // an hour later the access token has expired
    try {
      const [a, b] = await Promise.all([oauthAccessToken(env.deps, row.id), oauthAccessToken(env.deps, row.id)]);
      expect(a).not.toBe(first);
      expect(b).toBe(a);
      expect(fake.tokenRequests.length).toBe(calls + 1);
      expect(fake.tokenRequests.at(-1)!.fields.grant_type).toBe('refresh_token');
      expect(await oauthAccessToken(env.deps, row.id)).toBe(a);

      env.deps.now = () => now() + 3 * 3600_000;
      fake.revokeAllRefreshTokens();
      const err = await oauthAccessToken(env.deps, row.id).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(OAuthError);
      expect((err as OAuthError).code).toBe('REAUTHORIZE_NEEDED');
      expect((await rows('google-calendar'))[0].is_active).toBe(0);
    } finally {
      env.deps.now = now;
    }
  });

  it('denied consent renders a clear page, posts an error and writes nothing', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    fake.mode.deny = true;
    try {
      const run = await runFlow(env, 'notion', w, cookie);
      expect(run.callback.status).toBe(403);
      expect(run.html).toContain('You did not allow access to Notion, so nothing was connected.');
      expect(run.html).not.toContain('<b>The user said no</b>');
      const { msg, origin } = postedMessage(run.html);
      expect(msg).toMatchObject({ type: INTEGRATION_AUTH_DONE_MESSAGE, kind: 'notion', error: { code: 'ACCESS_DENIED' } });
      expect(origin).toBe(APP_ORIGIN);
      expect(run.html).not.toContain('window.close()');
    } finally {
      fake.mode.deny = false;
    }
    expect(await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).toEqual([]);
  });

  it('refuses a tampered state, a missing flow cookie, another signed-in owner and an expired state, before any token request', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    const cases: [string, Parameters<typeof runFlow>[4], number, string][] = [
      ['tampered', { editCallback: (u) => u.searchParams.set('state', u.searchParams.get('state')!.replace(/^./, (ch) => (ch === 'A' ? 'B' : 'A'))) }, 400, 'BAD_STATE'],
      ['no flow cookie', { callbackCookie: (s) => s }, 400, 'BAD_STATE'],
      ['other owner', { callbackCookie: (_s, f) => `${otherCookie}; ${f}` }, 403, 'WRONG_OWNER'],
    ];
    for (const [name, opts, status, code] of cases) {
      const calls = fake.tokenRequests.length;
      const run = await runFlow(env, 'notion', w, cookie, opts);
      expect(run.callback.status, name).toBe(status);
      expect(postedMessage(run.html).msg.error?.code, name).toBe(code);
      expect(fake.tokenRequests.length, name).toBe(calls);
    }
    const now = realNow();
    const start = await startFlow(env, 'notion', w, cookie);
    const auth = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const back = new URL(auth.headers.get('location')!);
    env.deps.now = () => now() + 11 * 60_000;
    try {
      const r = await env.app.request(back.pathname + back.search, { headers: { cookie: `${cookie}; ${cookiesOf(start)[0]}` } });
      expect(postedMessage(await r.text()).msg.error?.code).toBe('STATE_EXPIRED');
    } finally {
      env.deps.now = now;
    }
    expect(await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).toEqual([]);
  });

  it('a failing token endpoint renders an error page and writes nothing', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    fake.mode.tokenStatus = 500;
    try {
      const run = await runFlow(env, 'notion', w, cookie);
      expect(run.callback.status).toBe(502);
      expect(run.html).toContain('Notion did not complete the sign-in (error server_error)');
      expect(postedMessage(run.html).msg.error?.code).toBe('TOKEN_ENDPOINT_FAILED');
    } finally {
      fake.mode.tokenStatus = null;
    }
    expect(await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).toEqual([]);
    expect(JSON.parse((await env.deps.db.selectFrom('widgets').select('data').where('id', '=', w).executeTakeFirstOrThrow()).data).integrations).toBeUndefined();
  });

  it('start is for the widget\'s owner only, and names unknown and unconfigured providers', async () => {
    const page = async (r: Response) => ({ status: r.status, code: postedMessage(await r.text()).msg.error?.code });
    expect(await page(await env.app.request(`/api/oauth/notion/start?widgetId=${widget}`))).toEqual({ status: 401, code: 'NOT_SIGNED_IN' });
    expect(await page(await startFlow(env, 'notion', widget, otherCookie))).toEqual({ status: 404, code: 'WIDGET_NOT_FOUND' });
    expect(await page(await startFlow(env, 'zoom', widget, cookie))).toEqual({ status: 503, code: 'NOT_CONFIGURED' });
    expect(await page(await startFlow(env, 'csv', widget, cookie))).toEqual({ status: 404, code: 'UNKNOWN_PROVIDER' });
  });

  it('disconnect is the integration delete: tokens gone, key dropped from data.integrations', async () => {
    const [row] = await rows('notion');
    const r = await env.call('DELETE', `/api/v1/plugin/${widget}/integrations/${row.id}`);
    expect(r.status).toBe(200);
    expect(await rows('notion')).toEqual([]);
    expect(await widgetKeys()).not.toContain('notion');
    await expect(oauthAccessToken(env.deps, row.id)).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });

  it('airtable takes a personal access token through the normal create call, sealed and active', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'airtable', personalToken: PAT } });
    const b = await json(r);
    expect(r.status).toBe(201);
    expect(b.data).toMatchObject({ type: 'airtable', isActive: true, secrets: { personalToken: { isSet: true, last4: 'cdef' } } });
    expect(JSON.stringify(b)).not.toContain(PAT);
    const [row] = await env.deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', w).execute();
    expect(row.secrets).not.toContain(PAT);
    expect(await oauthAccessToken(env.deps, row.id)).toBe(PAT);
    expect(await widgetKeys(w)).toEqual(['airtable']);
    // Without a token it waits for the OAuth popup instead.
    const pending = await json(await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'notion' } }));
    expect(pending.data.isActive).toBe(false);
    const run = await runFlow(env, 'notion', w, cookie);
    expect(run.callback.status).toBe(200);
    const notion = await env.deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', w).where('type', '=', 'notion').execute();
    expect(notion.map((n) => [n.id, n.is_active])).toEqual([[pending.data.id, 1]]);
  });
});
