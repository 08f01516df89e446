// A whole group commit in one statement on PostgreSQL (issue 8): the batch travels as one array per
// column and unnest() turns them back into rows. One statement in autocommit is atomic and committed
// (synchronous_commit stays on) when it returns, so the batch costs one round trip instead of
// BEGIN, INSERT and COMMIT, and the statement text is the same whatever the batch size, so it is
// prepared once per connection (preparedAs).
import { sql, type Insertable } from 'kysely';
import { preparedAs } from '../db/connect';
import type { EventTable } from '../db/database';
import type { Deps } from '../deps';

type EventRow = Insertable<EventTable>;

export async function insertEventsPostgres(deps: Pick<Deps, 'db'>, rows: EventRow[]): Promise<void> {
  if (!rows.length) return;
  const col = <K extends keyof EventRow>(k: K) => rows.map((r) => r[k] ?? null);
  // The same (widget_id, event_id) twice is a retry: keep the first, drop the rest silently.
  await sql`${sql.raw(preparedAs('insert-events'))}insert into events (widget_id, event_id, group_type, event_type, event_sub_type, event_version, ref_url, entity_path, day, created_at)
    select * from unnest(${col('widget_id')}::varchar[], ${col('event_id')}::varchar[], ${col('group_type')}::varchar[],
      ${col('event_type')}::varchar[], ${col('event_sub_type')}::varchar[], ${col('event_version')}::varchar[],
      ${col('ref_url')}::text[], ${col('entity_path')}::text[], ${col('day')}::varchar[], ${col('created_at')}::bigint[])
    on conflict (widget_id, event_id) do nothing`.execute(deps.db);
}
