// Integrations, form submissions, one-time slugs and custom domains (issue 4, integrations area).
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('integrations')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('component_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('type', 'varchar(64)', (c) => c.notNull())
    .addColumn('platform', 'varchar(64)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('values', 'text', (c) => c.notNull())
    .addColumn('secrets', 'text', (c) => c.notNull())
    .addColumn('raw_data', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('integrations_widget_idx').on('integrations').columns(['widget_id', 'created_at']).execute();

  await db.schema
    .createTable('form_submissions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('page_url', 'text')
    .addColumn('read_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('form_submissions_widget_idx').on('form_submissions').columns(['widget_id', 'created_at']).execute();

  await db.schema
    .createTable('one_time_slugs')
    .addColumn('slug', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('custom_domains')
    .addColumn('domain', 'varchar(253)', (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('token', 'varchar(64)', (c) => c.notNull())
    .addColumn('verified_at', 'bigint')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('custom_domains_widget_idx').on('custom_domains').column('widget_id').execute();
}
