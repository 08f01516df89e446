// Last rendered height per widget and device class (issue 8): the builder's snippet and the demo host
// reserve it so the host page does not jump on a first visit. One small row per widget and device,
// rewritten by the frame's widget-load report; gone with the widget.
import type { Kysely } from 'kysely';
import type { DialectName } from '../../deps';

export async function up(db: Kysely<any>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('widget_heights')
    .addColumn('widget_id', 'varchar(64)', (c) => c.notNull().references('widgets.id').onDelete('cascade'))
    .addColumn('device', 'varchar(16)', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('widget_heights_pk', ['widget_id', 'device'])
    .execute();
}
