// REST hooks for Zapier and Make (server/hooks/): subscribed with the owner's API key once the widget has
// the integration, posted each submission by a local receiver speaking their catch-hook API (200 with a
// JSON body; 410 once the Zap is gone), on SQLite and PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_HOOKS_PER_WIDGET, type HookInfo, type HookPayload } from '../../../../shared/api/hooks';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'message', type: 'textarea', label: 'Message' },
  { id: 'message2', type: 'textarea', label: 'Message' },
  { id: 'news', type: 'consent', label: 'Newsletter', text: 'Send me news' },
];
const ANN = { name: 'Ann Lee', email: 'ann@example.com', message: 'Hello there', message2: `P.S. ${'x'.repeat(800)}`, news: false };

describe.each(BACKENDS)('Zapier and Make hooks (%s)', (backend) => {
  let env: TestEnv;
  let receiver: FakeServer;
  /** Status per hook path (default 200): 410 for a Zap deleted, 500 for Zapier having a bad moment. */
  const answers = new Map<string, number>();

  beforeAll(async () => {
    receiver = await startFakeServer((req, res) => {
      const status = answers.get(req.url ?? '') ?? 200;
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(status === 200 ? '{"attempt":"a1","id":"r1","request_id":"r1","status":"success"}' : status === 410 ? '{"status":"error","message":"Hook is gone"}' : '{"message":"Internal error"}');
    });
    env = await makeTestEnv(backend, { FETCH_ALLOW_HOSTS: receiver.hostPort, DELIVERY_RETRY_MS: '100' });
  });
  afterAll(async () => {
    await env?.close();
    await receiver?.close();
  });

  const form = () => env.createWidget(env.ownerId, 'form', { fields: FIELDS }, { name: 'Contact us' });
  const connect = async (w: string, type: 'zapier' | 'make') => {
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type } });
    expect(r.status, await r.clone().text()).toBe(201);
    return (await json(r)).data.id as string;
  };
  const subscribe = (body: Record<string, unknown>, key?: string | null) => env.call('POST', '/api/v1/hooks', { body, key });
  const hooks = async (w: string) => (await json<{ docs: HookInfo[] }>(await env.call('GET', `/api/v1/hooks?widgetId=${w}`))).data.docs;
  const submit = async (w: string, data: Record<string, unknown> = ANN) => {
    const r = await env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data, pageUrl: 'https://shop.example/contact' }, key: null });
    expect(r.status, await r.clone().text()).toBe(201);
    return (await json(r)).data.id as string;
  };
  const posted = (path: string) => receiver.requests.filter((r) => r.url === path);
  const until = async (what: () => boolean | Promise<boolean>, label: string) => {
    for (let i = 0; i < 100; i++) {
      if (await what()) return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`${label} within 5 s`);
  };
  const delivery = async (w: string, id: string) => {
    const list = (await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string; delivery: { lastSentAt: number | null; lastError: string | null } }[];
    return list.find((i) => i.id === id)?.delivery;
  };

  it('refuses a hook until the widget has the integration, and for a widget that has no submissions', async () => {
    const w = await form();
    const r = await subscribe({ widgetId: w, type: 'zapier', hookUrl: `${receiver.url}/zap/1` });
    expect(r.status).toBe(409);
    expect(await json(r)).toMatchObject({ success: false, code: 'HOOK_NOT_CONNECTED', message: "Connect Zapier to this widget first: in the builder, open the widget's Integrations and pick Zapier." });
    const gallery = await env.createWidget(env.ownerId, 'image_gallery');
    const g = await subscribe({ widgetId: gallery, type: 'make', url: `${receiver.url}/make/1` });
    expect(g.status).toBe(400);
    expect((await json(g)).message).toBe('Make takes the submissions of a form or the contacts of an AI chat; this widget is of type image_gallery.');
    // Another owner's form is not there for this key.
    const theirs = await env.createWidget(env.otherId, 'form', { fields: FIELDS });
    expect((await subscribe({ widgetId: theirs, type: 'zapier', hookUrl: `${receiver.url}/zap/1` })).status).toBe(404);
    expect((await subscribe({ widgetId: w, type: 'zapier', hookUrl: `${receiver.url}/zap/1` }, null)).status).toBe(401);
  });

  it('refuses malformed subscriptions with a message, and stores none of them', async () => {
    const w = await form();
    await connect(w, 'zapier');
    const cases: [unknown, number, string][] = [
      [{ widgetId: w, type: 'zapier' }, 400, 'The hook URL is required (url or hookUrl).'],
      [{ widgetId: w, type: 'ifttt', url: 'https://example.com/x' }, 400, ''],
      [{ widgetId: w, type: 'zapier', hookUrl: 'not a url' }, 400, 'The URL is not valid.'],
      [{ widgetId: w, type: 'zapier', hookUrl: 'ftp://hooks.example.com/x' }, 400, 'Only http and https URLs can be fetched.'],
      [{ widgetId: w, type: 'zapier', hookUrl: 'http://hooks.example.com/x' }, 400, 'A hook URL must start with https://.'],
      [{ widgetId: w, type: 'zapier', hookUrl: 'https://10.0.0.8/hook' }, 400, 'This URL points to a private or internal address and cannot be used.'],
      [{ widgetId: w, type: 'zapier', hookUrl: 'https://user:pw@hooks.example.com/x' }, 400, 'URLs with a user name or password are not allowed.'],
      [{ type: 'zapier', hookUrl: 'https://hooks.example.com/x' }, 400, ''],
      ['{"widgetId":', 400, 'Malformed JSON body.'],
    ];
    for (const [body, status, message] of cases) {
      const r = await subscribe(body as Record<string, unknown>);
      const e = await json(r);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(e.success).toBe(false);
      if (message) expect(e.message).toBe(message);
      else expect(e.message.length).toBeGreaterThan(0);
    }
    expect(await hooks(w)).toEqual([]);
  });

  it('posts each submission to every Zap and scenario subscribed, keeping the URLs sealed', async () => {
    const w = await form();
    const zapier = await connect(w, 'zapier');
    await connect(w, 'make');
    const z = await subscribe({ widgetId: w, type: 'zapier', hookUrl: `${receiver.url}/zap/a` });
    expect(z.status).toBe(201);
    const m = await subscribe({ widgetId: w, type: 'make', url: `${receiver.url}/make/a` });
    expect(m.status).toBe(201);
    // The same URL again (the service retrying its subscribe) is the same hook, not a second one.
    const again = await subscribe({ widgetId: w, type: 'zapier', hookUrl: `${receiver.url}/zap/a` });
    expect(again.status).toBe(200);
    expect((await json(again)).data.id).toBe((await json(z)).data.id);

    const listed = await hooks(w);
    expect(listed.map((h) => [h.type, h.host]).sort()).toEqual([['make', receiver.hostPort], ['zapier', receiver.hostPort]]);
    // One service's, as the builder lists them under each integration.
    expect((await json<{ docs: HookInfo[] }>(await env.call('GET', `/api/v1/hooks?widgetId=${w}&type=make`))).data.docs.map((h) => h.type)).toEqual(['make']);
    expect((await env.call('GET', `/api/v1/hooks?widgetId=${w}&type=ifttt`)).status).toBe(400);
    expect(JSON.stringify(listed)).not.toContain('/zap/a');
    const stored = await env.deps.db.selectFrom('integration_hooks').select('url').where('widget_id', '=', w).execute();
    expect(stored).toHaveLength(2);
    for (const s of stored) expect(s.url).not.toContain(receiver.url);

    const id = await submit(w);
    await until(() => posted('/zap/a').length === 1 && posted('/make/a').length === 1, 'both hooks posted');
    for (const r of [...posted('/zap/a'), ...posted('/make/a')]) {
      expect(r.method).toBe('POST');
      expect(r.headers['content-type']).toBe('application/json');
      const p = JSON.parse(r.body) as HookPayload;
      expect(p).toMatchObject({
        id,
        event: 'submission',
        widgetId: w,
        source: 'Contact us',
        title: 'New submission: Contact us',
        pageUrl: 'https://shop.example/contact',
        // Two fields labelled alike: the second by its id. A long answer in full (a message is cut at 500).
        answers: { Name: 'Ann Lee', Email: 'ann@example.com', Message: 'Hello there', message2: ANN.message2 },
        email: 'ann@example.com',
        firstName: 'Ann',
        lastName: 'Lee',
        phone: null,
      });
      expect(Date.parse(p.submittedAt)).toBeGreaterThan(Date.now() - 60_000);
    }
    await until(async () => !!(await delivery(w, zapier))?.lastSentAt, 'the outcome on the integration');
    expect((await hooks(w)).every((h) => h.lastSentAt !== null)).toBe(true);

    // Check counts what takes the submissions, and posts nothing.
    const before = receiver.requests.length;
    const check = await json(await env.call('POST', `/api/v1/plugin/${w}/integrations/${zapier}/check`));
    expect(check.data).toEqual({ connected: true, message: 'Connected: 1 Zap takes this widget’s submissions.' });
    expect(receiver.requests.length).toBe(before);
  });

  it('drops a hook that answers 410 Gone, and records a failing one on the integration after one more try', async () => {
    const w = await form();
    const zapier = await connect(w, 'zapier');
    for (const path of ['/zap/gone', '/zap/down', '/zap/fine']) expect((await subscribe({ widgetId: w, type: 'zapier', hookUrl: `${receiver.url}${path}` })).status).toBe(201);
    answers.set('/zap/gone', 410);
    answers.set('/zap/down', 500);
    await submit(w);
    await until(async () => !!(await delivery(w, zapier))?.lastError, 'the failure recorded');
    expect(posted('/zap/gone')).toHaveLength(1);
    expect(posted('/zap/down')).toHaveLength(2);
    expect(posted('/zap/fine')).toHaveLength(1);
    expect((await delivery(w, zapier))!.lastError).toBe(`Zapier answered 500: Internal error (${receiver.hostPort})`);
    const left = await hooks(w);
    expect(left).toHaveLength(2);
    expect(left.find((h) => h.lastError)?.lastError).toBe(`Zapier answered 500: Internal error (${receiver.hostPort})`);
    // The gone one is not posted again.
    answers.set('/zap/down', 200);
    await submit(w);
    await until(() => posted('/zap/fine').length === 2, 'the second submission');
    await until(() => posted('/zap/down').length === 3, 'the second submission to the mended hook');
    expect(posted('/zap/gone')).toHaveLength(1);
  });

  it('stops posting to a hook removed through the API, or when the integration is disconnected', async () => {
    const w = await form();
    const make = await connect(w, 'make');
    const a = (await json(await subscribe({ widgetId: w, type: 'make', url: `${receiver.url}/make/removed` }))).data.id as string;
    expect((await subscribe({ widgetId: w, type: 'make', url: `${receiver.url}/make/disconnected` })).status).toBe(201);
    // Another owner's key cannot remove it.
    expect((await env.call('DELETE', `/api/v1/hooks/${a}`, { key: env.otherKey })).status).toBe(404);
    const del = await env.call('DELETE', `/api/v1/hooks/${a}`);
    expect(del.status).toBe(200);
    expect((await env.call('DELETE', `/api/v1/hooks/${a}`)).status).toBe(404);
    await submit(w);
    await until(() => posted('/make/disconnected').length === 1, 'the hook left');
    expect(posted('/make/removed')).toHaveLength(0);
    expect((await env.call('DELETE', `/api/v1/plugin/${w}/integrations/${make}`)).status).toBe(200);
    expect(await env.deps.db.selectFrom('integration_hooks').select('id').where('widget_id', '=', w).execute()).toEqual([]);
    await submit(w);
    await new Promise((r) => setTimeout(r, 300));
    expect(posted('/make/disconnected')).toHaveLength(1);
  });

  it(`holds at most ${MAX_HOOKS_PER_WIDGET} hooks per widget, however many subscribe at once`, async () => {
    const w = await form();
    await connect(w, 'zapier');
    await connect(w, 'make');
    const all = await Promise.all(
      Array.from({ length: MAX_HOOKS_PER_WIDGET + 5 }, (_, i) => subscribe({ widgetId: w, type: i % 2 ? 'make' : 'zapier', url: `${receiver.url}/many/${i}` })),
    );
    const statuses = all.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_HOOKS_PER_WIDGET);
    expect(statuses.filter((s) => s === 409)).toHaveLength(5);
    const refused = all.find((r) => r.status === 409)!;
    expect((await json(refused)).code).toBe('HOOK_LIMIT');
    expect(await hooks(w)).toHaveLength(MAX_HOOKS_PER_WIDGET);
  });

  it('says in Check when nothing is subscribed yet', async () => {
    const w = await form();
    const make = await connect(w, 'make');
    const check = await json(await env.call('POST', `/api/v1/plugin/${w}/integrations/${make}/check`));
    expect(check.data).toEqual({ connected: false, message: 'No scenario takes this widget’s submissions yet: add its hook’s address here, or turn one on in Make with an API key from the builder’s home.' });
  });

  it('gives the services a sample: an example before any submission, then the latest submissions', async () => {
    const w = await form();
    const sample = async () => (await json<{ docs: HookPayload[] }>(await env.call('GET', `/api/v1/hooks/sample?widgetId=${w}`))).data.docs;
    const [example] = await sample();
    expect(example).toMatchObject({ id: 'example', widgetId: w, answers: { Name: 'Alex Example', Email: 'alex@example.com', Message: 'An example message.', Newsletter: 'Yes' }, email: 'alex@example.com' });
    const ids = [await submit(w), await submit(w, { ...ANN, name: 'Bo Chen' }), await submit(w, { ...ANN, name: 'Cy Diaz' }), await submit(w, { ...ANN, name: 'Di Eng' })];
    const latest = await sample();
    expect(latest.map((p) => p.id)).toEqual(ids.slice(1).reverse());
    expect(latest[0]!.answers.Name).toBe('Di Eng');
    const chat = await env.createWidget(env.ownerId, 'ai_chat', {}, { name: 'Help' });
    const [contact] = (await json<{ docs: HookPayload[] }>(await env.call('GET', `/api/v1/hooks/sample?widgetId=${chat}`))).data.docs;
    expect(contact).toMatchObject({ source: 'Help', title: 'New chat contact: Help', email: 'alex@example.com', answers: { Question: 'Do you ship abroad?' } });
    expect((await env.call('GET', '/api/v1/hooks/sample')).status).toBe(400);
  });
});
