// Owner-scoped widget writes. Every statement carries `owner_id = ?`, so another owner's widget is
// indistinguishable from a missing one (404) and is never touched.
import { newId } from '../auth/tokens';
import type { WidgetTable } from '../db/database';
import type { Deps } from '../deps';
import { restoreIntegrationKeys } from '../integrations/widget-integration-keys';
import { assertOwnedProject } from '../projects/assert-owned-project';
import { getOwnedWidgetRow, WIDGET_NOT_FOUND, widgetNotFound } from './queries';
import type { WidgetCreateBody, WidgetUpdateBody } from '../../shared/schemas/api-bodies-widget';
import { datedDefaults } from '../../shared/widgets/dated-defaults';

export { WIDGET_NOT_FOUND };

export async function createWidget(
  deps: Deps,
  ownerId: string,
  type: string,
  body: WidgetCreateBody,
  extra: { platform?: string; siteUrl?: string | null } = {},
): Promise<WidgetTable> {
  await assertOwnedProject(deps, ownerId, body.projectId);
  const now = deps.now();
  const row: WidgetTable = {
    id: newId(),
    owner_id: ownerId,
    type,
    name: body.name,
    description: body.description,
    project_id: body.projectId,
    gallery_id: newId(),
    preview_image: body.previewImage ?? null,
    slug: null,
    privacy: body.privacy,
    status: body.status,
    model_version: body.modelVersion,
    creation_source: body.creationSource,
    platform: extra.platform ?? 'plugin',
    site_url: extra.siteUrl ?? null,
    // Sample dates from today (a countdown's end, an event list's events) unless the owner gave their own.
    data: JSON.stringify({ ...datedDefaults(type, now), ...body.data }),
    fonts: JSON.stringify(body.fonts),
    created_at: now,
    updated_at: now,
  };
  await deps.db.insertInto('widgets').values(row).execute();
  return row;
}

export async function updateWidget(deps: Deps, ownerId: string, id: string, body: WidgetUpdateBody): Promise<WidgetTable> {
  await assertOwnedProject(deps, ownerId, body.projectId);
  const set: Partial<WidgetTable> = { updated_at: deps.now() };
  if (body.data !== undefined) set.data = JSON.stringify(body.data);
  if (body.name !== undefined) set.name = body.name;
  if (body.description !== undefined) set.description = body.description;
  if (body.privacy !== undefined) set.privacy = body.privacy;
  if (body.status !== undefined) set.status = body.status;
  if (body.modelVersion !== undefined) set.model_version = body.modelVersion;
  if (body.projectId !== undefined) set.project_id = body.projectId;
  if (body.previewImage !== undefined) set.preview_image = body.previewImage;
  if (body.fonts !== undefined) set.fonts = JSON.stringify(body.fonts);
  const res = await deps.db.updateTable('widgets').set(set).where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) throw widgetNotFound();
  // data.integrations lists the widget's integrations (SPEC §3); a stale copy must not drop one.
  if (body.data !== undefined) await restoreIntegrationKeys(deps.db, deps.dialect, id, deps.now());
  const row = await getOwnedWidgetRow(deps, ownerId, id);
  if (!row) throw widgetNotFound();
  return row;
}

export async function deleteWidget(deps: Deps, ownerId: string, id: string): Promise<void> {
  const res = await deps.db.deleteFrom('widgets').where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
  if (Number(res.numDeletedRows) === 0) throw widgetNotFound();
  // Its events go with it; other areas' rows reference widgets with ON DELETE CASCADE.
  await deps.db.deleteFrom('events').where('widget_id', '=', id).execute();
}

export async function duplicateWidget(deps: Deps, ownerId: string, id: string): Promise<WidgetTable> {
  const src = await getOwnedWidgetRow(deps, ownerId, id);
  if (!src) throw widgetNotFound();
  const now = deps.now();
  const copy: WidgetTable = {
    ...src,
    id: newId(),
    gallery_id: newId(),
    slug: null,
    name: `${src.name} (copy)`.slice(0, 200),
    created_at: now,
    updated_at: now,
  };
  await deps.db.insertInto('widgets').values(copy).execute();
  return copy;
}
