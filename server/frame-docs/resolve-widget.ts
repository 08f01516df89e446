// Finds the widget a frame document shows, applying the same visibility rules and messages as the
// viewer API (server/widgets/viewer-routes.ts), so the inlined result equals what the frame would fetch.
import type { Deps } from '../deps';
import { findOneTimeSlug } from '../slugs/slug-queries';
import { getWidgetForViewer, isPubliclyVisible, isWidgetId } from '../widgets/queries';
import { toWidgetDto, type WidgetDto } from '../widgets/widget-record';
import { WIDGET_NOT_FOUND } from '../widgets/widget-store';

export type Lookup = { by: 'id' | 'gallery' | 'tempSlug'; value: string };

export interface Resolved {
  widget: WidgetDto | null;
  error: string | null;
}

export const NOT_PUBLISHED = 'This widget is not published.';

async function byGalleryId(deps: Deps, galleryId: string): Promise<WidgetDto | null> {
  if (!isWidgetId(galleryId)) return null;
  const row = await deps.db.selectFrom('widgets').selectAll().where('gallery_id', '=', galleryId).executeTakeFirst();
  return row ? toWidgetDto(row, { merge: true }) : null;
}

/** `ownerOf`: whether the caller owns the widget; owners may view their own private or draft widget. */
export async function resolveWidget(deps: Deps, l: Lookup, ownerOf?: (w: WidgetDto) => Promise<boolean>): Promise<Resolved> {
  let w: WidgetDto | null = null;
  if (l.by === 'id') w = await getWidgetForViewer(deps, l.value);
  else if (l.by === 'gallery') w = await byGalleryId(deps, l.value);
  else {
    // A one-time link shows the widget whatever its state: the owner created the link to share it.
    const id = await findOneTimeSlug(deps, l.value).catch(() => null);
    w = id ? await getWidgetForViewer(deps, id) : null;
    return w ? { widget: w, error: null } : { widget: null, error: 'This link has expired.' };
  }
  if (!w) return { widget: null, error: WIDGET_NOT_FOUND };
  if (!isPubliclyVisible(w) && !(ownerOf && (await ownerOf(w)))) {
    return { widget: null, error: w.privacy === 'private' ? WIDGET_NOT_FOUND : NOT_PUBLISHED };
  }
  return { widget: w, error: null };
}
