// The AI service (issue 7): knowledge items, crawled sites, training jobs, conversations, messages and
// the monthly message counter. One knowledge base per ai_chat widget (ARCHITECTURE §3.6).
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';
import { autoIdType } from './column-types';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('ai_knowledge')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    /** page url, file src or text id: unique per widget and kind. */
    .addColumn('src', 'varchar(2048)', (c) => c.notNull())
    /** Site origin of a page ('' for files and texts). */
    .addColumn('domain', 'varchar(512)', (c) => c.notNull())
    .addColumn('type', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(500)', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('error', 'text')
    /** JSON of the extracted page (ExtractedPage without css) or the plain text of a file/text. */
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('word_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_knowledge_src_uq').on('ai_knowledge').columns(['widget_id', 'kind', 'src']).unique().execute();

  await db.schema
    .createTable('ai_sites')
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('domain', 'varchar(512)', (c) => c.notNull())
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('analysis_id', 'varchar(64)', (c) => c.notNull().unique())
    /** JSON: the website analysis design (colours, fonts) from the site's CSS. */
    .addColumn('design', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_sites_pk', ['widget_id', 'domain'])
    .execute();

  await db.schema
    .createTable('ai_bases')
    .addColumn('widget_id', 'varchar(64)', (c) => c.primaryKey().references('widgets.id').onDelete('cascade'))
    /** Bumped on every knowledge change so every server process rebuilds its in-memory index. */
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('instructions', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('ai_jobs')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('src', 'varchar(2048)', (c) => c.notNull())
    .addColumn('scan_type', 'varchar(40)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('done', 'integer', (c) => c.notNull())
    .addColumn('failed', 'integer', (c) => c.notNull())
    /** JSON array of { url, status, title?, error? } per page. */
    .addColumn('items', 'text', (c) => c.notNull())
    .addColumn('error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_jobs_widget_idx').on('ai_jobs').columns(['widget_id', 'src', 'created_at']).execute();

  await db.schema
    .createTable('ai_conversations')
    .addColumn('id', 'varchar(100)', (c) => c.notNull())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('email', 'varchar(320)')
    .addColumn('full_name', 'varchar(200)')
    .addColumn('phone', 'varchar(40)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_conversations_pk', ['widget_id', 'id'])
    .execute();

  await db.schema
    .createTable('ai_messages')
    .addColumn('id', autoIdType(dialect), (c) => c.primaryKey())
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('conversation_id', 'varchar(100)', (c) => c.notNull())
    .addColumn('role', 'varchar(16)', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    /** JSON array of { url, title }. */
    .addColumn('sources', 'text', (c) => c.notNull())
    .addColumn('dead_end', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ai_messages_conv_idx').on('ai_messages').columns(['widget_id', 'conversation_id', 'id']).execute();

  await db.schema
    .createTable('ai_usage')
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull())
    /** UTC month, YYYY-MM. */
    .addColumn('month', 'varchar(7)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ai_usage_pk', ['widget_id', 'month'])
    .execute();
}
