// A fresh PostgreSQL database for the bench, outside vitest (tests/setup/postgres.ts registers vitest
// hooks, so it cannot be imported here). Same rules: TEST_DATABASE_URL wins, else the local Debian
// cluster is started if needed and the tessera_test role created. The database is dropped afterwards.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';

const ROLE = 'tessera_test';
const PASSWORD = 'tessera_test';

const sh = (cmd: string, args: string[]) => execFileSync(cmd, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

function adminUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  const line = sh('pg_lsclusters', ['-h']).split('\n').find((l) => /^15\s+main\s/.test(l)) ?? sh('pg_lsclusters', ['-h']).split('\n').find(Boolean);
  if (!line) throw new Error('No PostgreSQL cluster found: pg_createcluster 15 main, or set TEST_DATABASE_URL');
  const [ver, name, , state] = line.trim().split(/\s+/);
  if (state !== 'online') sh('pg_ctlcluster', [ver, name, 'start']);
  const sql = `DO $$ BEGIN CREATE ROLE ${ROLE} LOGIN CREATEDB PASSWORD '${PASSWORD}'; EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL; END $$;`;
  if (process.getuid?.() === 0) sh('su', ['postgres', '-c', `psql -v ON_ERROR_STOP=1 -qAtc ${JSON.stringify(sql).replace(/\$/g, '\\$')}`]);
  else sh('psql', ['-v', 'ON_ERROR_STOP=1', '-qAtc', sql]);
  return `postgres://${ROLE}:${PASSWORD}@127.0.0.1:5432/postgres`;
}

async function admin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function freshDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const base = adminUrl();
  const name = `tessera_bench_${randomBytes(6).toString('hex')}`;
  await admin(base, `CREATE DATABASE ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
