// Issue 8: cached public viewer calls are answered on the raw Node request (server/widgets/viewer-fast-path.ts)
// and must be indistinguishable from the framework route: the same headers, body and 304; a miss, an edit,
// a private widget or another method falls through to the framework.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFastPath } from '../../../server/widgets/viewer-fast-path';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('viewer fast path on %s', (backend) => {
  let t: TestApp;
  let server: Server;
  let url: string;
  let owner: { cookie: string };
  let widgetId: string;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'Fast one' }))).data.guid;
    const fast = viewerFastPath(t.deps);
    const hono = getRequestListener(t.app.fetch);
    server = createServer((req, res) => {
      // The fast path answers synchronously: mark it before, re-mark when it declined.
      res.setHeader('x-test-path', 'fast');
      if (fast(req, res)) return;
      res.setHeader('x-test-path', 'framework');
      void hono(req, res);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => server.close(r));
    await t.close();
  });

  const viewer = (id: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${url}/api/v1/plugin/viewer/${id}`, { method, headers });
  const headersOf = (r: Response) => [...r.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'x-test-path', 'transfer-encoding'].includes(k));

  it('answers a cached public widget exactly as the framework route does, 200 and 304', async () => {
    const first = await viewer(widgetId, { origin: 'https://host.test' });
    expect([first.status, first.headers.get('x-test-path')]).toEqual([200, 'framework']);
    const second = await viewer(widgetId, { origin: 'https://host.test' });
    expect([second.status, second.headers.get('x-test-path')]).toEqual([200, 'fast']);
    expect(headersOf(second)).toEqual(headersOf(first));
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(JSON.parse(body).data.name).toBe('Fast one');

    const tag = second.headers.get('etag')!;
    const fast304 = await viewer(widgetId, { 'if-none-match': `W/${tag}, "other"` });
    expect([fast304.status, fast304.headers.get('x-test-path')]).toEqual([304, 'fast']);
    expect(await fast304.text()).toBe('');
    // The framework's own 304 for the same request (app.request, no fast path in front).
    const framework304 = await t.request(`/api/v1/plugin/viewer/${widgetId}`, { headers: { 'if-none-match': `W/${tag}, "other"` } });
    expect(framework304.status).toBe(304);
    expect(headersOf(fast304)).toEqual(headersOf(framework304));
    const stale = await viewer(widgetId, { 'if-none-match': '"not-it"' });
    expect([stale.status, stale.headers.get('x-test-path')]).toEqual([200, 'fast']);
  });

  it('an edit in this process drops the cached answer: the next call is the framework with the new data', async () => {
    await viewer(widgetId);
    expect((await viewer(widgetId)).headers.get('x-test-path')).toBe('fast');
    const put = await t.call(owner.cookie, 'PUT', `/api/v1/plugin/${widgetId}`, { name: 'Renamed' });
    expect(put.status).toBe(200);
    const after = await viewer(widgetId);
    expect(after.headers.get('x-test-path')).toBe('framework');
    expect((await after.json()).data.name).toBe('Renamed');
    const again = await viewer(widgetId);
    expect(again.headers.get('x-test-path')).toBe('fast');
    expect((await again.json()).data.name).toBe('Renamed');
  });

  it('never serves private widgets, unknown ids or other methods', async () => {
    const priv = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { privacy: 'private' }))).data.guid;
    for (let i = 0; i < 2; i++) {
      const r = await viewer(priv);
      expect([r.status, r.headers.get('x-test-path')]).toEqual([404, 'framework']);
    }
    const missing = await viewer('nope1234567');
    expect([missing.status, missing.headers.get('x-test-path')]).toEqual([404, 'framework']);
    await viewer(widgetId);
    const head = await viewer(widgetId, {}, 'HEAD');
    expect([head.status, head.headers.get('x-test-path')]).toEqual([200, 'framework']);
  });
});
