// A gallery connected to a data source shows the source's pictures to visitors (issue 5): the viewer data
// carries them as `images`, so the server-rendered first paint is already the final gallery (no swap
// and no layout shift after load). A source that is slow, failing or without pictures leaves the
// owner's own images; its fetch goes on in the background and fills the cache for the next visitor.
import { GALLERY_SOURCE_KINDS, galleryImagesFrom } from '../../shared/widgets/gallery-source';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { itemsOf } from './widget-data';

/** How long a viewer waits for a source not yet in the cache. */
export const SOURCE_WAIT_MS = 2500;

export async function withSourceImages(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const row = await deps.db
    .selectFrom('integrations')
    .selectAll()
    .where('widget_id', '=', dto.guid)
    .where('type', 'in', [...GALLERY_SOURCE_KINDS])
    .where('is_active', '=', 1)
    .orderBy('created_at')
    .executeTakeFirst();
  if (!row) return dto;
  const items = itemsOf(deps, row);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((r) => (timer = setTimeout(() => r(null), SOURCE_WAIT_MS)));
  try {
    const got = await Promise.race([items, late]);
    const images = got ? galleryImagesFrom(got) : [];
    if (!got) deps.log.warn('gallery source slow; owner images served', { widgetId: dto.guid, type: row.type });
    return images.length ? { ...dto, data: { ...dto.data, images, imagesFrom: row.type } } : dto;
  } catch (e) {
    deps.log.warn('gallery source failed; owner images served', { widgetId: dto.guid, type: row.type, error: e instanceof Error ? e.message : String(e) });
    return dto;
  } finally {
    clearTimeout(timer);
    // The race's loser must not become an unhandled rejection.
    items.catch(() => undefined);
  }
}
