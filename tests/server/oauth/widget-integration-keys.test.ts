// SPEC §3 widget.data.integrations follows the integration rows: create adds the key, deleting the last
// integration of a key removes it, in the same transaction as the row.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, makeTestEnv, type TestEnv } from '../integrations/helpers/test-env';

// Refuse any widget update that adds "zapier" or drops "make" from the data, to make the key write fail.
const TRIGGER = {
  sqlite: [
    `CREATE TRIGGER refuse_sync BEFORE UPDATE OF data ON widgets
     WHEN (NEW.data LIKE '%"zapier"%' AND OLD.data NOT LIKE '%"zapier"%') OR (OLD.data LIKE '%"make"%' AND NEW.data NOT LIKE '%"make"%')
     BEGIN SELECT RAISE(ABORT, 'sync refused'); END`,
  ],
  postgres: [
    `CREATE FUNCTION refuse_sync() RETURNS trigger AS $$ BEGIN
       IF (NEW.data LIKE '%"zapier"%' AND OLD.data NOT LIKE '%"zapier"%') OR (OLD.data LIKE '%"make"%' AND NEW.data NOT LIKE '%"make"%')
       THEN RAISE EXCEPTION 'sync refused'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`,
    `CREATE TRIGGER refuse_sync BEFORE UPDATE ON widgets FOR EACH ROW EXECUTE FUNCTION refuse_sync()`,
  ],
};

describe.each(BACKENDS)('widget.data.integrations sync (%s)', (backend) => {
  let env: TestEnv;
  const base = (w: string) => `/api/v1/plugin/${w}/integrations`;
  const keys = async (w: string) =>
    JSON.parse((await env.deps.db.selectFrom('widgets').select('data').where('id', '=', w).executeTakeFirstOrThrow()).data).integrations;
  const add = async (w: string, type: string) => {
    const r = await env.call('POST', base(w), { body: { type } });
    return { status: r.status, id: ((await r.json()) as { data: { id: string } }).data?.id };
  };
  const del = (w: string, id: string) => env.call('DELETE', `${base(w)}/${id}`);
  const count = async (w: string) => (await env.deps.db.selectFrom('integrations').select('id').where('widget_id', '=', w).execute()).length;

  beforeAll(async () => {
    env = await makeTestEnv(backend);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('adds a key once per kind and drops it with the last integration of that kind, keeping unrelated keys and data', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { styles: { color: 'red' }, integrations: ['legacy-key'] });
    const z1 = await add(w, 'zapier');
    const z2 = await add(w, 'zapier');
    const m = await add(w, 'make');
    expect([z1.status, z2.status, m.status]).toEqual([201, 201, 201]);
    expect(await keys(w)).toEqual(['legacy-key', 'zapier', 'make']);
    expect((await del(w, z1.id)).status).toBe(200);
    expect(await keys(w)).toEqual(['legacy-key', 'zapier', 'make']);
    expect((await del(w, z2.id)).status).toBe(200);
    expect(await keys(w)).toEqual(['legacy-key', 'make']);
    const data = JSON.parse((await env.deps.db.selectFrom('widgets').select('data').where('id', '=', w).executeTakeFirstOrThrow()).data);
    expect(data.styles).toEqual({ color: 'red' });
  });

  it('starts the list on a widget whose data has none, and the viewer sees the new key at once', async () => {
    const w = await env.createWidget(env.ownerId, 'form');
    const before = (await (await env.app.request(`/api/v1/plugin/viewer/${w}`)).json()) as { data: { data: { integrations?: string[] } } };
    expect(before.data.data.integrations ?? []).not.toContain('url-masking');
    expect((await add(w, 'url-masking')).status).toBe(201);
    expect(await keys(w)).toEqual(['url-masking']);
    const after = (await (await env.app.request(`/api/v1/plugin/viewer/${w}`)).json()) as { data: { data: { integrations: string[] } } };
    expect(after.data.data.integrations).toContain('url-masking');
  });

  it('a widget save with a stale copy of data keeps the keys of integrations it still has', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { integrations: [] });
    expect((await add(w, 'zapier')).status).toBe(201);
    const r = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { integrations: ['gone-key'], customCSS: 'a{}' } } });
    expect(r.status).toBe(200);
    expect(((await r.json()) as { data: { data: { integrations: string[] } } }).data.data.integrations).toEqual(['gone-key', 'zapier']);
    expect(await keys(w)).toEqual(['gone-key', 'zapier']);
    await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { integrations: [] } } });
    expect(await keys(w)).toEqual(['zapier']);
  });

  it('loses no key when many integrations are connected at the same time', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { integrations: [] });
    const kinds = ['zapier', 'make', 'url-masking', 'wix-collection', 'webflow-collection', 'duda-collection'];
    const results = await Promise.all(kinds.map((k) => add(w, k)));
    expect(results.map((r) => r.status)).toEqual(kinds.map(() => 201));
    expect([...(await keys(w))].sort()).toEqual([...kinds].sort());
  });

  it('writes nothing when the key cannot be written: no row without its key, no key without its row', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { integrations: [] });
    const m = await add(w, 'make');
    for (const q of TRIGGER[backend]) await sql.raw(q).execute(env.deps.db);
    try {
      const r = await env.call('POST', base(w), { body: { type: 'zapier' } });
      expect(r.status).toBe(500);
      expect(await count(w)).toBe(1);
      expect(await keys(w)).toEqual(['make']);
      expect((await del(w, m.id)).status).toBe(500);
      expect(await count(w)).toBe(1);
      expect(await keys(w)).toEqual(['make']);
    } finally {
      await sql.raw('DROP TRIGGER refuse_sync' + (backend === 'postgres' ? ' ON widgets' : '')).execute(env.deps.db);
    }
    expect((await del(w, m.id)).status).toBe(200);
    expect(await keys(w)).toEqual([]);
  });
});
