// Widget reads shared with other areas (the frame document route uses getWidgetForViewer).
import { hasUrlMasking } from '../../shared/rules/masking';
import { WIDGET_ID_RE } from '../../shared/schemas/common';
import type { Deps } from '../deps';
import { notFound } from '../http/errors';
import { recaptchaSiteKey } from '../forms/recaptcha-site-key';
import { withSourceImages } from '../integrations/gallery-source';
import { withFeedPosts } from '../integrations/feed-posts';
import { isFeedSourceKind } from '../../shared/widgets/news-feed';
import { withUpcomingEvents } from '../integrations/calendar-events';
import { isGallerySourceKind } from '../../shared/widgets/gallery-source';
import { maskWidget } from '../masking/mask-map';
import { ownFontOf } from '../../shared/design/own-font';
import { toWidgetDto, type WidgetDto } from './widget-record';

/** The one text for a widget that does not exist or is not the caller's (never told apart: 404 both). */
export const WIDGET_NOT_FOUND = 'Plugin not found.';
export const widgetNotFound = () => notFound(WIDGET_NOT_FOUND, 'WIDGET_NOT_FOUND');

export { WIDGET_ID_RE };

export function isWidgetId(id: string): boolean {
  return WIDGET_ID_RE.test(id);
}

/** The widget with data merged over its type's defaults, or null when it does not exist. Visibility
 *  (privacy, status) is the caller's decision: see `isPubliclyVisible`. */
export async function getWidgetForViewer(deps: Deps, id: string): Promise<WidgetDto | null> {
  const w = await getWidgetRecord(deps, id);
  return w ? withViewerExtras(deps, w) : null;
}

/** The stored widget merged over its type's defaults, exactly as saved (no viewer-only changes). */
export async function getWidgetRecord(deps: Deps, id: string): Promise<WidgetDto | null> {
  if (!isWidgetId(id)) return null;
  const row = await deps.db.selectFrom('widgets').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toWidgetDto(row, { merge: true }) : null;
}

/** The widget as visitors get it: with url-masking its file urls are masked here, so the originals never
 *  reach a browser (the client-side re-fetch of SPEC §4 then finds nothing left to replace); public values
 *  entered on integrations (the reCAPTCHA site key) are added; a gallery fed by a data source gets its
 *  pictures (server/integrations/gallery-source.ts); an event list its upcoming events
 *  (server/integrations/calendar-events.ts); a news feed its source's latest posts (server/integrations/feed-posts.ts). Of the widget's own fonts, only the one it shows goes out. */
export async function withViewerExtras(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const keys = Array.isArray(dto.data.integrations) ? (dto.data.integrations as unknown[]) : [];
  let out = hasUrlMasking(dto.data) ? maskWidget(deps.config.publicUrl, dto) : dto;
  if (out.fonts.length) {
    const inUse = ownFontOf(out.data.fontId as string | undefined, out.fonts);
    out = { ...out, fonts: inUse ? [inUse] : [] };
  }
  if (keys.includes('recaptcha')) {
    const siteKey = await recaptchaSiteKey(deps, dto.guid);
    if (siteKey) out = { ...out, data: { ...out.data, recaptchaSiteKey: siteKey } };
  }
  if (out.type === 'image_gallery' && keys.some(isGallerySourceKind)) out = await withSourceImages(deps, out);
  if (out.type === 'event_list') out = await withUpcomingEvents(deps, out);
  if (out.type === 'news_feed' && keys.some(isFeedSourceKind)) out = await withFeedPosts(deps, out);
  return out;
}

/** Anyone may view it: published and not private. Owners see their own regardless. */
export function isPubliclyVisible(w: Pick<WidgetDto, 'privacy' | 'status'>): boolean {
  return w.privacy !== 'private' && w.status !== 'draft';
}

export async function getOwnedWidgetRow(deps: Deps, ownerId: string, id: string) {
  if (!isWidgetId(id)) return undefined;
  return deps.db.selectFrom('widgets').selectAll().where('id', '=', id).where('owner_id', '=', ownerId).executeTakeFirst();
}

/** The caller's own widget row; another owner's widget and a missing one both answer 404. */
export async function requireOwnedWidgetRow(deps: Deps, ownerId: string, id: string) {
  const w = await getOwnedWidgetRow(deps, ownerId, id);
  if (!w) throw widgetNotFound();
  return w;
}

export async function widgetExists(deps: Deps, id: string): Promise<boolean> {
  if (!isWidgetId(id)) return false;
  const row = await deps.db.selectFrom('widgets').select('id').where('id', '=', id).executeTakeFirst();
  return !!row;
}
