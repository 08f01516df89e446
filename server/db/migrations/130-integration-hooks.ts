// REST hooks that Zapier and Make subscribe to a widget's zapier or make integration (shared/api/hooks.ts).
// The URL is sealed like an integration's secrets (anyone holding it can post into the Zap); its host is
// kept apart to list it. Removing the integration (Disconnect) removes its hooks.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('integration_hooks')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('integration_id', 'varchar(64)', (c) => c.notNull().references('integrations.id').onDelete('cascade'))
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('event', 'varchar(32)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('host', 'varchar(253)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addColumn('error', 'text')
    .addColumn('error_at', 'bigint')
    .execute();
  await db.schema.createIndex('integration_hooks_widget_idx').on('integration_hooks').columns(['widget_id', 'created_at']).execute();
  await db.schema.createIndex('integration_hooks_integration_idx').on('integration_hooks').column('integration_id').execute();
}
