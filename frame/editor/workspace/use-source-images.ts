// A gallery fed by a data integration previews the source's pictures, as visitors will see them: the
// server reads them the way it does for the viewer (server/integrations/gallery-source-routes.ts). Read
// again whenever an integration is connected, edited or removed, or another table is picked;
// the owner's own images stay in the saved data.
import { useSourceRead } from './use-source-read';
import type { GalleryImage } from '../../../shared/widgets/image-gallery';
import { useBuilder } from '../api/builder-context';
import { gallerySource, type TableChoice } from '../api/integrations-api';
import { errorMessage } from '../api/api-config';

export interface SourceImages {
  /** The source's pictures (none: the owner's images show, as on the site). */
  images: GalleryImage[];
  /** The integration kind they come from (csv, rss, airtable...). */
  from: string;
  /** An account's tables (Airtable), databases (Notion) or folders (OneDrive) to pick from. */
  tables: TableChoice[];
  /** Why the pictures (or the tables) could not be read, in the service's words. */
  error: string | null;
}

export function useSourceImages(widgetId: string, enabled: boolean, version: number, table: string): SourceImages | null {
  const b = useBuilder();
  return useSourceRead<SourceImages>(
    enabled,
    () => gallerySource(b.api, widgetId, table).then((r) => (r.from ? { images: r.images, from: r.from, tables: r.tables, error: r.imagesError } : null)),
    (e) => ({ images: [], from: '', tables: [], error: errorMessage(e, 'The source could not be read.') }),
    [widgetId, version, table],
  );
}
