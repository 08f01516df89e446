// Webflow Data API v2: the CMS collections of every site the owner let us read on Webflow's consent
// screen (GET /v2/sites, /v2/sites/{id}/collections), and a collection's published items
// (GET /v2/collections/{id}/items/live, the first 100, as visitors of the Webflow site see them) as rows a
// gallery reads: the item's first Image (or first of a Multi-image) field, its name as caption and its
// first link field. A collection is named "site id/collection id", both Webflow ids.
import * as z from 'zod';
import { answerAs, isWebLink } from './provider-answer';
import type { TableApi, TableChoice } from './table-api';

const MAX_SITES = 25;
const Sites = z.object({ sites: z.array(z.object({ id: z.string(), displayName: z.string() })) });
const Collections = z.object({ collections: z.array(z.object({ id: z.string(), displayName: z.string() })) });
const Items = z.object({ items: z.array(z.object({ id: z.string(), fieldData: z.record(z.string(), z.unknown()) })) });
const Image = z.object({ url: z.string(), alt: z.string().nullish() });

const WEBFLOW_ID = /^[0-9a-f]{24}$/;

const parsed = <T>(schema: z.ZodType<T>, answer: unknown): T => answerAs('Webflow', schema, answer);

/** An Image field's value, or a Multi-image field's first. */
function picture(fields: Record<string, unknown>): string | undefined {
  for (const v of Object.values(fields)) {
    const image = Image.safeParse(Array.isArray(v) ? v[0] : v);
    if (image.success) return image.data.url;
  }
  return undefined;
}

export const webflowCollections: TableApi = {
  async tables(get) {
    const sites = parsed(Sites, await get('/v2/sites')).sites.slice(0, MAX_SITES);
    const out: TableChoice[] = [];
    for (const site of sites) {
      if (!WEBFLOW_ID.test(site.id)) continue;
      for (const c of parsed(Collections, await get(`/v2/sites/${site.id}/collections`)).collections) out.push({ id: `${site.id}/${c.id}`, name: `${site.displayName} › ${c.displayName}` });
    }
    return out;
  },

  async rows(get, table) {
    const [site, collection] = table.split('/');
    if (!site || !collection || !WEBFLOW_ID.test(site) || !WEBFLOW_ID.test(collection)) return [];
    const { items } = parsed(Items, await get(`/v2/collections/${collection}/items/live?limit=100`));
    return items.map((item) => ({
      id: item.id,
      image: picture(item.fieldData),
      title: typeof item.fieldData.name === 'string' ? item.fieldData.name : undefined,
      link: Object.values(item.fieldData).find(isWebLink),
    }));
  },
};
