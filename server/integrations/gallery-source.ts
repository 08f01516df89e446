// A gallery connected to a data source shows the source's pictures to visitors (issue 5): the viewer data
// carries them as `images`, so the server-rendered first paint is already the final gallery (no swap
// and no layout shift after load). A source that is slow, failing or without pictures leaves the
// owner's own images; its fetch goes on in the background and fills the cache for the next visitor.
// A table source (an account signed in to, or a database: table-apis/table-apis.ts) shows the table the
// owner picked (data.sourceTable), none until then.
import { GALLERY_SOURCE_KINDS, galleryImagesFrom } from '../../shared/widgets/gallery-source';
import type { GalleryImage } from '../../shared/widgets/image-gallery';
import type { Deps } from '../deps';
import type { WidgetDto } from '../widgets/widget-record';
import { activeIntegrations } from './active-integrations';
import type { IntegrationRow } from './integration-table';
import { cachedItems } from './source-cache';
import { within } from './source-within';
import { tableSourceOf } from './table-apis/table-apis';
import { itemsOf } from './widget-data';

/** The gallery's source: the first active one, as the viewer and the builder both read it. */
export async function gallerySource(deps: Deps, widgetId: string): Promise<IntegrationRow | undefined> {
  return (await activeIntegrations(deps, widgetId, GALLERY_SOURCE_KINDS))[0];
}

/** The source's rows: a URL's through the data-source cache, an account's or a database's table
 *  through its API or a connection, cached the same way. */
export function sourceRows(deps: Deps, row: IntegrationRow, table: string): Promise<unknown[]> {
  const tables = tableSourceOf(deps, row);
  if (!tables) return itemsOf(deps, row);
  if (!table) return Promise.resolve([]);
  return cachedItems(`${row.id}:${row.updated_at}:${table}`, deps.now(), () => tables.rows(table));
}

export async function withSourceImages(deps: Deps, dto: WidgetDto): Promise<WidgetDto> {
  const row = await gallerySource(deps, dto.guid);
  if (!row) return dto;
  try {
    const got = await within(sourceRows(deps, row, typeof dto.data.sourceTable === 'string' ? dto.data.sourceTable : ''));
    const images: GalleryImage[] = got ? galleryImagesFrom(got) : [];
    if (!got) deps.log.warn('gallery source slow; owner images served', { widgetId: dto.guid, type: row.type });
    return images.length ? { ...dto, data: { ...dto.data, images, imagesFrom: row.type } } : dto;
  } catch (e) {
    deps.log.warn('gallery source failed; owner images served', { widgetId: dto.guid, type: row.type, error: e instanceof Error ? e.message : String(e) });
    return dto;
  }
}
