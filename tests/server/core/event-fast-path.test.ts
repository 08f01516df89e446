// Issue 8: plain event reports are answered on the raw Node request (server/events/fast-report.ts), and
// must be indistinguishable from the framework route: the same headers and body, the same budgets, the
// same stored row; everything else (bad parameters, unknown widgets, limits reached) falls through.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventFastPath } from '../../../server/events/fast-report';
import { EventParams } from '../../../server/events/event-params';
import { quickParams } from '../../../server/events/quick-params';
import { fastPathServer, headersOf, via, type FastPathServer } from './fast-path-server';
import { BACKENDS, json, makeTestApp, withinOneMinute, type TestApp } from './harness';

describe('quick event parameter check', () => {
  const cases = [
    'groupType=client&eventType=VIEW',
    'groupType=engagement&eventType=click&refUrl=https%3A%2F%2Fa.test%2F&eventVersion=2&eventSubType=btn&entityPath=items.0&unknown=1',
    'groupType=performance&eventType=load-time&eventSubType=123',
    'groupType=client&eventType=widget-load&height=640&device=desktop&eventId=s1%3Aclient%3Awidget-load',
    'groupType=client&eventType=widget-load&height=20000&device=mobile',
    `groupType=client&eventType=VIEW&refUrl=${'a'.repeat(2048)}`,
    'groupType=client&eventType=widget-load&height=20001&device=mobile',
    'groupType=client&eventType=widget-load&height=0640&device=mobile',
    'groupType=client&eventType=widget-load&height=64&device=watch',
    'groupType=client&eventType=click',
    'groupType=performance&eventType=9bad',
    'groupType=bogus&eventType=VIEW',
    'eventType=VIEW',
    'groupType=client',
    'groupType=client&eventType=',
    `groupType=client&eventType=VIEW&refUrl=${'a'.repeat(2049)}`,
    `groupType=client&eventType=VIEW&eventVersion=${'v'.repeat(33)}`,
    `groupType=client&eventType=VIEW&eventSubType=${'s'.repeat(201)}`,
    `groupType=client&eventType=VIEW&entityPath=${'p'.repeat(1001)}`,
    'groupType=client&eventType=VIEW&eventId=has%20space',
    `groupType=client&eventType=VIEW&eventId=${'i'.repeat(129)}`,
    `groupType=performance&eventType=${'m'.repeat(65)}`,
    'groupType=client&eventType=VIEW&groupType=engagement',
  ];

  it.each(cases)('accepts only what the schema accepts, with the same result: %s', (q) => {
    const quick = quickParams(new URLSearchParams(q));
    const full = EventParams.safeParse(Object.fromEntries(new URLSearchParams(q)));
    if (quick) {
      expect(full.success).toBe(true);
      expect(quick).toEqual(full.data);
    }
  });

  it('takes every plain valid report (the fast path is the common case)', () => {
    for (const q of cases.slice(0, 6)) expect(quickParams(new URLSearchParams(q)), q.slice(0, 80)).not.toBeNull();
    for (const q of cases.slice(6)) expect(quickParams(new URLSearchParams(q)), q.slice(0, 80)).toBeNull();
  });
});

describe.each(BACKENDS)('event fast path on %s', (backend) => {
  let t: TestApp;
  let server: FastPathServer;
  let url: string;
  let widgetId: string;
  beforeAll(async () => {
    t = await makeTestApp(backend, { env: { EVENT_LIMIT_PER_IP: '1000', EVENT_LIMIT_PER_WIDGET: '8' }, now: withinOneMinute() });
    const owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=form', {}))).data.guid;
    server = await fastPathServer(t, eventFastPath(t.deps));
    url = server.url;
  });
  afterAll(async () => {
    await server.close();
    await t.close();
  });

  const rows = () => t.deps.db.selectFrom('events').selectAll().where('widget_id', '=', widgetId).orderBy('id').execute();

  it('answers a plain report exactly as the framework route does, and stores the same row', async () => {
    const q = 'groupType=engagement&eventType=click&refUrl=https%3A%2F%2Fhost.test%2Fa&eventVersion=2&eventSubType=button&entityPath=items.0';
    // The first report teaches the shared cache that the widget exists (the framework answers it).
    const first = await fetch(`${url}/api/v1/event/report/${widgetId}?${q}`);
    expect(via(first)).toBe('framework');
    const second = await fetch(`${url}/api/v1/event/report/${widgetId}?${q}`);
    expect(via(second)).toBe('fast');
    expect(second.status).toBe(first.status);
    expect(headersOf(second, ['content-length'])).toEqual(headersOf(first, ['content-length']));
    expect(await second.text()).toBe(await first.text());
    const [a, b] = await rows();
    const { id: _a, created_at: _ca, ...ra } = a;
    const { id: _b, created_at: _cb, ...rb } = b;
    expect(rb).toEqual(ra);
  });

  it('leaves bad parameters and unknown widgets to the framework route (same 400 and 404)', async () => {
    const bad = await fetch(`${url}/api/v1/event/report/${widgetId}?groupType=client&eventType=EXPLODE`);
    expect([bad.status, via(bad)]).toEqual([400, 'framework']);
    expect((await bad.json()).message).toContain('Unknown eventType for group client.');
    const missing = await fetch(`${url}/api/v1/event/report/nope123?groupType=client&eventType=VIEW`);
    expect([missing.status, via(missing)]).toEqual([404, 'framework']);
  });

  it('counts fast and framework reports against one widget budget; the 429 comes from the framework', async () => {
    // 2 reports so far in this window; the budget is 8.
    const statuses: [number, string | null][] = [];
    for (let i = 0; i < 8; i++) {
      const r = await fetch(`${url}/api/v1/event/report/${widgetId}?groupType=client&eventType=VIEW`);
      statuses.push([r.status, via(r)]);
    }
    expect(statuses.slice(0, 6).every(([s, p]) => s === 200 && p === 'fast')).toBe(true);
    expect(statuses.slice(6)).toEqual([[429, 'framework'], [429, 'framework']]);
    expect(await rows()).toHaveLength(8);
  });
});
