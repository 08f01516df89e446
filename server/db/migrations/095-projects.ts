// Owner projects (folders of widgets, issue 6). Widgets keep their own nullable project_id with no
// foreign key: ids created before this table existed (browser-only folders) must stay readable.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_owner_idx').on('projects').columns(['owner_id', 'created_at']).execute();
  await db.schema.createIndex('widgets_owner_project_idx').on('widgets').columns(['owner_id', 'project_id']).execute();
}
