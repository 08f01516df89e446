// Slack and Discord sign-ins grant a channel webhook (incoming-webhook / webhook.incoming scopes); form
// submissions are posted there (server/deliveries/). The fake provider speaks both token answers and
// serves the webhooks.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, makeTestEnv, type TestEnv } from '../integrations/helpers/test-env';
import { startFakeProvider, type FakeProvider } from './fake-provider';
import { runFlow, sessionCookie } from './oauth-helpers';
import { envelope as json } from '../../helpers/envelope';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name' },
  { id: 'message', type: 'textarea', label: 'Message' },
];

describe.each(BACKENDS)('channel webhooks from a sign-in (%s)', (backend) => {
  let env: TestEnv;
  let fake: FakeProvider;
  let cookie: string;

  beforeAll(async () => {
    fake = await startFakeProvider({ 'slack-client': 'slack-secret', 'discord-client': 'discord-secret' });
    env = await makeTestEnv(backend, {
      OAUTH_SLACK_BASE_URL: fake.url, OAUTH_SLACK_CLIENT_ID: 'slack-client', OAUTH_SLACK_CLIENT_SECRET: 'slack-secret',
      OAUTH_DISCORD_BASE_URL: fake.url, OAUTH_DISCORD_CLIENT_ID: 'discord-client', OAUTH_DISCORD_CLIENT_SECRET: 'discord-secret',
      FETCH_ALLOW_HOSTS: fake.server.hostPort,
    });
    cookie = await sessionCookie(env, env.ownerId);
  });
  afterAll(async () => {
    await env?.close();
    await fake?.close();
  });

  const connected = async (kind: string) => {
    const w = await env.createWidget(env.ownerId, 'form', { fields: FIELDS }, { name: 'Contact' });
    const run = await runFlow(env, kind, w, cookie);
    expect(run.callback.status).toBe(200);
    const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string; values: { oauth: { channel?: string } }; secrets: Record<string, { isSet: boolean }> }[];
    return { w, integration: list[0]! };
  };
  const submit = async (w: string, data: Record<string, string>) => {
    const r = await env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data }, key: null });
    expect(r.status).toBe(201);
  };
  const postsTo = async (kind: string, n: number) => {
    for (let i = 0; i < 100 && fake.posts.filter((p) => p.path.includes(kind)).length < n; i++) await new Promise((r) => setTimeout(r, 50));
    return fake.posts.filter((p) => p.path.includes(kind));
  };

  it('Slack: the picked channel is shown, its webhook kept secret, and a submission is posted there with mentions escaped', async () => {
    const { w, integration } = await connected('slack');
    expect(fake.tokenRequests.at(-1)?.path).toBe('/api/oauth.v2.access');
    expect(integration.values.oauth.channel).toBe('#leads');
    expect(integration.secrets.webhookUrl).toEqual({ isSet: true, last4: null });
    expect(JSON.stringify(integration)).not.toContain('/hooks/');
    const before = (await postsTo('slack', 0)).length;
    await submit(w, { name: 'Eve <!channel>', message: 'a & b' });
    const post = (await postsTo('slack', before + 1)).at(-1)!.body as { text: string; blocks: { text?: { text: string } }[] };
    expect(post.text).toBe('New submission: Contact');
    expect(post.blocks[1]!.text!.text).toBe('*Name:* Eve &lt;!channel&gt;\n*Message:* a &amp; b');
  });

  it('Discord: a submission is posted to the picked channel with no mentions parsed', async () => {
    const { w, integration } = await connected('discord');
    expect(integration.values.oauth.channel).toBe('Leads');
    await submit(w, { name: 'Eve', message: '@everyone look' });
    const post = (await postsTo('discord', 1)).at(-1)!.body;
    expect(post).toEqual({ content: '**New submission: Contact**\n**Name:** Eve\n**Message:** @everyone look', allowed_mentions: { parse: [] } });
  });

  it('a connection made before channels were asked for says to connect again', async () => {
    const { w, integration } = await connected('slack');
    // As stored by a sign-in without the incoming-webhook scope: tokens, no webhook.
    const row = await env.deps.db.selectFrom('integrations').select('secrets').where('id', '=', integration.id).executeTakeFirstOrThrow();
    const { webhookUrl: _gone, ...secrets } = JSON.parse(row.secrets) as Record<string, unknown>;
    await env.deps.db.updateTable('integrations').set({ secrets: JSON.stringify(secrets) }).where('id', '=', integration.id).execute();
    await submit(w, { name: 'Eve' });
    let error: string | null = null;
    for (let i = 0; i < 100 && !error; i++) {
      await new Promise((r) => setTimeout(r, 50));
      const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { delivery: { lastError: string | null } }[];
      error = list[0]!.delivery.lastError;
    }
    expect(error).toBe('Connect Slack again to pick the channel that submissions go to.');
  });
});
