// GET /api/v1/{platform or plugin}/instances (SPEC §7): the owner's widgets, newest first, filtered by
// search, widgetId, pluginType, include/exclude (comma-joined ids or type ids) and projectId.
import { sql } from 'kysely';
import * as z from 'zod';
import { isWidgetType } from '../../shared/widget-types';
import type { Deps } from '../deps';
import { toWidgetDto, type WidgetDto } from './widget-record';

const csv = z
  .string()
  .max(4000)
  .optional()
  .transform((v) => (v ? v.split(',').map((s) => s.trim()).filter(Boolean).slice(0, 200) : []));

export const InstancesQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: z.string().trim().max(200).optional(),
  widgetId: z.string().trim().max(64).optional(),
  pluginType: z.string().trim().max(64).optional(),
  exclude: csv,
  include: csv,
  projectId: z.string().trim().max(128).optional(),
});
export type InstancesQuery = z.output<typeof InstancesQuery>;

export interface InstancesPage {
  docs: WidgetDto[];
  total: number;
  page: number;
  limit: number;
  totalPages: number;
}

function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (m) => `\\${m}`);
}

export async function listInstances(deps: Deps, ownerId: string, q: InstancesQuery): Promise<InstancesPage> {
  let base = deps.db.selectFrom('widgets').where('owner_id', '=', ownerId);
  if (q.search) {
    const pattern = `%${escapeLike(q.search.toLowerCase())}%`;
    // ESCAPE spelled out: SQLite has no default escape character.
    base = base.where(sql<boolean>`lower(name) like ${pattern} escape '\\'`);
  }
  if (q.widgetId) base = base.where('id', '=', q.widgetId);
  if (q.pluginType) base = base.where('type', '=', q.pluginType);
  if (q.projectId) base = base.where('project_id', '=', q.projectId);
  // include/exclude name widgets by id, or whole types by type id.
  const split = (list: string[]) => ({ types: list.filter(isWidgetType), ids: list.filter((v) => !isWidgetType(v)) });
  const inc = split(q.include);
  const exc = split(q.exclude);
  if (inc.types.length || inc.ids.length) {
    base = base.where((eb) =>
      eb.or([
        ...(inc.types.length ? [eb('type', 'in', inc.types)] : []),
        ...(inc.ids.length ? [eb('id', 'in', inc.ids)] : []),
      ]),
    );
  }
  if (exc.types.length) base = base.where('type', 'not in', exc.types);
  if (exc.ids.length) base = base.where('id', 'not in', exc.ids);

  const [{ total }] = await base.select((eb) => eb.fn.countAll<number>().as('total')).execute();
  const rows = await base
    .selectAll()
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .limit(q.limit)
    .offset((q.page - 1) * q.limit)
    .execute();
  const n = Number(total);
  return {
    docs: rows.map((r) => toWidgetDto(r, { omitData: true })),
    total: n,
    page: q.page,
    limit: q.limit,
    totalPages: Math.ceil(n / q.limit),
  };
}
