// A gallery connected to a data source shows the source's pictures to visitors (issue 5): the viewer data
// carries them as `images`, so the server-rendered first paint is already the final gallery (no swap
// and no layout shift after load). A source that is slow, failing or without pictures leaves the
// owner's own images; its fetch goes on in the background and fills the cache for the next visitor.
import { GALLERY_SOURCE_KINDS, galleryImagesFrom } from '../../shared/widgets/gallery-source';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { activeIntegrations } from './active-integrations';
import { itemsWithin } from './source-within';

export async function withSourceImages(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const [row] = await activeIntegrations(deps, dto.guid, GALLERY_SOURCE_KINDS);
  if (!row) return dto;
  try {
    const got = await itemsWithin(deps, row);
    const images = got ? galleryImagesFrom(got) : [];
    if (!got) deps.log.warn('gallery source slow; owner images served', { widgetId: dto.guid, type: row.type });
    return images.length ? { ...dto, data: { ...dto.data, images, imagesFrom: row.type } } : dto;
  } catch (e) {
    deps.log.warn('gallery source failed; owner images served', { widgetId: dto.guid, type: row.type, error: e instanceof Error ? e.message : String(e) });
    return dto;
  }
}
