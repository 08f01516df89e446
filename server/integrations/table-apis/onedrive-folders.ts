// Microsoft Graph, OneDrive: the folders at the top of the signed-in account's drive (and the top itself)
// to pick from, and a folder's pictures (its image files, at most 200) as rows a gallery reads: the
// file's large thumbnail (Graph serves it without sign-in for a while), its name without the extension as
// caption. A file's web link is the owner's private view, so none is given.
import * as z from 'zod';
import { SourceError } from '../sources/source-error';
import type { TableApi } from './table-api';

/** The top of the drive: its files when the owner keeps pictures there. */
export const DRIVE_ROOT = 'root';

const Listing = z.object({ value: z.array(z.unknown()) });
const Folder = z.object({ id: z.string(), name: z.string(), folder: z.object({}).passthrough() });
const Picture = z.object({
  id: z.string(),
  name: z.string(),
  file: z.object({ mimeType: z.string().optional() }),
  thumbnails: z.array(z.object({ large: z.object({ url: z.string() }).optional() })).optional(),
  '@microsoft.graph.downloadUrl': z.string().optional(),
});

const DRIVE_ITEM_ID = /^[A-Za-z0-9!._-]{1,200}$/;

function valueOf(answer: unknown): unknown[] {
  const got = Listing.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', 'OneDrive answered with something other than a list.');
  return got.data.value;
}

export const oneDriveFolders: TableApi = {
  async tables(call) {
    const top = valueOf(await call('/v1.0/me/drive/root/children?$select=id,name,folder&$top=200'));
    const folders = top.flatMap((i) => {
      const f = Folder.safeParse(i);
      return f.success ? [{ id: f.data.id, name: f.data.name }] : [];
    });
    return [{ id: DRIVE_ROOT, name: 'The top of your OneDrive' }, ...folders];
  },

  async rows(call, folder) {
    if (!DRIVE_ITEM_ID.test(folder)) return [];
    const path = folder === DRIVE_ROOT ? '/v1.0/me/drive/root/children' : `/v1.0/me/drive/items/${encodeURIComponent(folder)}/children`;
    const items = valueOf(await call(`${path}?$expand=thumbnails&$top=200`));
    return items.flatMap((i) => {
      const p = Picture.safeParse(i);
      if (!p.success || !(p.data.file.mimeType ?? '').startsWith('image/')) return [];
      const image = p.data.thumbnails?.[0]?.large?.url ?? p.data['@microsoft.graph.downloadUrl'];
      return image ? [{ id: p.data.id, image, title: p.data.name.replace(/\.[^.]+$/, '') }] : [];
    });
  },
};
