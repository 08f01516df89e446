// Tessera's app for Zapier (zapier-app/), checked against Zapier's own app schema and run against the
// server: its calls go through a small stand-in for Zapier's runtime (z.request with the app's
// middlewares, z.errors), the way Zapier's servers run them when an owner signs in, picks a form, turns a
// Zap on and off; the hook it subscribes is a local receiver.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HookPayload } from '../../../../shared/api/hooks';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';
import { makeTestEnv, type TestEnv } from '../helpers/test-env';

const require = createRequire(import.meta.url);
const app = require('../../../../zapier-app/index.js');
const { validateAppDefinition } = require('zapier-platform-schema') as { validateAppDefinition(d: unknown): { errors: { stack: string }[] } };

const BASE = 'https://widgets.example.com';

interface Bundle {
  authData: { baseUrl: string; apiKey: string };
  inputData: Record<string, unknown>;
  meta?: { page?: number };
  targetUrl?: string;
  subscribeData?: { id: string };
  cleanedRequest?: unknown;
}
type Op = (z: unknown, bundle: Bundle) => Promise<any> | any;

class ZapierError extends Error {
  constructor(message: string, readonly code?: string, readonly status?: number) {
    super(message);
  }
}

let env: TestEnv;
let receiver: FakeServer;

/** Zapier's z for one bundle: the app's beforeRequest and afterResponse around each call, sent to the app. */
function runtime(bundle: Bundle) {
  const z = {
    errors: { Error: ZapierError },
    async request(req: { url: string; method?: string; params?: Record<string, string>; body?: unknown; headers?: Record<string, string> }) {
      let r = { ...req, headers: { ...req.headers } };
      for (const f of app.beforeRequest) r = f(r, z, bundle);
      const url = new URL(r.url);
      expect(url.origin).toBe(BASE);
      for (const [k, v] of Object.entries(r.params ?? {})) url.searchParams.set(k, v);
      const res = await env.app.request(url.pathname + url.search, {
        method: r.method ?? 'GET',
        headers: { ...r.headers, ...(r.body !== undefined && { 'content-type': 'application/json' }) },
        body: r.body === undefined ? undefined : JSON.stringify(r.body),
      });
      let response = { status: res.status, content: await res.text() };
      for (const f of app.afterResponse) response = f(response, z, bundle);
      return response;
    },
  };
  return z;
}
const run = (op: Op, bundle: Bundle) => op(runtime(bundle), bundle);

beforeAll(async () => {
  receiver = await startFakeServer((_req, res) => void res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"success"}'));
  env = await makeTestEnv('sqlite', { FETCH_ALLOW_HOSTS: receiver.hostPort });
});
afterAll(async () => {
  await env?.close();
  await receiver?.close();
});

describe("Tessera's app for Zapier", () => {
  it('is a valid app by Zapier’s schema', () => {
    // As zapier-platform-core serialises an app before validating it: each function as a pointer that
    // encodes its arity and whether it reads `arguments`.
    const serialised = JSON.parse(JSON.stringify(app, (_k, v) => (typeof v === 'function' ? `$func$${v.length}$${/\barguments\b/.test(String(v)) ? 't' : 'f'}$` : v)));
    expect(validateAppDefinition(serialised).errors.map((e) => `${e.stack} at ${(e as unknown as { property: string }).property}`)).toEqual([]);
  });

  it('signs in with an API key, lists the forms and chats, and subscribes, feeds and removes a Zap’s hook', async () => {
    const auth = { baseUrl: `${BASE}/`, apiKey: env.ownerKey };
    await expect(run(app.authentication.test, { authData: { ...auth, apiKey: 'tsk_wrong' }, inputData: {} })).rejects.toThrow('Tessera did not take this API key: make a new one in the builder (the home page, API keys).');
    expect(await run(app.authentication.test, { authData: auth, inputData: {} })).toMatchObject({ fullName: 'owner@example.com', isAuthenticated: true });

    const form = await env.createWidget(env.ownerId, 'form', { fields: [{ id: 'name', type: 'text', label: 'Name' }, { id: 'email', type: 'email', label: 'Email' }] }, { name: 'Contact us' });
    const chat = await env.createWidget(env.ownerId, 'ai_chat', {}, { name: 'Help' });
    await env.createWidget(env.ownerId, 'image_gallery', {}, { name: 'Photos' });
    const picked = await run(app.triggers.widget.operation.perform, { authData: auth, inputData: {}, meta: { page: 0 } });
    expect(picked.map((w: { id: string; name: string }) => [w.id, w.name]).sort()).toEqual([[chat, 'Help'], [form, 'Contact us']].sort());
    expect(await run(app.triggers.widget.operation.perform, { authData: auth, inputData: {}, meta: { page: 1 } })).toEqual([]);

    const trigger = app.triggers.new_submission.operation;
    const zap: Bundle = { authData: auth, inputData: { widgetId: form }, targetUrl: `${receiver.url}/hooks/catch/9/zap` };
    // Before the form has Zapier, the owner reads what to do in Zapier's words box.
    await expect(run(trigger.performSubscribe, zap)).rejects.toThrow("Connect Zapier to this widget first: in the builder, open the widget's Integrations and pick Zapier.");
    expect((await env.call('POST', `/api/v1/plugin/${form}/integrations`, { body: { type: 'zapier' } })).status).toBe(201);
    const subscribed = await run(trigger.performSubscribe, zap);
    expect(subscribed).toMatchObject({ widgetId: form, type: 'zapier', host: receiver.hostPort });

    // While mapping fields: an example shaped like the posts, before any submission.
    const [example] = await run(trigger.performList, zap);
    expect(Object.keys(example).sort()).toEqual(Object.keys(trigger.sample).sort());

    const sent = await env.call('POST', `/api/v1/forms/${form}/submissions`, { body: { data: { name: 'Ann Lee', email: 'ann@example.com' } }, key: null });
    expect(sent.status).toBe(201);
    for (let i = 0; i < 100 && !receiver.requests.length; i++) await new Promise((r) => setTimeout(r, 50));
    const posted = JSON.parse(receiver.requests[0]!.body) as HookPayload;
    expect(posted).toMatchObject({ widgetId: form, answers: { Name: 'Ann Lee', Email: 'ann@example.com' }, firstName: 'Ann', lastName: 'Lee' });
    // Zapier hands the post to perform; the Zap's step gets it as it came.
    expect(await run(trigger.perform, { ...zap, cleanedRequest: posted })).toEqual([posted]);
    expect((await run(trigger.performList, zap)).map((p: HookPayload) => p.id)).toEqual([posted.id]);

    await run(trigger.performUnsubscribe, { ...zap, subscribeData: { id: subscribed.id } });
    expect(await env.deps.db.selectFrom('integration_hooks').select('id').execute()).toEqual([]);
    await expect(run(trigger.performUnsubscribe, { ...zap, subscribeData: { id: subscribed.id } })).rejects.toThrow('Hook not found.');
  });
});
