import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearSourceCache } from '../../../../server/integrations/source-cache';
import { startDataUpstream } from '../helpers/data-upstream';
import type { FakeServer } from '../helpers/fake-server';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';

const SENTINEL = 'sentinel-header-key-123';
const MYSQL_PW = 'Sentinel-Password-9876';

describe.each(BACKENDS)('integration routes (%s)', (backend) => {
  let env: TestEnv;
  let up: FakeServer;
  let widget: string;
  const base = () => `/api/v1/plugin/${widget}/integrations`;
  const count = async () => Number((await env.deps.db.selectFrom('integrations').select((e) => e.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    up = await startDataUpstream();
    env = await makeTestEnv(backend, { FETCH_ALLOW_HOSTS: up.hostPort });
    widget = await env.createWidget(env.ownerId, 'image_gallery');
    clearSourceCache();
  });
  afterAll(async () => {
    await env?.close();
    await up?.close();
  });

  it('creates, lists, reads data of every data kind through the public data call', async () => {
    const kinds: [string, Record<string, unknown>][] = [
      ['csv', { url: `${up.url}/data.csv` }],
      ['rss', { url: `${up.url}/feed.rss` }],
      ['xml', { url: `${up.url}/books.xml`, dataPath: 'catalog.books.book' }],
      ['api', { url: `${up.url}/api`, method: 'post', dataPath: 'result.items', headers: JSON.stringify({ 'x-api-key': SENTINEL }) }],
      ['icalendar', { url: `${up.url}/cal.ics` }],
      ['vcalendar', { url: `${up.url}/cal.vcs` }],
    ];
    const ids: Record<string, string> = {};
    for (const [type, fields] of kinds) {
      const r = await env.call('POST', base(), { body: { type, ...fields } });
      const b = await json(r);
      expect(r.status, `${type}: ${b.message}`).toBe(201);
      expect(b.data.componentId).toBe(widget);
      ids[type] = b.data.id;
    }
    const list = await json(await env.call('GET', base()));
    expect(list.data.map((i: { type: string }) => i.type)).toEqual(kinds.map(([t]) => t));

    const r = await env.call('GET', `${base()}/data?pluginType=image_gallery&platform=plugin`, { key: null });
    expect(r.status).toBe(200);
    const byType = Object.fromEntries((await json(r)).data.map((e: { type: string; items: unknown }) => [e.type, e.items]));
    expect(byType.csv).toEqual([{ name: 'Apple', price: '1.20' }, { name: 'Pear, green', price: '0.90' }]);
    expect(byType.rss[0]).toMatchObject({ title: 'First & best', link: 'https://e.com/1', guid: 'g1' });
    expect(byType.rss).toHaveLength(2);
    expect(byType.xml.map((b: { title: string }) => b.title)).toEqual(['Dune', 'Emma']);
    expect(byType.api).toEqual([{ n: 1 }, { n: 2 }]);
    expect(byType.icalendar).toEqual([
      expect.objectContaining({ uid: 'e1', title: 'All day', start: '2024-03-01', allDay: true, description: 'long description', location: 'Hall' }),
      expect.objectContaining({ uid: 'e2', title: 'Later, event', start: '2024-03-02T09:00:00Z', end: '2024-03-02T10:00:00Z' }),
    ]);
    expect(byType.vcalendar[0]).toMatchObject({ title: 'Café meeting', start: '2024-04-05T12:00:00' });
    const apiReq = up.requests.find((q) => q.url === '/api');
    expect(apiReq?.method).toBe('POST');
    expect(apiReq?.headers['content-type']).toBe('application/json');
  });

  it('caches source data for a short time', async () => {
    const before = up.requests.filter((q) => q.url === '/data.csv').length;
    await env.call('GET', `${base()}/data`, { key: null });
    expect(up.requests.filter((q) => q.url === '/data.csv').length).toBe(before);
  });

  it('keeps secrets write-only: reads show {isSet,last4}, the sentinel is in no response and no log', async () => {
    const r = await env.call('POST', base(), { body: { type: 'mysql', host: 'db.example.com', user: 'u', password: MYSQL_PW, database: 'd' } });
    const created = await json(r);
    expect(r.status).toBe(201);
    expect(created.data.secrets.password).toEqual({ isSet: true, last4: '9876' });
    expect(created.data.values.password).toBeUndefined();
    const listText = await (await env.call('GET', base())).text();
    const dataText = await (await env.call('GET', `${base()}/data?rawData=true`, { key: null })).text();
    for (const text of [JSON.stringify(created), listText, dataText, env.logs.join('\n')]) {
      expect(text).not.toContain(MYSQL_PW);
      expect(text).not.toContain(SENTINEL);
    }
    const row = await env.deps.db.selectFrom('integrations').select('secrets').where('id', '=', created.data.id).executeTakeFirstOrThrow();
    expect(row.secrets).not.toContain(MYSQL_PW);
    expect(row.secrets).toMatch(/"enc":"v1\./);
  });

  it('keeps a secret across a PUT that omits it or sends the placeholder, clears it when the host changes', async () => {
    const created = await json(await env.call('POST', base(), { body: { type: 'mysql', host: 'db.example.com', user: 'u', password: MYSQL_PW, database: 'd' } }));
    const url = `${base()}/${created.data.id}`;
    let r = await env.call('PUT', url, { body: { user: 'u2' } });
    expect(r.status).toBe(200);
    expect((await json(r)).data.secrets.password.isSet).toBe(true);
    r = await env.call('PUT', url, { body: { user: 'u3', password: '••••••••' } });
    expect((await json(r)).data).toMatchObject({ values: { user: 'u3' }, secrets: { password: { isSet: true, last4: '9876' } } });
    // A new host without a new password: the old password must not follow it (400, nothing written).
    r = await env.call('PUT', url, { body: { host: 'evil.example.net' } });
    expect(r.status).toBe(400);
    const after = await json(await env.call('GET', base()));
    const same = after.data.find((i: { id: string }) => i.id === created.data.id);
    expect(same.values.host).toBe('db.example.com');
    r = await env.call('PUT', url, { body: { host: 'db2.example.com', password: 'another-password-0000' } });
    expect((await json(r)).data.secrets.password).toEqual({ isSet: true, last4: '0000' });
  });

  it('drops api headers when the URL changes', async () => {
    const c = await json(await env.call('POST', base(), { body: { type: 'api', url: `${up.url}/api`, headers: JSON.stringify({ 'x-api-key': SENTINEL }) } }));
    expect(c.data.secrets.headers.isSet).toBe(true);
    const r = await json(await env.call('PUT', `${base()}/${c.data.id}`, { body: { url: `${up.url}/other` } }));
    expect(r.data.secrets.headers).toEqual({ isSet: false, last4: null });
  });

  it('validates with the shared catalogue and writes nothing on a bad body', async () => {
    const before = await count();
    const bad: [unknown, number, RegExp][] = [
      [{ type: 'nope' }, 400, /not an integration we support/],
      [{ type: 'google-drive' }, 400, /temporarily unavailable/],
      [{ type: 'csv' }, 400, /required/],
      [{ type: 'csv', url: 'ftp://x/a.csv' }, 400, /web address/],
      [{ type: 'api', url: 'https://e.com', headers: 'not json' }, 400, /JSON/],
      [{ type: 'csv', url: 'https://e.com/a.csv', bogus: 1 }, 400, /not a field/],
      [{ type: 'csv', url: 'http://169.254.169.254/latest' }, 400, /private or internal/],
      [{ type: 'csv', url: 'http://2130706433/a.csv' }, 400, /private or internal/],
      [{ type: 'rss', url: 'http://[::ffff:127.0.0.1]/' }, 400, /private or internal/],
      [{ type: 'tessera-form', widgetId: widget }, 400, /form widgets/],
    ];
    for (const [body, status, msg] of bad) {
      const r = await env.call('POST', base(), { body });
      const b = await json(r);
      expect(r.status, JSON.stringify(body)).toBe(status);
      expect(b.message).toMatch(msg);
    }
    expect(await count()).toBe(before);
    const proto = await env.call('POST', base(), { body: '{"type":"csv","url":"https://e.com/a.csv","__proto__":{"polluted":true}}' });
    expect(proto.status).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('answers 404 to another owner and 401 without credentials, writing nothing', async () => {
    const before = await count();
    const mine = await json(await env.call('GET', base()));
    const id = mine.data[0].id;
    for (const [m, p, body] of [
      ['GET', base(), undefined],
      ['POST', base(), { type: 'csv', url: 'https://e.com/a.csv' }],
      ['PUT', `${base()}/${id}`, { url: 'https://e.com/b.csv' }],
      ['DELETE', `${base()}/${id}`, undefined],
    ] as const) {
      expect((await env.call(m, p, { body, key: env.otherKey })).status).toBe(404);
      expect((await env.call(m, p, { body, key: null })).status).toBe(401);
    }
    expect(await count()).toBe(before);
  });

  it('deletes', async () => {
    const c = await json(await env.call('POST', base(), { body: { type: 'rss', url: `${up.url}/feed.rss` } }));
    expect((await env.call('DELETE', `${base()}/${c.data.id}`)).status).toBe(200);
    expect((await env.call('DELETE', `${base()}/${c.data.id}`)).status).toBe(404);
  });

  it('serves analytics raw data publicly without secrets', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    await env.call('POST', `/api/v1/plugin/${w}/integrations`, {
      body: { type: 'google-analytics', tagType: 'ga4', tagId: 'G-ABC123', rawData: { events: [{ key: 'submit', action: 'send' }] } },
    });
    await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'oopspam', apiKey: 'oops-sentinel-key-1' } });
    const r = await env.call('GET', `/api/apps/integrations/raw-data?widgetId=${w}&platform=plugin`, { key: null });
    const text = await r.text();
    expect(r.status).toBe(200);
    expect(JSON.parse(text).data).toEqual([
      expect.objectContaining({ type: 'google-analytics', rawData: { tagType: 'ga4', tagId: 'G-ABC123', events: [{ key: 'submit', action: 'send' }] } }),
    ]);
    expect(text).not.toContain('oops-sentinel');
    expect((await env.call('GET', '/api/apps/integrations/raw-data?widgetId=missing', { key: null })).status).toBe(404);
  });

  it('refuses malformed analytics events, naming the one at fault, and writes nothing', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    const cases: [unknown, string][] = [
      ['send', '"rawData.events" must be a list.'],
      [[{ action: 'send' }], '"rawData.events.0.key": '],
      [[{ key: 'submit' }, { key: 'VIEW', value: { n: 1 } }], '"rawData.events.1.value": '],
      [[{ key: 'submit', name: 'x'.repeat(201) }], '"rawData.events.0.name": '],
    ];
    for (const [events, message] of cases) {
      const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'google-analytics', tagType: 'ga4', tagId: 'G-ABC123', rawData: { events } } });
      expect(r.status, JSON.stringify(events)).toBe(400);
      const said = (await json(r)).message as string;
      expect(said.startsWith(message), said).toBe(true);
    }
    expect((await json(await env.call('GET', `/api/v1/plugin/${w}/integrations`))).data).toEqual([]);
  });

  it('reads another form widget’s submissions as a {product}-form source', async () => {
    const form = await env.createWidget(env.ownerId, 'form');
    await env.deps.db.insertInto('form_submissions').values({ id: 's1', widget_id: form, data: '{"email":"a@b.c"}', page_url: null, read_at: null, created_at: 5 }).execute();
    const w = await env.createWidget(env.ownerId, 'image_gallery');
    const c = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'tessera-form', widgetId: form } });
    expect(c.status).toBe(201);
    const d = await json(await env.call('GET', `/api/v1/plugin/${w}/integrations/data`, { key: null }));
    expect(d.data[0].items).toEqual([{ email: 'a@b.c', id: 's1', createdAt: 5 }]);
    const foreign = await env.createWidget(env.otherId, 'form');
    expect((await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type: 'tessera-form', widgetId: foreign } })).status).toBe(400);
  });

  describe('hostile upstreams through integrations/data', () => {
    const one = async (type: string, fields: Record<string, unknown>) => {
      const w = await env.createWidget(env.ownerId, 'image_gallery');
      const c = await json(await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: { type, ...fields } }));
      return env.call('GET', `/api/v1/plugin/${w}/integrations/data?integrationId=${c.data.id}`, { key: null });
    };

    it('a 50 MB CSV is refused with 413 after the 5 MB cap', async () => {
      const r = await one('csv', { url: `${up.url}/huge.csv` });
      expect(r.status).toBe(413);
      expect((await json(r)).code).toBe('SOURCE_TOO_LARGE');
    });

    it('an XML entity bomb is not expanded', async () => {
      const r = await one('xml', { url: `${up.url}/bomb.xml`, dataPath: 'root.items.item' });
      expect(r.status).toBe(200);
      const items = (await json(r)).data[0].items;
      expect(items).toEqual(['&lol9;']);
    });

    it('an upstream error status becomes 502 with a clear message', async () => {
      const r = await one('csv', { url: `${up.url}/missing.csv` });
      expect(r.status).toBe(502);
      expect((await json(r)).message).toMatch(/status 404/);
    });

    it('a private address reached by DNS at read time is refused', async () => {
      // FETCH_ALLOW_HOSTS names one port only: another loopback port is still private.
      const w = await env.createWidget(env.ownerId, 'image_gallery');
      const id = 'direct-row';
      await env.deps.db.insertInto('integrations').values({
        id, owner_id: env.ownerId, widget_id: w, component_id: w, type: 'csv', platform: 'plugin', is_active: 1,
        values: JSON.stringify({ url: 'http://localhost:1/a.csv' }), secrets: '{}', raw_data: null, created_at: 1, updated_at: 1,
      }).execute();
      const r = await env.call('GET', `/api/v1/plugin/${w}/integrations/data?integrationId=${id}`, { key: null });
      expect(r.status).toBe(400);
      expect((await json(r)).code).toBe('SOURCE_BLOCKED_ADDRESS');
    });
  });
});

describe.each(BACKENDS)('integration data of unpublished widgets (%s)', (backend) => {
  let env: TestEnv;
  beforeAll(async () => {
    env = await makeTestEnv(backend);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('is hidden from visitors and other owners but shown to its owner', async () => {
    const w = await env.createWidget(env.ownerId, 'form', {}, { privacy: 'private' });
    const path = `/api/v1/plugin/${w}/integrations/data`;
    expect((await env.call('GET', path, { key: null })).status).toBe(404);
    expect((await env.call('GET', path, { key: env.otherKey })).status).toBe(404);
    expect((await env.call('GET', path)).status).toBe(200);
  });

  it('refuses a 20 MB create body with 413 and writes nothing', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    const big = JSON.stringify({ type: 'csv', url: 'https://e.com/a.csv', pad: 'x'.repeat(20 * 1024 * 1024) });
    const r = await env.call('POST', `/api/v1/plugin/${w}/integrations`, { body: big });
    expect(r.status).toBe(413);
    const rows = await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute();
    expect(rows).toHaveLength(0);
  });
});
