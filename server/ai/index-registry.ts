// One in-memory BM25 index per widget, rebuilt from storage when the base's version moves (another
// process may have trained it). Indexes live as long as their database handle.
import type { Deps } from '../deps';
import { chunkDocument } from './engine/chunk-document';
import { KnowledgeIndex } from './engine/knowledge-index';
import type { ExtractedPage } from './engine/types';
import { activeContent, baseVersion } from './store/knowledge-store';

interface Entry {
  version: number;
  index: KnowledgeIndex;
}

const registries = new WeakMap<object, Map<string, Promise<Entry>>>();

function registryOf(deps: Deps): Map<string, Promise<Entry>> {
  let r = registries.get(deps.db);
  if (!r) {
    r = new Map();
    registries.set(deps.db, r);
  }
  return r;
}

/** The most common language of the base's items, for questions too short to tell. */
function dominantLanguage(langs: string[]): string {
  const counts = new Map<string, number>();
  for (const l of langs) if (l) counts.set(l, (counts.get(l) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? 'en';
}

export async function buildIndex(deps: Deps, widgetId: string): Promise<KnowledgeIndex> {
  const rows = await activeContent(deps, widgetId);
  const index = new KnowledgeIndex(dominantLanguage(rows.map((r) => r.content.lang)));
  for (const r of rows) {
    const page: ExtractedPage = { ...r.content, title: r.title || r.content.title, url: r.url, links: [], css: '', stylesheets: [] };
    if (!page.lang) page.lang = index.defaultLang;
    index.add(chunkDocument(page, r.id));
  }
  return index;
}

export async function indexFor(deps: Deps, widgetId: string): Promise<KnowledgeIndex> {
  const reg = registryOf(deps);
  const version = await baseVersion(deps, widgetId);
  const cached = reg.get(widgetId);
  if (cached) {
    const entry = await cached.catch(() => null);
    if (entry && entry.version === version) return entry.index;
  }
  const building = buildIndex(deps, widgetId).then((index) => ({ version, index }));
  reg.set(widgetId, building);
  building.catch(() => reg.delete(widgetId));
  return (await building).index;
}
