import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, json, makeTestApp, withinOneMinute, type TestApp } from './harness';

describe.each(BACKENDS)('event reports on %s', (backend) => {
  let t: TestApp;
  let clock = Date.parse('2026-03-10T12:00:00Z');
  let owner: { cookie: string };
  let widgetId: string;
  beforeAll(async () => {
    t = await makeTestApp(backend, { now: () => clock, env: { EVENT_LIMIT_PER_IP: '30', EVENT_LIMIT_PER_WIDGET: '1000' } });
    owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', {}))).data.guid;
  });
  afterAll(() => t.close());

  const count = async (id = widgetId) =>
    (await t.deps.db.selectFrom('events').select('id').where('widget_id', '=', id).execute()).length;

  it('stores a valid report with every parameter, answers 2xx with open CORS', async () => {
    const before = await count();
    const q = 'groupType=engagement&eventType=click&refUrl=https%3A%2F%2Fhost.test%2Fa&eventVersion=2&eventSubType=button&entityPath=items.0';
    const res = await t.request(`/api/v1/event/report/${widgetId}?${q}`, { headers: { origin: 'https://host.test' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(await count()).toBe(before + 1);
    const row = await t.deps.db.selectFrom('events').selectAll().where('widget_id', '=', widgetId).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ group_type: 'engagement', event_type: 'click', ref_url: 'https://host.test/a', event_version: '2', event_sub_type: 'button', entity_path: 'items.0', day: '2026-03-10' });
  });

  it('refuses bad parameters with 400 and an unknown widget with 404, storing nothing', async () => {
    const before = await count();
    for (const q of ['groupType=bogus&eventType=VIEW', 'groupType=client&eventType=EXPLODE', 'groupType=client', 'eventType=VIEW', `groupType=client&eventType=VIEW&refUrl=${'a'.repeat(3000)}`, 'groupType=client&eventType=VIEW&eventId=has space']) {
      const res = await t.request(`/api/v1/event/report/${widgetId}?${q}`);
      expect(res.status, q).toBe(400);
    }
    const missing = await t.request('/api/v1/event/report/nope123?groupType=client&eventType=VIEW');
    expect(missing.status).toBe(404);
    expect((await t.request('/api/v1/event/report/a:b?groupType=client&eventType=VIEW')).status).toBe(404);
    expect(await count()).toBe(before);
  });

  it('the same event retried three times with one eventId counts once', async () => {
    const before = await count();
    const url = `/api/v1/event/report/${widgetId}?groupType=client&eventType=IMPRESSION&eventId=evt-123`;
    const answers = await Promise.all([t.request(url), t.request(url), t.request(url)]);
    for (const a of answers) expect(a.status).toBe(200);
    expect(await t.request(url).then((r) => r.status)).toBe(200);
    expect(await count()).toBe(before + 1);
  });

  it('rate-limits per IP with 429 and Retry-After, and per widget', async () => {
    const ip = '192.0.2.77';
    const url = `/api/v1/event/report/${widgetId}?groupType=client&eventType=VIEW`;
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) statuses.push((await t.request(url, { ip })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(30);
    const limited = await t.request(url, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another IP is unaffected; the next window lets the first IP in again.
    expect((await t.request(url, { ip: '192.0.2.78' })).status).toBe(200);
    clock += 60_000;
    expect((await t.request(url, { ip })).status).toBe(200);
  });

  it('rate-limits per widget across IPs', async () => {
    const w = await makeTestApp(backend, { env: { EVENT_LIMIT_PER_IP: '100', EVENT_LIMIT_PER_WIDGET: '5' }, now: withinOneMinute() });
    try {
      const o = await w.owner();
      const id = (await json(await w.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=form', {}))).data.guid;
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await w.request(`/api/v1/event/report/${id}?groupType=client&eventType=VIEW`, { ip: `203.0.113.${i}` })).status);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429]);
    } finally {
      await w.close();
    }
  });

  it('analytics counts per event type per day over a range, for the owner only', async () => {
    const o = await t.owner();
    const id = (await json(await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=form', {}))).data.guid;
    const day1 = Date.parse('2026-04-01T08:00:00Z');
    clock = day1;
    await t.request(`/api/v1/event/report/${id}?groupType=client&eventType=IMPRESSION`, { ip: '198.51.100.1' });
    await t.request(`/api/v1/event/report/${id}?groupType=client&eventType=VIEW`, { ip: '198.51.100.1' });
    await t.request(`/api/v1/event/report/${id}?groupType=client&eventType=VIEW`, { ip: '198.51.100.1' });
    clock = day1 + 2 * 86_400_000;
    await t.request(`/api/v1/event/report/${id}?groupType=client&eventType=VIEW`, { ip: '198.51.100.1' });
    const res = await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}/analytics?from=2026-04-01&to=2026-04-03`));
    expect(res.data.days).toEqual([
      { day: '2026-04-01', counts: { IMPRESSION: 1, VIEW: 2 } },
      { day: '2026-04-02', counts: {} },
      { day: '2026-04-03', counts: { VIEW: 1 } },
    ]);
    expect(res.data.totals).toEqual({ IMPRESSION: 1, VIEW: 3 });
    expect((await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}/analytics?from=2026-04-05&to=2026-04-01`)).status).toBe(400);
    expect((await t.call(owner.cookie, 'GET', `/api/v1/plugin/${id}/analytics`)).status).toBe(404);
  });
});
