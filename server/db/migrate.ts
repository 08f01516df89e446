// Applies pending migrations and records them (kysely's Migrator and its kysely_migration table).
// On PostgreSQL several processes may start at once: a session advisory lock, held on its own
// connection, serialises them, so the migration tables are created and each migration applied once.
import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { DialectName } from '../deps';
import type { Database } from './database';
import { migrations as allMigrations, type MigrationModule } from './migrations/index';

const LOCK_KEY = 7_305_142_911; // arbitrary, fixed: "tessera migrations"

class ListProvider implements MigrationProvider {
  constructor(
    private readonly list: Record<string, MigrationModule>,
    private readonly dialect: DialectName,
  ) {}
  async getMigrations(): Promise<Record<string, Migration>> {
    const out: Record<string, Migration> = {};
    for (const [name, m] of Object.entries(this.list)) out[name] = { up: (db) => m.up(db, this.dialect) };
    return out;
  }
}

export async function migrate(
  db: Kysely<Database>,
  dialect: DialectName,
  opts: { databaseUrl?: string; migrations?: Record<string, MigrationModule> } = {},
): Promise<string[]> {
  const migrator = new Migrator({
    db,
    provider: new ListProvider(opts.migrations ?? allMigrations, dialect),
    // Areas add migrations in parallel; a lower number merged later must still run.
    allowUnorderedMigrations: true,
  });
  const run = async () => {
    const { error, results } = await migrator.migrateToLatest();
    if (error) throw error instanceof Error ? error : new Error(String(error));
    return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  };
  if (dialect !== 'postgres' || !opts.databaseUrl) return run();
  const lock = new pg.Client({ connectionString: opts.databaseUrl });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [LOCK_KEY]);
    return await run();
  } finally {
    await lock.query('SELECT pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    await lock.end().catch(() => {});
  }
}
