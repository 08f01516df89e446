// A gallery fed by a data integration (issue 5): the rows of a CSV, the items of an RSS or Atom feed,
// an XML document or an API answer, as gallery images. Each row's picture, title and link are found by
// the names such sources commonly use; rows without a picture are left out.
import type { GalleryImage } from './image-gallery';

/** The accounts signed in to and the databases whose tables can feed a gallery, and what the owner picks
 *  one of in the builder (data.sourceTable): an Airtable table, a Notion database, a OneDrive folder, a
 *  Webflow CMS collection, a MySQL table (or view), a MongoDB collection. */
export const GALLERY_TABLE_NOUNS = { airtable: 'table', notion: 'database', 'one-drive': 'folder', 'webflow-collection': 'collection', mysql: 'table', mongodb: 'collection' } as const;
export const GALLERY_TABLE_KINDS = Object.keys(GALLERY_TABLE_NOUNS) as (keyof typeof GALLERY_TABLE_NOUNS)[];
export const isGalleryTableKind = (k: unknown) => (GALLERY_TABLE_KINDS as readonly unknown[]).includes(k);

/** The databases, whose pictures are web addresses in a column (a field), read by galleryImagesFrom's
 *  names; what a row and a column are called in each. */
export const PICTURE_COLUMN_KINDS = { mysql: ['row', 'column'], mongodb: ['document', 'field'] } as const;
export type PictureColumnKind = keyof typeof PICTURE_COLUMN_KINDS;
export const isPictureColumnKind = (k: unknown): k is PictureColumnKind => typeof k === 'string' && k in PICTURE_COLUMN_KINDS;

/** Where a database table's pictures come from, in the builder's words. */
export function pictureColumnsHint(kind: PictureColumnKind): string {
  const [row, column] = PICTURE_COLUMN_KINDS[kind];
  return `each ${row}’s picture is the web address in its image (or image_url, photo, src) ${column}, its caption the title or name ${column}, its link the link ${column}`;
}

/** The data integrations whose rows can be pictures (a form's submissions cannot). */
export const GALLERY_SOURCE_KINDS = ['csv', 'rss', 'xml', 'api', ...GALLERY_TABLE_KINDS] as const;
export const isGallerySourceKind = (k: unknown) => (GALLERY_SOURCE_KINDS as readonly unknown[]).includes(k);

/** At most this many images from a source (a feed of thousands would make an endless page). */
export const MAX_SOURCE_IMAGES = 100;

const PICTURE_KEYS = ['image', 'imageurl', 'image_url', 'img', 'src', 'photo', 'picture', 'thumbnail', 'thumbnailurl', 'thumbnail_url', 'cover'];
const TITLE_KEYS = ['title', 'name', 'caption', 'alt', 'description'];
const LINK_KEYS = ['link', 'href', 'url', 'permalink'];
const IMAGE_PATH = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

const webUrl = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  try {
    return /^https?:$/.test(new URL(s).protocol) ? s : undefined;
  } catch {
    return undefined;
  }
};

const looksLikeImage = (u: string) => {
  try {
    return IMAGE_PATH.test(new URL(u).pathname);
  } catch {
    return false;
  }
};

/** Text with markup dropped (a feed's description often holds HTML), at most 300 characters. */
const plain = (v: unknown): string | undefined => {
  if (typeof v !== 'string') return undefined;
  const s = v.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
  return s ? s.slice(0, 300) : undefined;
};

export function galleryImagesFrom(items: readonly unknown[]): GalleryImage[] {
  const out: GalleryImage[] = [];
  for (const [i, item] of items.entries()) {
    if (out.length >= MAX_SOURCE_IMAGES) break;
    if (!item || typeof item !== 'object' || Array.isArray(item)) continue;
    const byKey = new Map(Object.entries(item as Record<string, unknown>).map(([k, v]) => [k.toLowerCase().trim(), v]));
    const first = <T>(keys: string[], read: (v: unknown) => T | undefined) => keys.map((k) => read(byKey.get(k))).find((v) => v !== undefined);
    // A plain "url" column is the picture only when it names an image file; otherwise it is the link.
    const src = first(PICTURE_KEYS, webUrl) ?? [webUrl(byKey.get('url'))].find((u) => u && looksLikeImage(u));
    if (!src) continue;
    const title = first(TITLE_KEYS, plain);
    const link = first(LINK_KEYS, webUrl);
    const id = first(['id', 'guid'], (v) => (typeof v === 'string' || typeof v === 'number' ? String(v).slice(0, 100) : undefined));
    out.push({
      id: id ?? `source-${i + 1}`,
      src,
      alt: title ?? `Image ${out.length + 1}`,
      ...(title && { caption: title }),
      ...(link && link !== src && { link }),
    });
  }
  return out;
}
