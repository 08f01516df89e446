// SPEC §3 editor state "submissionCounters": per form widget, total, unread and recent counts.
import type { Deps } from '../deps';

export interface SubmissionCounters {
  total: number;
  unread: number;
  last24h: number;
  last7d: number;
}

export async function submissionCounters(deps: Deps, widgetId: string): Promise<SubmissionCounters> {
  const now = deps.now();
  const row = await deps.db
    .selectFrom('form_submissions')
    .select((e) => [
      e.fn.countAll().as('total'),
      e.fn.count(e.case().when('read_at', 'is', null).then(1).end()).as('unread'),
      e.fn.count(e.case().when('created_at', '>=', now - 86_400_000).then(1).end()).as('day'),
      e.fn.count(e.case().when('created_at', '>=', now - 7 * 86_400_000).then(1).end()).as('week'),
    ])
    .where('widget_id', '=', widgetId)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread), last24h: Number(row.day), last7d: Number(row.week) };
}
