// Ours: GET /api/v1/plugin/{id}/integrations/gallery-source?table= (owner) → { from, tables, images,
// imagesError }: what the builder previews for a gallery fed by a source, read the way the viewer reads
// it (gallery-source.ts): which source (`from`, null for none), for a table source (an account's or a
// database's, table-apis/table-apis.ts) its tables to pick from, and the pictures of the
// source (of `table`, the owner's pick before it is saved). A source whose pictures cannot be read says
// why in imagesError; tables that cannot be listed are the error.
import { Hono } from 'hono';
import { galleryImagesFrom } from '../../shared/widgets/gallery-source';
import type { GalleryImage } from '../../shared/widgets/image-gallery';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { HttpError } from '../http/errors';
import { requireOwnedWidgetRow } from '../widgets/queries';
import { gallerySource, sourceRows } from './gallery-source';
import { providerHttpError } from './provider-http-error';
import type { TableChoice } from './table-apis/table-api';
import { tableSourceOf } from './table-apis/table-apis';

export function gallerySourceRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/api/v1/:platform/:id/integrations/gallery-source', requireOwner(deps), async (c) => {
    const w = await requireOwnedWidgetRow(deps, c.get('owner').id, c.req.param('id'));
    const row = await gallerySource(deps, w.id);
    if (!row) return ok(c, { from: null, tables: [] as TableChoice[], images: [] as GalleryImage[], imagesError: null });
    let tables: TableChoice[] = [];
    const source = tableSourceOf(deps, row);
    if (source) {
      try {
        tables = await source.tables();
      } catch (e) {
        throw providerHttpError(e);
      }
    }
    try {
      const images = galleryImagesFrom(await sourceRows(deps, row, c.req.query('table') ?? ''));
      return ok(c, { from: row.type, tables, images, imagesError: null });
    } catch (e) {
      const err = providerHttpError(e);
      if (!(err instanceof HttpError)) throw err;
      return ok(c, { from: row.type, tables, images: [] as GalleryImage[], imagesError: err.message });
    }
  });
  return app;
}
