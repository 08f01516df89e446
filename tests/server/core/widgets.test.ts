import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_DEFAULTS_BY_TYPE } from '../../../shared/widgets/defaults';
import { eventListDefaults } from '../../../shared/widgets/event-list';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('widgets on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(() => t.close());

  async function create(cookie: string, body: unknown = {}, query = 'pluginType=image_gallery', prefix = '') {
    const res = await t.call(cookie, 'POST', `/api/v1/${prefix}plugin/?${query}`, body);
    return { res, body: await json(res) };
  }
  const newProject = async (cookie: string) => (await json(await t.call(cookie, 'POST', '/api/v1/projects', { name: 'Folder' }))).data.id as string;

  it('POST applies the SPEC defaults and returns a URL-safe id without ":"', async () => {
    const o = await t.owner();
    const { res, body } = await create(o.cookie);
    expect(res.status).toBe(201);
    expect(body.data).toMatchObject({ type: 'image_gallery', name: 'My Widget', privacy: 'public', status: 'published', modelVersion: 1, creationSource: 'website', projectId: null, description: '' });
    expect(body.data.guid).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(body.data.guid).not.toContain(':');
  });

  it('POST stores every body field; nindo creationSource becomes website', async () => {
    const o = await t.owner();
    const p1 = await newProject(o.cookie);
    const { body } = await create(o.cookie, {
      data: { title: 'Hi', styles: { padding: 3 } }, name: 'Mine', projectId: p1, description: 'd', privacy: 'private', modelVersion: 2, status: 'draft', creationSource: 'nindo',
    }, 'pluginType=form&serviceName=form');
    expect(body.data).toMatchObject({ type: 'form', name: 'Mine', projectId: p1, description: 'd', privacy: 'private', modelVersion: 2, status: 'draft', creationSource: 'website' });
    expect(body.data.data.title).toBe('Hi');
  });

  it('POST refuses an unknown pluginType and invalid fields with 400, writing nothing', async () => {
    const o = await t.owner();
    expect((await create(o.cookie, {}, 'pluginType=nope')).res.status).toBe(400);
    const bad = await create(o.cookie, { privacy: 'everyone', data: [] });
    expect(bad.res.status).toBe(400);
    expect(bad.body.message).toMatch(/privacy|data/);
    const rows = await t.deps.db.selectFrom('widgets').select('id').where('owner_id', '=', o.id).execute();
    expect(rows).toHaveLength(0);
  });

  it('editor GET merges stored data over the type defaults; PUT updates; prefix variant works', async () => {
    const o = await t.owner();
    const { body } = await create(o.cookie, { data: { customCSS: '.a{}' } }, 'pluginType=form');
    const id = body.data.guid;
    const got = await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}?pluginType=form`));
    for (const k of Object.keys(WIDGET_DEFAULTS_BY_TYPE.form)) expect(got.data.data).toHaveProperty(k);
    expect(got.data.data.customCSS).toBe('.a{}');
    const put = await t.call(o.cookie, 'PUT', `/api/v1/wix/plugin/${id}`, { name: 'Renamed', status: 'draft', data: { customCSS: '' } });
    expect(put.status).toBe(200);
    const again = await json(await t.call(o.cookie, 'GET', `/api/v1/wix/plugin/${id}`));
    expect(again.data).toMatchObject({ name: 'Renamed', status: 'draft' });
    expect(again.data.data.customCSS).toBe('');
  });

  it("another owner's widget is 404 for GET, PUT, DELETE and duplicate, and nothing changes", async () => {
    const a = await t.owner('A');
    const b = await t.owner('B');
    const id = (await create(a.cookie, { name: 'Original' })).body.data.guid;
    const before = await t.deps.db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();
    for (const [method, path, body] of [
      ['GET', `/api/v1/plugin/${id}`, undefined],
      ['PUT', `/api/v1/plugin/${id}`, { name: 'Hacked' }],
      ['DELETE', `/api/v1/plugin/${id}`, undefined],
      ['POST', `/api/v1/plugin/${id}/duplicate`, undefined],
      ['GET', `/api/v1/plugin/${id}/analytics`, undefined],
    ] as const) {
      const res = await t.call(b.cookie, method, path, body);
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    const after = await t.deps.db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();
    expect(after).toEqual(before);
    const bCount = await t.deps.db.selectFrom('widgets').select('id').where('owner_id', '=', b.id).execute();
    expect(bCount).toHaveLength(0);
  });

  it('viewer GET needs no credentials, is CORS-open, cacheable with an ETag and answers 304', async () => {
    const o = await t.owner();
    const id = (await create(o.cookie, { name: 'Public one' })).body.data.guid;
    const res = await t.request(`/api/v1/plugin/viewer/${id}?serviceName=image_gallery`, { headers: { origin: 'https://customer.test' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const etag = res.headers.get('etag');
    expect(etag).toBeTruthy();
    const body = await json(res);
    expect(body.data).toMatchObject({ guid: id, name: 'Public one', type: 'image_gallery' });
    const again = await t.request(`/api/v1/plugin/viewer/${id}`, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect((await t.request('/api/v1/plugin/viewer/doesnotexist')).status).toBe(404);
    expect((await json(await t.request('/api/v1/plugin/viewer/doesnotexist'))).message).toBe('Plugin not found.');
  });

  it('viewer hides private and draft widgets from visitors but shows them to their owner', async () => {
    const o = await t.owner();
    const priv = (await create(o.cookie, { privacy: 'private' })).body.data.guid;
    const draft = (await create(o.cookie, { status: 'draft' })).body.data.guid;
    expect((await t.request(`/api/v1/plugin/viewer/${priv}`)).status).toBe(404);
    expect((await t.request(`/api/v1/plugin/viewer/${draft}`)).status).toBe(404);
    const mine = await t.request(`/api/v1/plugin/viewer/${priv}`, { headers: { cookie: o.cookie } });
    expect(mine.status).toBe(200);
    expect(mine.headers.get('cache-control')).toContain('no-store');
  });

  it('a PUT is visible to the viewer at once in this process (cached answers are dropped)', async () => {
    const o = await t.owner();
    const id = (await create(o.cookie, { name: 'Before' })).body.data.guid;
    expect((await json(await t.request(`/api/v1/plugin/viewer/${id}`))).data.name).toBe('Before');
    await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { name: 'After' });
    expect((await json(await t.request(`/api/v1/plugin/viewer/${id}`))).data.name).toBe('After');
    await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { privacy: 'private' });
    expect((await t.request(`/api/v1/plugin/viewer/${id}`)).status).toBe(404);
  });

  it('gallery GET finds the widget by gallery id and includes data only with includeData', async () => {
    const o = await t.owner();
    const w = (await create(o.cookie, { data: { customCSS: '.g{}' } })).body.data;
    const without = await json(await t.request(`/api/v1/plugin/gallery/${w.galleryId}?serviceName=x`));
    expect(without.data.guid).toBe(w.guid);
    expect(without.data.data).toEqual({});
    const withData = await json(await t.request(`/api/v1/plugin/gallery/${w.galleryId}?includeData=true`));
    expect(withData.data.data.customCSS).toBe('.g{}');
  });

  it('wix viewer finds the widget created for the site, else answers the type defaults', async () => {
    const o = await t.owner();
    const w = (await create(o.cookie, { name: 'Wix one' }, 'pluginType=form&siteUrl=https://shop.example.test/page', 'wix/')).body.data;
    expect(w.platform).toBe('wix');
    const hit = await json(await t.request('/api/v1/wix/plugin/viewer?pluginType=form&serviceName=form&siteUrl=https://shop.example.test'));
    expect(hit.data.guid).toBe(w.guid);
    const miss = await json(await t.request('/api/v1/wix/plugin/viewer?pluginType=form&siteUrl=https://other.test&isBundleApp=true'));
    expect(miss.data).toMatchObject({ guid: null, type: 'form', name: 'My Widget', isBundleApp: true });
    expect((await t.request('/api/v1/wix/plugin/viewer?pluginType=bogus')).status).toBe(400);
  });

  it('instances lists only the owner\'s widgets with page, limit, search, pluginType, include, exclude, projectId, widgetId', async () => {
    const o = await t.owner();
    const other = await t.owner();
    await create(other.cookie, { name: 'Alpha other' });
    const p1 = await newProject(o.cookie);
    const a = (await create(o.cookie, { name: 'Alpha 100%', projectId: p1 })).body.data;
    const b = (await create(o.cookie, { name: 'Beta', projectId: p1 }, 'pluginType=form')).body.data;
    const c = (await create(o.cookie, { name: 'Gamma alpha' }, 'pluginType=audio_player')).body.data;
    const list = async (q: string) => json(await t.call(o.cookie, 'GET', `/api/v1/plugin/instances?${q}`));
    const all = await list('page=1&limit=10');
    expect(all.data.total).toBe(3);
    expect(all.data.docs.map((d: any) => d.guid).sort()).toEqual([a.guid, b.guid, c.guid].sort());
    expect((await list('search=ALPHA')).data.total).toBe(2);
    expect((await list('search=100%25')).data.docs.map((d: any) => d.guid)).toEqual([a.guid]);
    expect((await list('search=_')).data.total).toBe(0);
    expect((await list('pluginType=form')).data.docs.map((d: any) => d.guid)).toEqual([b.guid]);
    expect((await list(`projectId=${p1}`)).data.total).toBe(2);
    expect((await list(`widgetId=${c.guid}`)).data.total).toBe(1);
    expect((await list(`exclude=${a.guid},form`)).data.docs.map((d: any) => d.guid)).toEqual([c.guid]);
    expect((await list(`include=${a.guid},audio_player`)).data.total).toBe(2);
    const p2 = await list('page=2&limit=2');
    expect(p2.data).toMatchObject({ total: 3, page: 2, limit: 2 });
    expect(p2.data.docs).toHaveLength(1);
    const wix = await json(await t.call(o.cookie, 'GET', '/api/v1/wix/instances?limit=1'));
    expect(wix.data.docs).toHaveLength(1);
    expect((await t.call(o.cookie, 'GET', '/api/v1/plugin/instances?limit=100000')).status).toBe(400);
  });

  it('delete removes the widget and its events; duplicate copies it with a new id', async () => {
    const o = await t.owner();
    const w = (await create(o.cookie, { name: 'Dup me', data: { customCSS: '.x{}' } })).body.data;
    const dup = await t.call(o.cookie, 'POST', `/api/v1/plugin/${w.guid}/duplicate`);
    expect(dup.status).toBe(201);
    const d = (await json(dup)).data;
    expect(d.guid).not.toBe(w.guid);
    expect(d.name).toBe('Dup me (copy)');
    expect(d.data.customCSS).toBe('.x{}');
    expect((await t.request(`/api/v1/event/report/${w.guid}?groupType=client&eventType=IMPRESSION`)).status).toBe(200);
    expect((await t.call(o.cookie, 'DELETE', `/api/v1/plugin/${w.guid}`)).status).toBe(200);
    expect((await t.call(o.cookie, 'GET', `/api/v1/plugin/${w.guid}`)).status).toBe(404);
    const ev = await t.deps.db.selectFrom('events').select('id').where('widget_id', '=', w.guid).execute();
    expect(ev).toHaveLength(0);
    expect((await t.call(o.cookie, 'DELETE', `/api/v1/plugin/${w.guid}`)).status).toBe(404);
  });

  it("own fonts: stored with the widget, copied by duplicate; visitors get only the one in use; bad ones refused, nothing written", async () => {
    const o = await t.owner();
    const brand = { guid: 'brand-1', name: 'Brand Sans', url: 'https://cdn.example/brand.woff2' };
    const other = { guid: 'other_2', name: 'Other', url: '/api/v1/uploads/abc/other.woff' };
    const w = (await create(o.cookie, { fonts: [brand], data: { fontId: 'brand-1' } })).body.data;
    expect(w.fonts).toEqual([brand]);
    expect((await t.call(o.cookie, 'PUT', `/api/v1/plugin/${w.guid}`, { fonts: [brand, other] })).status).toBe(200);
    expect((await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${w.guid}`))).data.fonts).toEqual([brand, other]);
    // The viewer call and the frame document carry the chosen font only.
    expect((await json(await t.request(`/api/v1/plugin/viewer/${w.guid}`))).data.fonts).toEqual([brand]);
    expect((await json(await t.call(o.cookie, 'PUT', `/api/v1/plugin/${w.guid}`, { data: { fontId: 'poppins' } }))).success).toBe(true);
    expect((await json(await t.request(`/api/v1/plugin/viewer/${w.guid}`))).data.fonts).toEqual([]);
    const dup = (await json(await t.call(o.cookie, 'POST', `/api/v1/plugin/${w.guid}/duplicate`))).data;
    expect((await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${dup.guid}`))).data.fonts).toEqual([brand, other]);
    for (const [fonts, message] of [
      [[{ ...brand, url: 'javascript:alert(1)' }], /http\(s\) URL/],
      [[{ ...brand, guid: "x');}body{color:red" }], /font id/],
      [[{ ...brand, name: '  ' }], /Give the font a name/],
      [[brand, { ...other, guid: 'brand-1' }], /same id/],
      [Array.from({ length: 51 }, (_, i) => ({ ...brand, guid: `f${i}` })), /at most 50 fonts/],
    ] as const) {
      const res = await t.call(o.cookie, 'PUT', `/api/v1/plugin/${w.guid}`, { fonts, name: 'Changed' });
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    const after = (await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${w.guid}`))).data;
    expect(after.fonts).toEqual([brand, other]);
    expect(after.name).not.toBe('Changed');
  });

  it('templates list one starting point per type with its default data', async () => {
    const o = await t.owner();
    const all = await json(await t.call(o.cookie, 'GET', '/api/v1/plugin/templates'));
    expect(all.data.docs.map((d: any) => d.type)).toContain('image_gallery');
    const one = await json(await t.call(o.cookie, 'GET', '/api/v1/plugin/templates?pluginType=form'));
    expect(one.data.docs).toHaveLength(1);
    expect(one.data.docs[0].data).toEqual(WIDGET_DEFAULTS_BY_TYPE.form);
  });

  it('a countdown or event list made today counts from today; the owner\'s own dates stay', async () => {
    const o = await t.owner();
    const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    const before = Date.now();
    const countdown = (await create(o.cookie, {}, 'pluginType=countdown')).body.data.guid;
    const events = (await create(o.cookie, {}, 'pluginType=event_list')).body.data.guid;
    const own = (await create(o.cookie, { data: { endsAt: '2031-01-01T09:00' } }, 'pluginType=countdown')).body.data.guid;
    const after = Date.now();
    const data = async (id: string) => (await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}`))).data.data;
    // Within the same second a test spans, the day can only be that of its start or its end.
    const ahead = (days: number) => [day(before + days * 86_400_000), day(after + days * 86_400_000)];
    expect(ahead(30).map((d) => `${d}T00:00`)).toContain((await data(countdown)).endsAt);
    const listed = (await data(events)).events as { start: string; end: string }[];
    expect(ahead(14)).toContain(listed[0]!.start.slice(0, 10));
    // The sample events keep their times and the days between them.
    expect(listed.map((e) => e.start.slice(10))).toEqual(eventListDefaults.events.map((e) => e.start.slice(10)));
    expect((await data(own)).endsAt).toBe('2031-01-01T09:00');
    // Templates carry the same dates from today.
    const tpl = await json(await t.call(o.cookie, 'GET', '/api/v1/plugin/templates?pluginType=countdown'));
    expect(ahead(30).map((d) => `${d}T00:00`)).toContain(tpl.data.docs[0].data.endsAt);
  });

  it('widget data over 256 KB is refused with 400', async () => {
    const o = await t.owner();
    const { res } = await create(o.cookie, { data: { blob: 'x'.repeat(300 * 1024) } });
    expect(res.status).toBe(400);
  });
});
