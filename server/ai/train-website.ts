// Website training and discovery jobs: store-pages, retrain-page, retrain-domain (fetch, extract, store
// each page, then refresh the site's design and the index) and internal-links (discover the site's
// pages without training). Jobs run in the background; their progress is written after every page.
import type { Deps } from '../deps';
import type { AiOptions } from './ai-options';
import { crawlSite, type PageEvent } from './crawler/crawl-site';
import type { ExtractOptions } from './engine/extract-html';
import { runJob } from './job-runner';
import { bumpVersion, originOf, upsertKnowledge } from './store/knowledge-store';
import { createJob, type JobItem, type JobKind, updateJob } from './store/job-store';
import { upsertSite } from './store/site-store';
import { analyzeDesign } from './website-design';

export interface TrainPagesInput {
  widgetId: string;
  links: string[];
  kind: JobKind;
  /** Job src: the site origin (what link-jobs and domain-status look up). */
  src?: string;
  extract?: ExtractOptions;
}

function progressTracker(deps: Deps, jobId: string, total: number) {
  const items: JobItem[] = [];
  let done = 0;
  let failed = 0;
  let grown = total;
  return {
    items,
    async record(ev: PageEvent, title?: string) {
      if (ev.status === 'done') done++;
      else failed++;
      items.push(ev.status === 'done' ? { url: ev.url, status: 'done', title } : { url: ev.url, status: 'failed', error: ev.error });
      grown = Math.max(grown, done + failed);
      await updateJob(deps, jobId, { done, failed, total: grown, items });
    },
    counts: () => ({ done, failed, total: grown }),
  };
}

export async function startTrainPages(deps: Deps, opts: AiOptions, input: TrainPagesInput) {
  const src = input.src ?? originOf(input.links[0]);
  const job = await createJob(deps, input.widgetId, input.kind, src, input.links.length, 'pages');
  runJob(deps, job.id, async () => {
    await updateJob(deps, job.id, { status: 'running' });
    const track = progressTracker(deps, job.id, input.links.length);
    const css: string[] = [];
    const result = await crawlSite({
      ...opts.crawl,
      start: input.links,
      follow: false,
      allowHosts: deps.config.fetchAllowHosts,
      extract: input.extract,
      onPage: async (ev) => {
        if (ev.status === 'done') {
          css.push(ev.page.css);
          await upsertKnowledge(deps, {
            widgetId: input.widgetId, kind: 'page', src: ev.url, type: 'page', title: ev.page.title || ev.url, url: ev.url, page: ev.page,
          });
        }
        await track.record(ev, ev.status === 'done' ? ev.page.title : undefined);
      },
    });
    const byOrigin = new Set(result.pages.map((p) => originOf(p.url)));
    for (const origin of byOrigin) await upsertSite(deps, input.widgetId, origin, analyzeDesign(css.join('\n')));
    await bumpVersion(deps, input.widgetId);
    const c = track.counts();
    await updateJob(deps, job.id, {
      status: c.done === 0 && c.failed > 0 ? 'failed' : 'done',
      error: c.done === 0 && c.failed > 0 ? 'No page could be trained.' : null,
    });
  });
  return job;
}

export async function startDiscovery(deps: Deps, opts: AiOptions, widgetId: string, link: string, scanType: string) {
  const job = await createJob(deps, widgetId, 'internal-links', originOf(link), 1, scanType);
  runJob(deps, job.id, async () => {
    await updateJob(deps, job.id, { status: 'running' });
    const track = progressTracker(deps, job.id, 1);
    await crawlSite({
      ...opts.crawl,
      start: [link],
      follow: true,
      allowHosts: deps.config.fetchAllowHosts,
      onPage: (ev) => track.record(ev, ev.status === 'done' ? ev.page.title : undefined),
    });
    const c = track.counts();
    await updateJob(deps, job.id, { status: c.done === 0 ? 'failed' : 'done', error: c.done === 0 ? 'No page could be read on this site.' : null });
  });
  return job;
}
