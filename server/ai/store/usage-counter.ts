// The monthly message counter: one row per widget and UTC month, incremented only while under the cap
// in a single conditional UPDATE, so concurrent requests at cap − 1 let exactly one through on both
// SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Deps } from '../../deps';

export function monthOf(ms: number): string {
  return new Date(ms).toISOString().slice(0, 7);
}

/** Takes one message from the month's budget; false when the cap is reached. */
export async function takeMonthlyMessage(deps: Deps, widgetId: string, cap: number): Promise<boolean> {
  const month = monthOf(deps.now());
  await deps.db
    .insertInto('ai_usage')
    .values({ widget_id: widgetId, month, count: 0 })
    .onConflict((oc) => oc.columns(['widget_id', 'month']).doNothing())
    .execute();
  const res = await deps.db
    .updateTable('ai_usage')
    .set({ count: sql`count + 1` })
    .where('widget_id', '=', widgetId)
    .where('month', '=', month)
    .where('count', '<', cap)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function monthlyCount(deps: Deps, widgetId: string): Promise<{ month: string; count: number }> {
  const month = monthOf(deps.now());
  const row = await deps.db.selectFrom('ai_usage').select('count').where('widget_id', '=', widgetId).where('month', '=', month).executeTakeFirst();
  return { month, count: row ? Number(row.count) : 0 };
}
