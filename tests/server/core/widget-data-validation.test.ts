import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { WIDGET_DEFAULTS_BY_TYPE } from '../../../shared/widgets/defaults';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('widget data validated per type on %s', (backend) => {
  let t: TestApp;
  // One owner for every type's widget: signups are rate-limited per IP, and one per type went past it.
  let typesOwner: Awaited<ReturnType<TestApp['owner']>>;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    typesOwner = await t.owner();
  });
  afterAll(() => t.close());

  const rowsOf = (ownerId: string) => t.deps.db.selectFrom('widgets').select(['id', 'data']).where('owner_id', '=', ownerId).execute();

  it.each(WIDGET_TYPES)('POST %s with its defaults is stored, and a PUT of the whole editor document is accepted', async (type) => {
    const o = typesOwner;
    const res = await t.call(o.cookie, 'POST', `/api/v1/plugin/?pluginType=${type}`, { data: WIDGET_DEFAULTS_BY_TYPE[type] });
    expect(res.status).toBe(201);
    const id = (await json(res)).data.guid;
    // The builder loads the merged document and saves it back whole.
    const doc = (await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}`))).data;
    const put = await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { name: doc.name, description: doc.description, privacy: doc.privacy, status: doc.status, modelVersion: doc.modelVersion, data: doc.data });
    expect(put.status).toBe(200);
  });

  it('POST of a malformed form answers 400 with zod paths and writes nothing', async () => {
    const o = await t.owner();
    const res = await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=form', {
      data: { fields: [{ id: 'a', type: 'password', label: 'A' }], redirectUrl: 'javascript:alert(1)' },
    });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.code).toBe('VALIDATION');
    expect(body.issues.map((i: { path: string }) => i.path).sort()).toEqual(['data.fields.0.type', 'data.redirectUrl']);
    expect(await rowsOf(o.id)).toHaveLength(0);
  });

  it('PUT of malformed data answers 400 and leaves the stored widget as it was', async () => {
    const o = await t.owner();
    const created = await json(await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=audio_player', { data: { title: 'Mine' } }));
    const id = created.data.guid;
    const res = await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { name: 'Changed', data: { songs: [{ id: 's', title: 'S', content: { audioSrc: 'ftp://x/a.mp3' } }] } });
    expect(res.status).toBe(400);
    expect((await json(res)).issues.map((i: { path: string }) => i.path)).toEqual(['data.songs.0.content.audioSrc']);
    const rows = await t.deps.db.selectFrom('widgets').select(['name', 'data']).where('id', '=', id).execute();
    expect(rows[0]).toMatchObject({ name: 'My Widget' });
    expect(JSON.parse(rows[0]!.data)).toEqual({ title: 'Mine' });
  });

  it('refuses a map switched to OpenStreetMap while a location lacks coordinates, saying so in the message the builder shows', async () => {
    const o = typesOwner;
    const id = (await json(await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=map', { data: {} }))).data.guid;
    const locations = [
      { id: 'a', name: 'A', address: '1 Main St', coordinates: '48.8584, 2.2945' },
      { id: 'b', name: 'B', address: '2 Main St', coordinates: '' },
    ];
    const res = await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { data: { provider: 'osm', locations } });
    expect(res.status).toBe(400);
    const body = await json(res);
    expect(body.issues.map((i: { path: string }) => i.path)).toEqual(['data.locations.1.coordinates']);
    expect(body.message).toMatch(/^Invalid request: data\.locations\.1\.coordinates: OpenStreetMap needs each location’s coordinates/);
    // With Google Maps the address is enough.
    expect((await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}`, { data: { provider: 'google', locations } })).status).toBe(200);
  });

  it('keeps unknown data keys as sent', async () => {
    const o = await t.owner();
    const res = await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=popup', { data: { layoutV2: { kind: 'split' } } });
    expect(res.status).toBe(201);
    expect(JSON.parse((await rowsOf(o.id))[0]!.data)).toEqual({ layoutV2: { kind: 'split' } });
  });
});
