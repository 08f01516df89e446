// Owners, sessions, API keys, widgets, events, rate-limit counters.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../deps';
import { autoIdType } from './column-types';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('owners')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(320)', (c) => c.notNull().unique())
    .addColumn('full_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('password_hash', 'varchar(300)', (c) => c.notNull())
    .addColumn('is_premium', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_owner_idx').on('sessions').column('owner_id').execute();

  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('last4', 'varchar(8)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint')
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema.createIndex('api_keys_owner_idx').on('api_keys').column('owner_id').execute();

  await db.schema
    .createTable('widgets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('project_id', 'varchar(128)')
    .addColumn('gallery_id', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('preview_image', 'text')
    .addColumn('slug', 'varchar(200)', (c) => c.unique())
    .addColumn('privacy', 'varchar(32)', (c) => c.notNull())
    .addColumn('status', 'varchar(32)', (c) => c.notNull())
    .addColumn('model_version', 'integer', (c) => c.notNull())
    .addColumn('creation_source', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform', 'varchar(64)', (c) => c.notNull())
    .addColumn('site_url', 'text')
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('widgets_owner_idx').on('widgets').columns(['owner_id', 'updated_at']).execute();
  await db.schema.createIndex('widgets_wix_idx').on('widgets').columns(['platform', 'type', 'site_url']).execute();

  await db.schema
    .createTable('events')
    .addColumn('id', autoIdType(dialect), (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_id', 'varchar(128)')
    .addColumn('group_type', 'varchar(32)', (c) => c.notNull())
    .addColumn('event_type', 'varchar(64)', (c) => c.notNull())
    .addColumn('event_sub_type', 'varchar(200)')
    .addColumn('event_version', 'varchar(32)')
    .addColumn('ref_url', 'text')
    .addColumn('entity_path', 'text')
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // NULL event ids never collide, so events without an id are all kept.
  await db.schema.createIndex('events_dedupe_idx').on('events').columns(['widget_id', 'event_id']).unique().execute();
  await db.schema.createIndex('events_widget_day_idx').on('events').columns(['widget_id', 'day']).execute();

  // Counters need no crash safety: UNLOGGED on PostgreSQL skips the WAL flush on every hit.
  let rateLimits = db.schema.createTable('rate_limits');
  if (dialect === 'postgres') rateLimits = rateLimits.modifyFront(sql`unlogged`);
  await rateLimits
    .addColumn('key', 'varchar(200)', (c) => c.notNull())
    .addColumn('window_start', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limits_pk', ['key', 'window_start'])
    .execute();
}
