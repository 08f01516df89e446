// Owner calls for files, texts and the knowledge overview: store-file (+ update, delete), store-text
// (+ update, delete), knowledge/{id}, stats/{id}.
import { type Context, Hono } from 'hono';
import * as z from 'zod';
import { StoreFileBody, StoreTextBody, UpdateFileBody, UpdateTextBody } from '../../shared/schemas/api-bodies-ai';
import { newId } from '../auth/tokens';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import type { AiOptions } from './ai-options';
import { ownedAiWidget } from './ai-widget';
import { fileKind } from './files/extract-file';
import { textToPage } from './files/text-to-page';
import { indexFor } from './index-registry';
import { bumpVersion, getKnowledge, upsertKnowledge } from './store/knowledge-store';
import { jobRef } from './store/job-store';
import { monthlyCount } from './store/usage-counter';
import { startStoreFile } from './train-file';

const PAGE_SIZE = 20;
export const MAX_UPLOAD_BODY = 28 * 1024 * 1024;
// SPEC's body with room for a data: URL (a direct upload of up to 20 MB, base64).
const StoreFileRequest = StoreFileBody.extend({ url: z.string().min(1).max(MAX_UPLOAD_BODY) });
const KIND_OF_FIELD: Record<string, 'file' | 'text' | 'page'> = { files: 'file', texts: 'text', websites: 'page' };

export function knowledgeRoutes(deps: Deps, opts: AiOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const widgetOf = (c: Context<AppEnv>, id: string) => ownedAiWidget(deps, c.get('owner').id, id);

  app.post('/ai/api/store-file', owner, async (c) => {
    const body = await readJson(c, StoreFileRequest, { limit: MAX_UPLOAD_BODY });
    await widgetOf(c, body.sessionId);
    const kind = fileKind(body.type, body.url);
    if (!kind) throw badRequest('Unsupported file type. Use PDF, DOCX, TXT or Markdown.', 'AI_FILE_TYPE');
    if (!/^(https?:|data:)/i.test(body.url)) throw badRequest('url must be an http(s) or data: URL.', 'BAD_URL');
    const src = newId();
    const title = body.title || decodeURIComponent(body.url.split(/[?#]/)[0].split('/').pop() ?? '').slice(0, 200) || 'File';
    const job = await startStoreFile(deps, opts, { widgetId: body.sessionId, src, kind, type: body.type, url: body.url, title });
    return ok(c, { src, ...jobRef(job) }, 'File received.', 202);
  });

  app.put('/ai/api/store-file/:src', owner, async (c) => {
    const body = await readJson(c, UpdateFileBody);
    await widgetOf(c, body.sessionId);
    const patch: { title?: string; is_active?: number; updated_at: number } = { updated_at: deps.now() };
    if (body.title !== undefined) patch.title = body.title;
    if (body.isActive !== undefined) patch.is_active = body.isActive ? 1 : 0;
    const res = await deps.db.updateTable('ai_knowledge').set(patch)
      .where('widget_id', '=', body.sessionId).where('kind', '=', 'file').where('src', '=', c.req.param('src')).executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) throw notFound('File not found.', 'AI_FILE_NOT_FOUND');
    await bumpVersion(deps, body.sessionId);
    return ok(c, { src: c.req.param('src'), title: body.title, isActive: body.isActive });
  });

  const remove = (kind: 'file' | 'text', param: string, what: string) => async (c: Context<AppEnv>) => {
    const sessionId = c.req.query('sessionId') ?? '';
    await widgetOf(c, sessionId);
    const res = await deps.db.deleteFrom('ai_knowledge')
      .where('widget_id', '=', sessionId).where('kind', '=', kind).where('src', '=', c.req.param(param) ?? '').executeTakeFirst();
    if (Number(res.numDeletedRows) === 0) throw notFound(`${what} not found.`, `AI_${kind.toUpperCase()}_NOT_FOUND`);
    await bumpVersion(deps, sessionId);
    return ok(c, { deleted: true }, `${what} deleted.`);
  };
  app.delete('/ai/api/file/:src', owner, remove('file', 'src', 'File'));
  app.delete('/ai/api/text/:itemId', owner, remove('text', 'itemId', 'Text'));

  app.post('/ai/api/store-text', owner, async (c) => {
    const body = await readJson(c, StoreTextBody, { limit: 512 * 1024 });
    await widgetOf(c, body.sessionId);
    const itemId = newId();
    const title = body.title || body.textContent.slice(0, 60);
    await upsertKnowledge(deps, {
      widgetId: body.sessionId, kind: 'text', src: itemId, type: body.type, title, url: '',
      page: textToPage(body.textContent, '', title, /markdown|md/i.test(body.type)),
    });
    await bumpVersion(deps, body.sessionId);
    return ok(c, { itemId, title, type: body.type, isActive: true }, 'Text saved.', 201);
  });

  app.put('/ai/api/store-text/:itemId', owner, async (c) => {
    const body = await readJson(c, UpdateTextBody, { limit: 512 * 1024 });
    await widgetOf(c, body.sessionId);
    const itemId = c.req.param('itemId');
    if (!(await getKnowledge(deps, body.sessionId, 'text', itemId))) throw notFound('Text not found.', 'AI_TEXT_NOT_FOUND');
    const title = body.title || body.textContent.slice(0, 60);
    await upsertKnowledge(deps, {
      widgetId: body.sessionId, kind: 'text', src: itemId, type: body.type, title, url: '', isActive: body.isActive,
      page: textToPage(body.textContent, '', title, /markdown|md/i.test(body.type)),
    });
    await bumpVersion(deps, body.sessionId);
    return ok(c, { itemId, title, type: body.type, isActive: body.isActive ?? true }, 'Text saved.');
  });

  app.get('/ai/api/knowledge/:id', owner, async (c) => {
    const w = await widgetOf(c, c.req.param('id'));
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const query = (c.req.query('query') ?? '').trim().toLowerCase();
    const kinds = (c.req.query('fields') ?? '').split(',').map((f) => KIND_OF_FIELD[f.trim()]).filter(Boolean);
    const rows = await deps.db.selectFrom('ai_knowledge')
      .select(['id', 'kind', 'src', 'domain', 'type', 'title', 'url', 'is_active', 'status', 'word_count', 'content', 'created_at', 'updated_at'])
      .where('widget_id', '=', w.id).orderBy('created_at', 'desc').execute();
    const sites = await deps.db.selectFrom('ai_sites').selectAll().where('widget_id', '=', w.id).execute();
    type Item = Record<string, unknown> & { title: string; search: string };
    let items: Item[] = [];
    for (const r of rows) {
      if (r.kind === 'page') continue;
      const text = r.kind === 'text' ? (JSON.parse(r.content) as { blocks: { text: string }[] }).blocks.map((b) => b.text).join('\n\n') : undefined;
      items.push({
        kind: r.kind === 'file' ? 'file' : 'text', [r.kind === 'file' ? 'src' : 'itemId']: r.src, type: r.type, title: r.title,
        url: r.url || undefined, isActive: !!r.is_active, status: r.status, wordCount: r.word_count, textContent: text,
        createdAt: r.created_at, updatedAt: r.updated_at, search: `${r.title} ${r.url}`.toLowerCase(),
      });
    }
    for (const s of sites) {
      const pages = rows.filter((r) => r.kind === 'page' && r.domain === s.domain);
      items.push({
        kind: 'website', src: s.domain, title: s.domain, isActive: !!s.is_active, pages: pages.length,
        wordCount: pages.reduce((n, p) => n + p.word_count, 0), analysisId: s.analysis_id,
        createdAt: s.created_at, updatedAt: s.updated_at, search: s.domain.toLowerCase(),
      });
    }
    if (kinds.length) items = items.filter((i) => kinds.includes(i.kind === 'website' ? 'page' : (i.kind as 'file' | 'text')));
    if (query) items = items.filter((i) => i.search.includes(query));
    const start = (page - 1) * PAGE_SIZE;
    return ok(c, {
      items: items.slice(start, start + PAGE_SIZE).map(({ search: _s, ...rest }) => rest),
      total: items.length, page, limit: PAGE_SIZE,
    });
  });

  app.get('/ai/api/stats/:id', owner, async (c) => {
    const w = await widgetOf(c, c.req.param('id'));
    const rows = await deps.db.selectFrom('ai_knowledge').select(['kind', 'is_active', 'word_count', 'domain']).where('widget_id', '=', w.id).execute();
    const count = (k: string) => rows.filter((r) => r.kind === k).length;
    const conv = await deps.db.selectFrom('ai_conversations').select((eb) => eb.fn.countAll<number>().as('n')).where('widget_id', '=', w.id).executeTakeFirst();
    const msgs = await deps.db.selectFrom('ai_messages').select((eb) => eb.fn.countAll<number>().as('n')).where('widget_id', '=', w.id).executeTakeFirst();
    const index = await indexFor(deps, w.id);
    return ok(c, {
      pages: count('page'), files: count('file'), texts: count('text'),
      websites: new Set(rows.filter((r) => r.kind === 'page').map((r) => r.domain)).size,
      activeItems: rows.filter((r) => r.is_active).length,
      words: rows.reduce((n, r) => n + r.word_count, 0),
      chunks: index.size,
      conversations: Number(conv?.n ?? 0), messages: Number(msgs?.n ?? 0),
      monthlyMessages: (await monthlyCount(deps, w.id)).count,
    });
  });

  return app;
}
