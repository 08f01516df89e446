import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, preparedAs, type OpenedDatabase } from '../../../server/db/connect';
import { migrate } from '../../../server/db/migrate';
import { migrations } from '../../../server/db/migrations/index';
import { createTestDatabase } from '../../setup/postgres';
import { toIntegrationDto } from '../../../server/integrations/integration-dto';
import { submissionPayment } from '../../../server/forms/submission-payment';

/** Owner o1 with form widget w1, written in SQL as any migration level has them. */
async function ownerWithForm(o: OpenedDatabase, now: number): Promise<void> {
  await sql`insert into owners (id, email, full_name, password_hash, is_premium, created_at) values ('o1', 'o@example.com', 'O', 'x', 0, ${now})`.execute(o.db);
  await sql`insert into widgets (id, owner_id, type, name, description, gallery_id, privacy, status, model_version, creation_source, platform, data, created_at, updated_at)
    values ('w1', 'o1', 'form', 'W', '', 'g1', 'public', 'published', 1, 'website', 'plugin', '{}', ${now}, ${now})`.execute(o.db);
}

describe('migrations', () => {
  const opened: OpenedDatabase[] = [];
  const dirs: string[] = [];
  afterAll(async () => {
    for (const o of opened) await o.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('four processes migrating one fresh PostgreSQL at once apply each migration exactly once', async () => {
    const url = await createTestDatabase();
    const dbs = Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url, dataDir: '' }, { poolSize: 2 }));
    opened.push(...dbs);
    const applied = await Promise.all(dbs.map((o) => migrate(o.db, o.dialect, { databaseUrl: url })));
    expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
    const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(dbs[0].db);
    expect(rows.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  });

  it('SQLite uses WAL and foreign keys, and a second migrate is a no-op', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-mig-'));
    dirs.push(dir);
    const o = openDatabase({ databaseUrl: undefined, dataDir: dir });
    opened.push(o);
    expect(await migrate(o.db, o.dialect)).toEqual(Object.keys(migrations));
    expect(await migrate(o.db, o.dialect)).toEqual([]);
    const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(o.db);
    expect(mode.rows[0].journal_mode).toBe('wal');
    const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(o.db);
    expect(fk.rows[0].foreign_keys).toBe(1);
  });

  it.each(['sqlite', 'postgres'] as const)('%s: an installation from before the delivery columns keeps its integrations and reads them as never delivered', async (backend) => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-mig-'));
    dirs.push(dir);
    const databaseUrl = backend === 'postgres' ? await createTestDatabase() : undefined;
    const o = openDatabase({ databaseUrl, dataDir: dir });
    opened.push(o);
    const { '110-integration-delivery': _later, ...before } = migrations;
    await migrate(o.db, o.dialect, { databaseUrl, migrations: before });
    const now = Date.now();
    await ownerWithForm(o, now);
    await sql`insert into integrations (id, owner_id, widget_id, component_id, type, platform, is_active, ${sql.ref('values')}, secrets, raw_data, created_at, updated_at)
      values ('i1', 'o1', 'w1', 'w1', 'sendgrid', 'plugin', 1, '{}', '{}', null, ${now}, ${now})`.execute(o.db);
    expect(await migrate(o.db, o.dialect, { databaseUrl })).toEqual(['110-integration-delivery']);
    const row = await o.db.selectFrom('integrations').selectAll().where('id', '=', 'i1').executeTakeFirstOrThrow();
    expect(toIntegrationDto(row)).toMatchObject({ id: 'i1', type: 'sendgrid', delivery: { lastSentAt: null, lastError: null, lastErrorAt: null } });
  });

  it.each(['sqlite', 'postgres'] as const)('%s: an installation from before form payments keeps its submissions and reads them as taking none', async (backend) => {
    const dir = mkdtempSync(join(tmpdir(), 'tessera-mig-'));
    dirs.push(dir);
    const databaseUrl = backend === 'postgres' ? await createTestDatabase() : undefined;
    const o = openDatabase({ databaseUrl, dataDir: dir });
    opened.push(o);
    const { '120-form-payments': _later, ...before } = migrations;
    await migrate(o.db, o.dialect, { databaseUrl, migrations: before });
    const now = Date.now();
    await ownerWithForm(o, now);
    await sql`insert into form_submissions (id, widget_id, data, page_url, read_at, created_at) values ('s1', 'w1', '{"email":"a@b.co"}', null, null, ${now})`.execute(o.db);
    expect(await migrate(o.db, o.dialect, { databaseUrl })).toEqual(['120-form-payments']);
    const row = await o.db.selectFrom('form_submissions').selectAll().where('id', '=', 's1').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ data: '{"email":"a@b.co"}', created_at: now });
    expect(submissionPayment(row)).toBeNull();
  });

  it('PostgreSQL runs a statement marked preparedAs(name) as a named prepared statement, reused, and no other', async () => {
    const o = openDatabase({ databaseUrl: await createTestDatabase(), dataDir: '' }, { poolSize: 1 });
    opened.push(o);
    // One pooled connection, so every statement below shares its prepared set.
    const prepared = async () => (await sql<{ name: string }>`select name from pg_prepared_statements order by name`.execute(o.db)).rows.map((r) => r.name);
    const marked = (n: number) => sql<{ n: number }>`${sql.raw(preparedAs('probe'))}select ${n}::int as n`.execute(o.db);
    expect((await marked(1)).rows).toEqual([{ n: 1 }]);
    // Planned once: a second call with another value binds the same statement and still gets its own answer.
    expect((await marked(2)).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual(['probe']);
  });
});
