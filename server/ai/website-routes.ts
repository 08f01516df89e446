// Owner calls for website knowledge: discovery (internal-links, link-jobs), training (store-pages,
// retrain-page, retrain-domain), stored pages (links), per-site and per-page toggles and deletes
// (website/{src}), statuses (domain-status(es)) and job progress (jobs/{id}).
import { type Context, Hono } from 'hono';
import {
  InternalLinksBody, RetrainDomainBody, RetrainPageBody, StorePagesBody, WebsiteToggleBody,
} from '../../shared/schemas/api-bodies-ai';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { readJson } from '../http/read-json';
import type { AiOptions } from './ai-options';
import { ownedAiWidget } from './ai-widget';
import { domainStatus } from './domain-status';
import { bumpVersion, originOf } from './store/knowledge-store';
import { getJob, type JobItem, jobRef, latestJobFor, toJobDto } from './store/job-store';
import { startDiscovery, startTrainPages } from './train-website';

const PAGE_SIZE = 50;
const TRAINING_STARTED = 'Training started.';

function httpUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.protocol === 'http:' || u.protocol === 'https:') return u.href;
  } catch {
    /* below */
  }
  throw badRequest(`Not a valid http(s) URL: ${raw.slice(0, 200)}`, 'BAD_URL');
}

function sameSite(links: string[]): void {
  const origins = new Set(links.map((l) => new URL(l).hostname.replace(/^www\./, '')));
  if (origins.size > 1) throw badRequest('All links must be on the same website.', 'AI_MIXED_SITES');
}

function pageOfItems<T>(items: T[], page: number) {
  const start = (page - 1) * PAGE_SIZE;
  return { items: items.slice(start, start + PAGE_SIZE), total: items.length, page, limit: PAGE_SIZE };
}

const pageParam = (v: string | undefined) => Math.max(1, Math.min(10_000, Number.parseInt(v ?? '1', 10) || 1));

export function websiteRoutes(deps: Deps, opts: AiOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);

  app.post('/ai/api/internal-links', owner, async (c) => {
    const body = await readJson(c, InternalLinksBody);
    await ownedAiWidget(deps, c.get('owner').id, body.sessionId);
    const job = await startDiscovery(deps, opts, body.sessionId, httpUrl(body.link), body.scanType);
    return ok(c, jobRef(job), 'Scanning the website.', 202);
  });

  app.post('/ai/api/store-pages', owner, async (c) => {
    const body = await readJson(c, StorePagesBody);
    await ownedAiWidget(deps, c.get('owner').id, body.sessionId);
    const links = body.links.map(httpUrl);
    sameSite(links);
    const job = await startTrainPages(deps, opts, {
      widgetId: body.sessionId, links, kind: 'store-pages',
      extract: { includeSelectors: body.includeSelectors, excludeSelectors: body.excludeSelectors },
    });
    return ok(c, jobRef(job), TRAINING_STARTED, 202);
  });

  app.post('/ai/api/retrain-page', owner, async (c) => {
    const body = await readJson(c, RetrainPageBody);
    await ownedAiWidget(deps, c.get('owner').id, body.sessionId);
    const links = body.links.map(httpUrl);
    sameSite(links);
    const job = await startTrainPages(deps, opts, { widgetId: body.sessionId, links, kind: 'retrain-page' });
    return ok(c, jobRef(job), TRAINING_STARTED, 202);
  });

  app.post('/ai/api/retrain-domain', owner, async (c) => {
    const body = await readJson(c, RetrainDomainBody);
    await ownedAiWidget(deps, c.get('owner').id, body.sessionId);
    const domain = originOf(httpUrl(body.src));
    const rows = await deps.db.selectFrom('ai_knowledge').select('src')
      .where('widget_id', '=', body.sessionId).where('kind', '=', 'page').where('domain', '=', domain).execute();
    if (rows.length === 0) throw notFound('No trained pages on this website.', 'AI_DOMAIN_NOT_FOUND');
    const job = await startTrainPages(deps, opts, { widgetId: body.sessionId, links: rows.map((r) => r.src), kind: 'retrain-domain', src: domain });
    return ok(c, jobRef(job), TRAINING_STARTED, 202);
  });

  app.get('/ai/api/jobs/:id', owner, async (c) => {
    const row = await getJob(deps, c.req.param('id'));
    if (!row) throw notFound('Job not found.', 'AI_JOB_NOT_FOUND');
    await ownedAiWidget(deps, c.get('owner').id, row.widget_id);
    let items = JSON.parse(row.items) as JobItem[];
    const src = c.req.query('src');
    const needle = (c.req.query('query') ?? c.req.query('search') ?? '').toLowerCase();
    if (src) items = items.filter((i) => i.url.startsWith(src));
    if (needle) items = items.filter((i) => i.url.toLowerCase().includes(needle) || (i.title ?? '').toLowerCase().includes(needle));
    if (c.req.query('unique') === 'true') items = [...new Map(items.map((i) => [i.url, i])).values()];
    return ok(c, { ...toJobDto(row), ...pageOfItems(items, pageParam(c.req.query('page'))) });
  });

  app.get('/ai/api/link-jobs/:url{.+}', owner, async (c) => {
    const sessionId = c.req.query('sessionId') ?? '';
    await ownedAiWidget(deps, c.get('owner').id, sessionId);
    const domain = originOf(httpUrl(decodeURIComponent(c.req.param('url'))));
    const row = await latestJobFor(deps, sessionId, domain, 'internal-links');
    if (!row) return ok(c, { job: null, links: [], total: 0 });
    const scanType = c.req.query('scanType');
    if (scanType && row.scan_type !== scanType) return ok(c, { job: null, links: [], total: 0 });
    const links = (JSON.parse(row.items) as JobItem[]).filter((i) => i.status === 'done');
    return ok(c, { job: toJobDto(row), links, total: links.length });
  });

  app.get('/ai/api/links/:url{.+}', owner, async (c) => {
    const sessionId = c.req.query('sessionId') ?? '';
    await ownedAiWidget(deps, c.get('owner').id, sessionId);
    const domain = originOf(httpUrl(decodeURIComponent(c.req.param('url'))));
    const rows = await deps.db.selectFrom('ai_knowledge')
      .select(['id', 'src', 'title', 'is_active', 'status', 'word_count', 'updated_at'])
      .where('widget_id', '=', sessionId).where('kind', '=', 'page').where('domain', '=', domain).orderBy('src').execute();
    const links = rows.map((r) => ({ id: r.id, url: r.src, title: r.title, isActive: !!r.is_active, status: r.status, wordCount: r.word_count, updatedAt: r.updated_at }));
    return ok(c, { links, total: links.length });
  });

  app.get('/ai/api/domain-status/:id', owner, async (c) => {
    const w = await ownedAiWidget(deps, c.get('owner').id, c.req.param('id'));
    const url = c.req.query('url');
    if (!url) throw badRequest('url is required.');
    return ok(c, await domainStatus(deps, w.id, httpUrl(url)));
  });

  app.get('/ai/api/domain-statuses/:id', owner, async (c) => {
    const w = await ownedAiWidget(deps, c.get('owner').id, c.req.param('id'));
    const urls = (c.req.query('urls') ?? '').split(',').map((s) => s.trim()).filter(Boolean).slice(0, 100);
    const statuses = [];
    for (const u of urls) statuses.push(await domainStatus(deps, w.id, httpUrl(u)));
    return ok(c, { statuses, total: statuses.length });
  });

  const websiteTarget = async (c: Context<AppEnv>) => {
    const sessionId = c.req.query('sessionId') ?? '';
    await ownedAiWidget(deps, c.get('owner').id, sessionId);
    const domain = originOf(httpUrl(decodeURIComponent(c.req.param('src') ?? '')));
    const srcPath = c.req.query('srcPath');
    const page = srcPath ? httpUrl(new URL(srcPath, domain).href) : null;
    return { sessionId, domain, page };
  };

  app.delete('/ai/api/website/:src{.+}', owner, async (c) => {
    const { sessionId, domain, page } = await websiteTarget(c);
    let q = deps.db.deleteFrom('ai_knowledge').where('widget_id', '=', sessionId).where('kind', '=', 'page').where('domain', '=', domain);
    if (page) q = q.where('src', '=', page);
    const res = await q.executeTakeFirst();
    if (!page) await deps.db.deleteFrom('ai_sites').where('widget_id', '=', sessionId).where('domain', '=', domain).execute();
    await bumpVersion(deps, sessionId);
    return ok(c, { deleted: Number(res.numDeletedRows) }, page ? 'Page removed.' : 'Website removed.');
  });

  app.put('/ai/api/website/:src{.+}', owner, async (c) => {
    const { sessionId, domain, page } = await websiteTarget(c);
    const { isActive } = await readJson(c, WebsiteToggleBody);
    const flag = isActive ? 1 : 0;
    const now = deps.now();
    if (page) {
      const res = await deps.db.updateTable('ai_knowledge').set({ is_active: flag, updated_at: now })
        .where('widget_id', '=', sessionId).where('kind', '=', 'page').where('src', '=', page).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('Page not found.', 'AI_PAGE_NOT_FOUND');
    } else {
      const res = await deps.db.updateTable('ai_sites').set({ is_active: flag, updated_at: now })
        .where('widget_id', '=', sessionId).where('domain', '=', domain).executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) throw notFound('Website not found.', 'AI_DOMAIN_NOT_FOUND');
    }
    await bumpVersion(deps, sessionId);
    return ok(c, { isActive, url: page ?? domain });
  });

  return app;
}

