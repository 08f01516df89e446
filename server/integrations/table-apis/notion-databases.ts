// Notion API (version 2022-06-28): the databases the owner shared with the integration on Notion's
// consent screen (POST /v1/search), and a database's pages (POST /v1/databases/{id}/query, the first 100)
// as rows a gallery reads: the first picture of a Files property, else the page's cover; the title
// property as caption; the first URL property as link. Notion's own file links expire after an hour, so
// they are read again at most a minute apart and never stored.
import * as z from 'zod';
import { SourceError } from '../sources/source-error';
import type { TableApi } from './table-api';

const NOTION_VERSION = '2022-06-28';
const headers = { 'notion-version': NOTION_VERSION };

const RichText = z.array(z.object({ plain_text: z.string() })).catch([]);
const FileObject = z.union([
  z.object({ type: z.literal('file'), file: z.object({ url: z.string() }), name: z.string().optional() }),
  z.object({ type: z.literal('external'), external: z.object({ url: z.string() }), name: z.string().optional() }),
]);
const Listing = z.object({ results: z.array(z.unknown()) });
const Database = z.object({ object: z.literal('database'), id: z.string(), title: RichText });
const Page = z.object({ object: z.literal('page'), id: z.string(), cover: FileObject.nullish().catch(null), properties: z.record(z.string(), z.unknown()) });
const Property = z.object({ type: z.string() }).passthrough();

const NOTION_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const IMAGE_NAME = /\.(avif|gif|jpe?g|png|svg|webp)(\?|$)/i;

function results(answer: unknown): unknown[] {
  const got = Listing.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', 'Notion answered with something other than a list.');
  return got.data.results;
}

const pathOf = (u: string) => {
  try {
    return new URL(u).pathname;
  } catch {
    return '';
  }
};
const fileUrl = (f: z.infer<typeof FileObject>) => (f.type === 'file' ? f.file.url : f.external.url);
const text = (v: unknown) => RichText.parse(v).map((t) => t.plain_text).join('').trim();

function row(page: z.infer<typeof Page>): Record<string, unknown> {
  let image: string | undefined;
  let title: string | undefined;
  let link: string | undefined;
  for (const value of Object.values(page.properties)) {
    const p = Property.safeParse(value);
    if (!p.success) continue;
    const v = p.data as Record<string, unknown>;
    if (p.data.type === 'title') title ??= text(v.title) || undefined;
    if (p.data.type === 'url' && typeof v.url === 'string') link ??= v.url;
    if (p.data.type === 'files' && Array.isArray(v.files)) {
      for (const f of v.files) {
        const file = FileObject.safeParse(f);
        // A Files property holds any file: an image is one whose name or address says so.
        if (file.success && (IMAGE_NAME.test(file.data.name ?? '') || IMAGE_NAME.test(pathOf(fileUrl(file.data))))) {
          image ??= fileUrl(file.data);
        }
      }
    }
  }
  image ??= page.cover ? fileUrl(page.cover) : undefined;
  return { id: page.id, image, title, link };
}

export const notionDatabases: TableApi = {
  async tables(call) {
    const found = results(await call('/v1/search', { headers, json: { filter: { property: 'object', value: 'database' }, page_size: 100 } }));
    return found.flatMap((d) => {
      const db = Database.safeParse(d);
      return db.success ? [{ id: db.data.id, name: text(db.data.title) || 'Untitled database' }] : [];
    });
  },

  async rows(call, table) {
    if (!NOTION_ID.test(table)) return [];
    const pages = results(await call(`/v1/databases/${table}/query`, { headers, json: { page_size: 100 } }));
    return pages.flatMap((p) => {
      const page = Page.safeParse(p);
      return page.success ? [row(page.data)] : [];
    });
  },
};
