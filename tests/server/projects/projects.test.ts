// Owner projects (folders of widgets) on both storage backends: create, list with widget counts,
// rename, delete moving the widgets to no project, and another owner's project answering 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, json, makeTestApp, type TestApp } from '../core/harness';

describe.each(BACKENDS)('projects on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(() => t.close());

  const createProject = async (cookie: string, name: string) => json(await t.call(cookie, 'POST', '/api/v1/projects', { name }));
  const createWidget = async (cookie: string, projectId: string | null) =>
    (await json(await t.call(cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'W', projectId }))).data.guid as string;
  const list = async (cookie: string) => (await json(await t.call(cookie, 'GET', '/api/v1/projects'))).data;
  const projectOf = async (cookie: string, id: string) => (await json(await t.call(cookie, 'GET', `/api/v1/plugin/${id}?pluginType=form`))).data.projectId;

  it('creates projects and lists them oldest first with their widget counts', async () => {
    const o = await t.owner();
    const res = await t.call(o.cookie, 'POST', '/api/v1/projects', { name: '  Shop  ' });
    expect(res.status).toBe(201);
    const shop = (await json(res)).data;
    expect(shop).toMatchObject({ name: 'Shop', widgetCount: 0 });
    expect(shop.id).toMatch(/^[A-Za-z0-9_-]+$/);
    const blog = (await createProject(o.cookie, 'Blog')).data;
    await createWidget(o.cookie, shop.id);
    await createWidget(o.cookie, shop.id);
    await createWidget(o.cookie, null);
    const l = await list(o.cookie);
    expect(l.total).toBe(2);
    expect(l.items.map((p: { name: string; widgetCount: number }) => [p.name, p.widgetCount])).toEqual([['Shop', 2], ['Blog', 0]]);
    expect(l.items[1].id).toBe(blog.id);
  });

  it('refuses an empty or too long name with 400 and writes nothing', async () => {
    const o = await t.owner();
    const empty = await t.call(o.cookie, 'POST', '/api/v1/projects', { name: '   ' });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toContain('Give the project a name.');
    expect((await t.call(o.cookie, 'POST', '/api/v1/projects', { name: 'x'.repeat(81) })).status).toBe(400);
    expect((await t.call(o.cookie, 'POST', '/api/v1/projects', {})).status).toBe(400);
    expect((await list(o.cookie)).total).toBe(0);
  });

  it('renames a project', async () => {
    const o = await t.owner();
    const p = (await createProject(o.cookie, 'Old')).data;
    await createWidget(o.cookie, p.id);
    const res = await t.call(o.cookie, 'PUT', `/api/v1/projects/${p.id}`, { name: 'New' });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ id: p.id, name: 'New', widgetCount: 1 });
    expect((await list(o.cookie)).items[0].name).toBe('New');
  });

  it('deleting a project moves its widgets to no project and leaves other folders alone', async () => {
    const o = await t.owner();
    const a = (await createProject(o.cookie, 'A')).data;
    const b = (await createProject(o.cookie, 'B')).data;
    const inA = [await createWidget(o.cookie, a.id), await createWidget(o.cookie, a.id)];
    const inB = await createWidget(o.cookie, b.id);
    const res = await t.call(o.cookie, 'DELETE', `/api/v1/projects/${a.id}`);
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ deleted: true, widgetsMoved: 2 });
    for (const id of inA) expect(await projectOf(o.cookie, id)).toBeNull();
    expect(await projectOf(o.cookie, inB)).toBe(b.id);
    expect((await list(o.cookie)).items.map((p: { id: string }) => p.id)).toEqual([b.id]);
    const filtered = await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/instances?page=1&limit=10&projectId=${a.id}`));
    expect(filtered.data.total ?? filtered.data.docs?.length).toBe(0);
    expect((await t.call(o.cookie, 'DELETE', `/api/v1/projects/${a.id}`)).status).toBe(404);
  });

  it("another owner's project is 404 for rename and delete, absent from their list, and untouched", async () => {
    const alice = await t.owner('Alice');
    const mallory = await t.owner('Mallory');
    const p = (await createProject(alice.cookie, 'Private')).data;
    const aliceWidget = await createWidget(alice.cookie, p.id);
    // Mallory cannot file a widget under Alice's project either.
    expect((await t.call(mallory.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'W', projectId: p.id })).status).toBe(404);
    for (const [method, body] of [['PUT', { name: 'Mine now' }], ['DELETE', undefined]] as const) {
      const res = await t.call(mallory.cookie, method, `/api/v1/projects/${p.id}`, body);
      expect(res.status).toBe(404);
      expect((await json(res)).code).toBe('PROJECT_NOT_FOUND');
    }
    expect((await list(mallory.cookie)).total).toBe(0);
    expect((await list(alice.cookie)).items[0]).toMatchObject({ name: 'Private', widgetCount: 1 });
    expect(await projectOf(alice.cookie, aliceWidget)).toBe(p.id);
  });

  it('needs an owner', async () => {
    expect((await t.request('/api/v1/projects')).status).toBe(401);
    const res = await t.request('/api/v1/projects', { method: 'POST', headers: { 'content-type': 'application/json', origin: 'http://localhost:4000' }, body: '{"name":"x"}' });
    expect(res.status).toBe(401);
  });

  it('files a widget only under a project of its own owner: another owner\'s or a made-up id is a 404, nothing written', async () => {
    const o = await t.owner();
    const other = await t.owner();
    const theirs = (await createProject(other.cookie, 'Theirs')).data.id as string;
    for (const projectId of [theirs, 'made-up']) {
      const res = await t.call(o.cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'W', projectId });
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe('Project not found.');
    }
    expect((await json(await t.call(o.cookie, 'GET', '/api/v1/plugin/instances?page=1&limit=10'))).data.total).toBe(0);
    const id = await createWidget(o.cookie, null);
    const put = await t.call(o.cookie, 'PUT', `/api/v1/plugin/${id}?pluginType=form`, { projectId: theirs, name: 'Renamed' });
    expect(put.status).toBe(404);
    const row = (await json(await t.call(o.cookie, 'GET', `/api/v1/plugin/${id}?pluginType=form`))).data;
    expect(row).toMatchObject({ projectId: null, name: 'W' });
    expect((await list(other.cookie)).items[0].widgetCount).toBe(0);
  });
});
