// Widget reads shared with other areas (the frame document route uses getWidgetForViewer).
import type { Deps } from '../deps';
import { recaptchaSiteKey } from '../forms/recaptcha-site-key';
import { toWidgetDto, type WidgetDto } from './widget-record';

/** A widget id is URL-safe and never contains ':' (SPEC §2). */
export const WIDGET_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

export function isWidgetId(id: string): boolean {
  return WIDGET_ID_RE.test(id);
}

/** The widget with data merged over its type's defaults, or null when it does not exist. Visibility
 *  (privacy, status) is the caller's decision: see `isPubliclyVisible`. */
export async function getWidgetForViewer(deps: Deps, id: string): Promise<WidgetDto | null> {
  if (!isWidgetId(id)) return null;
  const row = await deps.db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? withViewerExtras(deps, toWidgetDto(row, { merge: true })) : null;
}

/** What visitors need beyond the stored widget: public values entered on integrations (reCAPTCHA site key). */
export async function withViewerExtras(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const keys = dto.data.integrations;
  if (Array.isArray(keys) && keys.includes('recaptcha')) {
    const siteKey = await recaptchaSiteKey(deps, dto.guid);
    if (siteKey) return { ...dto, data: { ...dto.data, recaptchaSiteKey: siteKey } };
  }
  return dto;
}

/** Anyone may view it: published and not private. Owners see their own regardless. */
export function isPubliclyVisible(w: Pick<WidgetDto, 'privacy' | 'status'>): boolean {
  return w.privacy !== 'private' && w.status !== 'draft';
}

export async function getOwnedWidgetRow(deps: Deps, ownerId: string, id: string) {
  if (!isWidgetId(id)) return undefined;
  return deps.db.selectFrom('widgets').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
}

export async function widgetExists(deps: Deps, id: string): Promise<boolean> {
  if (!isWidgetId(id)) return false;
  const row = await deps.db.selectFrom('widgets').select('id').where('id', '=', id).executeTakeFirst();
  return !!row;
}
