// Counts per event type per UTC day over a date range, for the builder's charts.
import * as z from 'zod';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { getOwnedWidgetRow } from '../widgets/queries';

const DAY_MS = 86_400_000;
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Dates are YYYY-MM-DD.').refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Not a real date.');

export const AnalyticsQuery = z.object({ from: day.optional(), to: day.optional(), groupType: z.string().max(32).optional() });
export type AnalyticsQuery = z.output<typeof AnalyticsQuery>;

export interface AnalyticsResult {
  widgetId: string;
  from: string;
  to: string;
  days: { day: string; counts: Record<string, number> }[];
  totals: Record<string, number>;
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** null when the widget is not the owner's. */
export async function widgetAnalytics(deps: Deps, ownerId: string, widgetId: string, q: AnalyticsQuery): Promise<AnalyticsResult | null> {
  if (!(await getOwnedWidgetRow(deps, ownerId, widgetId))) return null;
  const to = q.to ?? iso(deps.now());
  const from = q.from ?? iso(Date.parse(`${to}T00:00:00Z`) - 29 * DAY_MS);
  const span = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS;
  if (span < 0) throw badRequest('from must not be after to.', 'BAD_RANGE');
  if (span > 366) throw badRequest('The range is at most 366 days.', 'BAD_RANGE');

  let query = deps.db
    .selectFrom('events')
    .select(['day', 'event_type', (eb) => eb.fn.countAll<number>().as('n')])
    .where('widget_id', '=', widgetId)
    .where('day', '>=', from)
    .where('day', '<=', to);
  if (q.groupType) query = query.where('group_type', '=', q.groupType);
  const rows = await query.groupBy(['day', 'event_type']).execute();

  const byDay = new Map<string, Record<string, number>>();
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += DAY_MS) byDay.set(iso(t), {});
  const totals: Record<string, number> = {};
  for (const r of rows) {
    const n = Number(r.n);
    byDay.get(r.day)![r.event_type] = n;
    totals[r.event_type] = (totals[r.event_type] ?? 0) + n;
  }
  return { widgetId, from, to, days: [...byDay].map(([d, counts]) => ({ day: d, counts })), totals };
}
