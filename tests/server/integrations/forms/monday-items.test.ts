// monday.com takes each form submission as an item: signed in through a local OAuth provider, the
// submission reaches a local fake of monday's GraphQL API v2, which answers the way monday does (errors
// with status 200, in `errors`). The board "{form} (Tessera)" is made on the first submission and found by
// name after; the item is named after the person; the answers are its update, HTML-escaped.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelope as json } from '../../../helpers/envelope';
import { startFakeProvider, type FakeProvider } from '../../oauth/fake-provider';
import { runFlow, sessionCookie } from '../../oauth/oauth-helpers';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { makeTestEnv, type TestEnv } from '../helpers/test-env';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name' },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'message', type: 'textarea', label: 'Message' },
];

let env: TestEnv;
let provider: FakeProvider;
let monday: FakeServer;
const boards: { id: string; name: string; kind: string }[] = [];
const items: { id: string; board: string; name: string }[] = [];
const updates: { item: string; body: string }[] = [];
let refuse: string | null = null;

beforeAll(async () => {
  provider = await startFakeProvider({ 'monday-client': 'monday-secret' });
  monday = await startFakeServer((req, res, body) => {
    const send = (b: unknown, status = 200) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    // monday takes the token itself as the Authorization header.
    if (req.url !== '/v2' || req.method !== 'POST' || !/^at-\d+-/.test(req.headers.authorization ?? '')) return send({ errors: [{ message: 'Not Authenticated' }] }, 401);
    const { query, variables } = JSON.parse(body) as { query: string; variables: Record<string, string> };
    if (refuse) return send({ errors: [{ message: refuse, extensions: { code: 'InvalidBoardIdException' } }], account_id: 1 });
    if (query.includes('me {')) return send({ data: { me: { name: 'Ann', account: { name: 'Harbour Café' } } } });
    if (query.includes('boards(limit')) return send({ data: { boards: boards.map(({ id, name }) => ({ id, name })) } });
    if (query.includes('create_board(')) {
      boards.push({ id: String(1000 + boards.length), name: variables.name!, kind: /board_kind: (\w+)/.exec(query)![1]! });
      return send({ data: { create_board: { id: boards.at(-1)!.id } } });
    }
    if (query.includes('create_item(')) {
      items.push({ id: String(5000 + items.length), board: variables.board!, name: variables.name! });
      return send({ data: { create_item: { id: items.at(-1)!.id } } });
    }
    if (query.includes('create_update(')) {
      updates.push({ item: variables.item!, body: variables.body! });
      return send({ data: { create_update: { id: '1' } } });
    }
    send({ errors: [{ message: 'Unknown query' }] });
  });
  env = await makeTestEnv('sqlite', {
    OAUTH_MONDAY_BASE_URL: provider.url, OAUTH_MONDAY_CLIENT_ID: 'monday-client', OAUTH_MONDAY_CLIENT_SECRET: 'monday-secret',
    OAUTH_MONDAY_API_BASE_URL: monday.url,
  });
});
afterAll(async () => {
  await env?.close();
  await Promise.all([provider?.close(), monday?.close()]);
});

async function signedInForm(name: string): Promise<{ w: string; integration: string }> {
  const w = await env.createWidget(env.ownerId, 'form', { fields: FIELDS }, { name });
  expect((await runFlow(env, 'monday', w, await sessionCookie(env, env.ownerId))).callback.status).toBe(200);
  const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string }[];
  return { w, integration: list[0]!.id };
}
const submit = async (w: string, data: Record<string, string>) => {
  expect((await env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data, pageUrl: 'https://cafe.example/contact' }, key: null })).status).toBe(201);
};
const until = async (ok: () => boolean) => {
  for (let i = 0; i < 100 && !ok(); i++) await new Promise((r) => setTimeout(r, 50));
  expect(ok()).toBe(true);
};

describe('monday.com', () => {
  it('asks for the scopes it writes with', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { fields: FIELDS });
    const start = await env.call('GET', `/api/oauth/monday/start?widgetId=${w}`, { headers: { cookie: await sessionCookie(env, env.ownerId) }, key: null });
    expect(new URL(start.headers.get('location')!).searchParams.get('scope')).toBe('boards:read boards:write updates:write');
  });

  it("files each submission as an item on the form's own private board, made once, with the answers escaped as its update", async () => {
    const { w } = await signedInForm('Bookings');
    await submit(w, { name: 'Ann Lee', email: 'ann@example.com', message: 'Table for <b>two</b> & a dog' });
    await until(() => updates.length === 1);
    expect(boards).toEqual([{ id: '1000', name: 'Bookings (Tessera)', kind: 'private' }]);
    expect(items).toEqual([{ id: '5000', board: '1000', name: 'Ann Lee' }]);
    expect(updates[0]).toEqual({ item: '5000', body: '<b>Name:</b> Ann Lee<br><b>Email:</b> ann@example.com<br><b>Message:</b> Table for &lt;b&gt;two&lt;/b&gt; &amp; a dog<br>Sent from https://cafe.example/contact' });

    await submit(w, { email: 'bo@example.com', message: 'Hi' });
    await until(() => updates.length === 2);
    expect(boards).toHaveLength(1);
    expect(items.at(-1)).toEqual({ id: '5001', board: '1000', name: 'bo@example.com' });
  });

  it('Check names the account; a refusal is shown to the owner in monday’s words', async () => {
    const { w, integration } = await signedInForm('Orders');
    const check = await json(await env.call('POST', `/api/v1/plugin/${w}/integrations/${integration}/check`));
    expect(check.data).toEqual({ connected: true, message: 'Connected: submissions go to a board of the monday.com account "Harbour Café", one per form or chat.' });
    refuse = 'User unauthorized to perform action';
    try {
      await submit(w, { name: 'Cy', email: 'cy@example.com' });
      let error: string | null = null;
      for (let i = 0; i < 100 && !error; i++) {
        await new Promise((r) => setTimeout(r, 50));
        const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { delivery: { lastError: string | null } }[];
        error = list[0]!.delivery.lastError;
      }
      expect(error).toBe('monday.com refused it: User unauthorized to perform action');
    } finally {
      refuse = null;
    }
  });
});
