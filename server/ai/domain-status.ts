// Training status of one website for the builder: not-trained, training, trained or failed, with page
// counts and the website analysis id.
import type { Deps } from '../deps';
import { originOf } from './store/knowledge-store';
import { latestJobFor, toJobDto } from './store/job-store';

export async function domainStatus(deps: Deps, widgetId: string, url: string) {
  const domain = originOf(url);
  const [pages, site, job] = await Promise.all([
    deps.db.selectFrom('ai_knowledge').select(['is_active']).where('widget_id', '=', widgetId).where('kind', '=', 'page').where('domain', '=', domain).execute(),
    deps.db.selectFrom('ai_sites').select(['is_active', 'analysis_id']).where('widget_id', '=', widgetId).where('domain', '=', domain).executeTakeFirst(),
    latestJobFor(deps, widgetId, domain),
  ]);
  const running = job && (job.status === 'queued' || job.status === 'running');
  const status = running ? 'training' : pages.length ? 'trained' : job?.status === 'failed' ? 'failed' : 'not-trained';
  return {
    url,
    domain,
    status,
    isActive: site ? !!site.is_active : false,
    pages: pages.length,
    activePages: pages.filter((p) => p.is_active).length,
    analysisId: site?.analysis_id ?? null,
    job: job ? toJobDto(job) : null,
  };
}
