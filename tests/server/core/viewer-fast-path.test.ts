// Issue 8: cached public viewer calls are answered on the raw Node request (server/widgets/viewer-fast-path.ts)
// and must be indistinguishable from the framework route: the same headers, body and 304; a miss, an edit,
// a private widget or another method falls through to the framework.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFastPath } from '../../../server/widgets/viewer-fast-path';
import { fastPathServer, headersOf, via, type FastPathServer } from './fast-path-server';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('viewer fast path on %s', (backend) => {
  let t: TestApp;
  let server: FastPathServer;
  let url: string;
  let owner: { cookie: string };
  let widgetId: string;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'Fast one' }))).data.guid;
    server = await fastPathServer(t, viewerFastPath(t.deps));
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const viewer = (id: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${url}/api/v1/plugin/viewer/${id}`, { method, headers });

  it('answers a cached public widget exactly as the framework route does, 200 and 304', async () => {
    const first = await viewer(widgetId, { origin: 'https://host.test' });
    expect([first.status, via(first)]).toEqual([200, 'framework']);
    const second = await viewer(widgetId, { origin: 'https://host.test' });
    expect([second.status, via(second)]).toEqual([200, 'fast']);
    expect(headersOf(second)).toEqual(headersOf(first));
    const body = await second.text();
    expect(body).toBe(await first.text());
    expect(JSON.parse(body).data.name).toBe('Fast one');

    const tag = second.headers.get('etag')!;
    const fast304 = await viewer(widgetId, { 'if-none-match': `W/${tag}, "other"` });
    expect([fast304.status, via(fast304)]).toEqual([304, 'fast']);
    expect(await fast304.text()).toBe('');
    // The framework's own 304 for the same request (app.request, no fast path in front).
    const framework304 = await t.request(`/api/v1/plugin/viewer/${widgetId}`, { headers: { 'if-none-match': `W/${tag}, "other"` } });
    expect(framework304.status).toBe(304);
    expect(headersOf(fast304)).toEqual(headersOf(framework304));
    const stale = await viewer(widgetId, { 'if-none-match': '"not-it"' });
    expect([stale.status, via(stale)]).toEqual([200, 'fast']);
  });

  it('an edit in this process drops the cached answer: the next call is the framework with the new data', async () => {
    await viewer(widgetId);
    expect(via(await viewer(widgetId))).toBe('fast');
    const put = await t.call(owner.cookie, 'PUT', `/api/v1/plugin/${widgetId}`, { name: 'Renamed' });
    expect(put.status).toBe(200);
    const after = await viewer(widgetId);
    expect(via(after)).toBe('framework');
    expect((await after.json()).data.name).toBe('Renamed');
    const again = await viewer(widgetId);
    expect(via(again)).toBe('fast');
    expect((await again.json()).data.name).toBe('Renamed');
  });

  it('never serves private widgets, unknown ids or other methods', async () => {
    const priv = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { privacy: 'private' }))).data.guid;
    for (let i = 0; i < 2; i++) {
      const r = await viewer(priv);
      expect([r.status, via(r)]).toEqual([404, 'framework']);
    }
    const missing = await viewer('nope1234567');
    expect([missing.status, via(missing)]).toEqual([404, 'framework']);
    await viewer(widgetId);
    const head = await viewer(widgetId, {}, 'HEAD');
    expect([head.status, via(head)]).toEqual([200, 'framework']);
  });
});
