// A MongoDB database as a gallery's source: its collections to pick from, and the first documents of
// the picked one as flat rows (field → value), which the gallery reads by the field names such sources
// commonly use (image or image_url, title or name, link: gallery-source.ts). Only a collection the
// database lists is read.
import { ObjectId, type Db, type Document } from 'mongodb';
import type { Deps } from '../../deps';
import { MAX_SOURCE_IMAGES } from '../../../shared/widgets/gallery-source';
import { MONGODB_OPERATION_MS, withMongo, type MongoSettings } from '../databases/mongodb-connection';
import type { TableChoice } from './table-api';
import type { TableSource } from './table-apis';

/** Values a page can show: text, numbers, dates (as ISO text) and ids; nested documents and arrays are left out. */
function plainRow(doc: Document): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(doc)) {
    const key = k === '_id' && !('id' in doc) ? 'id' : k;
    if (typeof v === 'string' || typeof v === 'number') out[key] = v;
    else if (v instanceof Date) out[key] = v.toISOString();
    else if (v instanceof ObjectId) out[key] = v.toHexString();
  }
  return out;
}

async function collectionNames(db: Db): Promise<string[]> {
  const listed = await db.listCollections({}, { nameOnly: true, authorizedCollections: true, maxTimeMS: MONGODB_OPERATION_MS }).toArray();
  return listed.map((c) => c.name).filter((n) => !n.startsWith('system.')).sort((a, b) => a.localeCompare(b));
}

export function mongodbCollections(deps: Deps, settings: MongoSettings): TableSource {
  return {
    tables: () => withMongo(deps, settings, async (db) => (await collectionNames(db)).map((name): TableChoice => ({ id: name, name }))),
    rows: (collection) =>
      withMongo(deps, settings, async (db) => {
        if (!(await collectionNames(db)).includes(collection)) return [];
        const docs = await db.collection(collection).find({}, { limit: MAX_SOURCE_IMAGES, maxTimeMS: MONGODB_OPERATION_MS }).toArray();
        return docs.map(plainRow);
      }),
  };
}
