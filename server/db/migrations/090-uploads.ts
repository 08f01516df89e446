// Owner file uploads (images, audio, PDF) stored in the database so every server process serves them.
// The bytes live in fixed-size chunks (server/uploads/limits.ts says why) beside one metadata row.
import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../../deps';
import { blobType } from './column-types';

export async function up(db: Kysely<any>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('owner_id', 'varchar(64)', (c) => c.notNull().references('owners.id').onDelete('cascade'))
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('uploads_owner_idx').on('uploads').columns(['owner_id', 'status', 'created_at']).execute();
  await db.schema.createIndex('uploads_status_idx').on('uploads').columns(['status', 'created_at']).execute();

  await db.schema
    .createTable('upload_chunks')
    .addColumn('upload_id', 'varchar(64)', (c) => c.notNull().references('uploads.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('data', blobType(dialect), (c) => c.notNull())
    .addPrimaryKeyConstraint('upload_chunks_pk', ['upload_id', 'seq'])
    .execute();
  if (dialect === 'postgres') {
    // Chunks are mostly compressed media already: skip TOAST's pointless compression attempt.
    await sql`ALTER TABLE upload_chunks ALTER COLUMN data SET STORAGE EXTERNAL`.execute(db);
  }
}
