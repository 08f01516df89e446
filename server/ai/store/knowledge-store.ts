// Knowledge items of one widget's base: pages, files and texts, each stored as its extracted page (JSON)
// so any server process can rebuild the in-memory index without fetching anything again.
import { sql } from 'kysely';
import { newId } from '../../auth/tokens';
import type { Deps } from '../../deps';
import type { ExtractedPage } from '../engine/types';
import type { AiKnowledgeTable } from './ai-tables';

export type KnowledgeKind = AiKnowledgeTable['kind'];

export interface StoredContent {
  title: string;
  description: string;
  lang: string;
  url: string;
  blocks: ExtractedPage['blocks'];
}

export function originOf(url: string): string {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
}

function wordCount(page: ExtractedPage): number {
  return page.blocks.reduce((n, b) => n + (b.text.match(/\S+/g)?.length ?? 0), 0);
}

export interface UpsertItem {
  widgetId: string;
  kind: KnowledgeKind;
  src: string;
  type: string;
  title: string;
  url: string;
  page: ExtractedPage;
  isActive?: boolean;
}

/** Inserts or replaces an item's content; keeps an existing item's isActive unless one is given. */
export async function upsertKnowledge(deps: Deps, item: UpsertItem): Promise<string> {
  const now = deps.now();
  const content: StoredContent = {
    title: item.page.title, description: item.page.description, lang: item.page.lang, url: item.page.url, blocks: item.page.blocks,
  };
  const values = {
    domain: item.kind === 'page' ? originOf(item.src) : '',
    type: item.type,
    title: item.title.slice(0, 500),
    url: item.url,
    status: 'done',
    error: null,
    content: JSON.stringify(content),
    word_count: wordCount(item.page),
    updated_at: now,
  };
  const id = newId();
  const row = await deps.db
    .insertInto('ai_knowledge')
    .values({ id, widget_id: item.widgetId, kind: item.kind, src: item.src, is_active: item.isActive === false ? 0 : 1, created_at: now, ...values })
    .onConflict((oc) =>
      oc.columns(['widget_id', 'kind', 'src']).doUpdateSet(
        item.isActive === undefined ? values : { ...values, is_active: item.isActive ? 1 : 0 },
      ),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function getKnowledge(deps: Deps, widgetId: string, kind: KnowledgeKind, src: string) {
  return deps.db.selectFrom('ai_knowledge').selectAll().where('widget_id', '=', widgetId).where('kind', '=', kind).where('src', '=', src).executeTakeFirst();
}

/** Active items whose site (for pages) is active too: what the index is built from. */
export async function activeContent(deps: Deps, widgetId: string) {
  const rows = await deps.db
    .selectFrom('ai_knowledge as k')
    .leftJoin('ai_sites as s', (j) => j.onRef('s.widget_id', '=', 'k.widget_id').onRef('s.domain', '=', 'k.domain'))
    .select(['k.id', 'k.kind', 'k.src', 'k.title', 'k.url', 'k.content'])
    .where('k.widget_id', '=', widgetId)
    .where('k.is_active', '=', 1)
    .where((eb) => eb.or([eb('k.kind', '!=', 'page'), eb('s.is_active', 'is', null), eb('s.is_active', '=', 1)]))
    .execute();
  return rows.map((r) => ({ ...r, content: JSON.parse(r.content) as StoredContent }));
}

/** Marks the base changed so every process rebuilds its index on the next question. */
export async function bumpVersion(deps: Deps, widgetId: string): Promise<void> {
  const now = deps.now();
  await deps.db
    .insertInto('ai_bases')
    .values({ widget_id: widgetId, version: 1, instructions: '', updated_at: now })
    .onConflict((oc) => oc.column('widget_id').doUpdateSet({ version: sql`ai_bases.version + 1`, updated_at: now }))
    .execute();
}

export async function baseVersion(deps: Deps, widgetId: string): Promise<number> {
  const row = await deps.db.selectFrom('ai_bases').select('version').where('widget_id', '=', widgetId).executeTakeFirst();
  return row ? Number(row.version) : 0;
}
