// Every SPEC §3 kind that "needs authorization" has a provider entry and connects end to end against the
// fake, with that provider's own paths, scope separator and client authentication.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizeUrl, providerSettings } from '../../../server/oauth/provider-settings';
import { envKindOf, getOAuthProvider, OAUTH_PROVIDERS } from '../../../server/oauth/providers';
import { INTEGRATION_KINDS } from '../../../shared/integrations';
import { makeTestEnv, type TestEnv } from '../integrations/helpers/test-env';
import { startFakeProvider, type FakeProvider } from './fake-provider';
import { postedMessage, runFlow, sessionCookie } from './oauth-helpers';

const OAUTH_KINDS = INTEGRATION_KINDS.filter((k) => k.auth === 'oauth').map((k) => k.key);

describe('OAuth providers as data', () => {
  it('covers exactly the catalogue kinds that need authorization, with real https defaults', () => {
    expect(OAUTH_KINDS.sort()).toEqual(['airtable', 'discord', 'google-calendar', 'monday', 'notion', 'one-drive', 'outlook-calendar', 'slack', 'webflow-collection', 'zoom']);
    expect(OAUTH_PROVIDERS.map((p) => p.kind).sort()).toEqual(OAUTH_KINDS);
    for (const p of OAUTH_PROVIDERS) {
      expect(p.defaultBaseUrl, p.kind).toMatch(/^https:\/\/[a-z.]+$/);
      expect(p.authorizePath, p.kind).toMatch(/^\//);
      expect(p.tokenPath, p.kind).toMatch(/^\//);
    }
    expect(envKindOf('google-calendar')).toBe('GOOGLE_CALENDAR');
  });

  it("sends the owner to Webflow's consent page on webflow.com and asks api.webflow.com for the token, unless the operator points both elsewhere", () => {
    const env = { OAUTH_WEBFLOW_COLLECTION_CLIENT_ID: 'id', OAUTH_WEBFLOW_COLLECTION_CLIENT_SECRET: 's' };
    const real = providerSettings({ publicUrl: 'http://localhost:4000', oauthEnv: env }, 'webflow-collection');
    const consent = new URL(authorizeUrl(real, 'st', 'ch'));
    expect(`${consent.origin}${consent.pathname}`).toBe('https://webflow.com/oauth/authorize');
    expect(real.baseUrl + real.provider.tokenPath).toBe('https://api.webflow.com/oauth/access_token');
    const local = providerSettings({ publicUrl: 'http://localhost:4000', oauthEnv: { ...env, OAUTH_WEBFLOW_COLLECTION_BASE_URL: 'http://127.0.0.1:9' } }, 'webflow-collection');
    expect([local.authorizeBaseUrl, local.baseUrl]).toEqual(['http://127.0.0.1:9', 'http://127.0.0.1:9']);
  });
});

describe('every OAuth kind connects end to end (sqlite)', () => {
  let env: TestEnv;
  let fake: FakeProvider;
  let cookie: string;
  let widget: string;

  beforeAll(async () => {
    const clients = Object.fromEntries(OAUTH_KINDS.map((k) => [`${k}-id`, `${k}-secret`]));
    fake = await startFakeProvider(clients);
    const vars: Record<string, string> = {};
    for (const k of OAUTH_KINDS) {
      const n = `OAUTH_${envKindOf(k)}`;
      Object.assign(vars, { [`${n}_BASE_URL`]: fake.url, [`${n}_CLIENT_ID`]: `${k}-id`, [`${n}_CLIENT_SECRET`]: `${k}-secret` });
    }
    env = await makeTestEnv('sqlite', vars);
    widget = await env.createWidget(env.ownerId, 'image_gallery');
    cookie = await sessionCookie(env, env.ownerId);
  });
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });

  it.each(OAUTH_KINDS)('%s', async (kind) => {
    const p = getOAuthProvider(kind)!;
    const run = await runFlow(env, kind, widget, cookie);
    expect(run.authorizeUrl.pathname).toBe(p.authorizePath);
    expect(run.authorizeUrl.searchParams.get('scope') ?? '').toBe(p.scopes.join(p.scopeSeparator));
    expect(fake.tokenRequests.at(-1)).toMatchObject({ path: p.tokenPath, basic: p.clientAuth === 'basic' });
    expect(run.callback.status).toBe(200);
    expect(postedMessage(run.html).msg).toEqual({ type: 'CN_INTEGRATION_AUTH_DONE', kind });
    const row = await env.deps.db.selectFrom('integrations').select(['is_active']).where('widget_id', '=', widget).where('type', '=', kind).executeTakeFirstOrThrow();
    expect(row.is_active).toBe(1);
  });

  it('lists every connected kind in the widget data', async () => {
    const data = JSON.parse((await env.deps.db.selectFrom('widgets').select('data').where('id', '=', widget).executeTakeFirstOrThrow()).data);
    expect([...data.integrations].sort()).toEqual(OAUTH_KINDS);
  });
});
