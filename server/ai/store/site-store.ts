// Crawled sites of a widget: the per-site isActive toggle and the website analysis (design from CSS).
import { newId } from '../../auth/tokens';
import type { Deps } from '../../deps';
import type { SiteDesign } from '../website-design';

export async function upsertSite(deps: Deps, widgetId: string, domain: string, design: SiteDesign | null): Promise<string> {
  const now = deps.now();
  const existing = await deps.db.selectFrom('ai_sites').select(['analysis_id']).where('widget_id', '=', widgetId).where('domain', '=', domain).executeTakeFirst();
  if (existing) {
    if (design) {
      await deps.db.updateTable('ai_sites').set({ design: JSON.stringify(design), updated_at: now })
        .where('widget_id', '=', widgetId).where('domain', '=', domain).execute();
    }
    return existing.analysis_id;
  }
  const analysisId = newId();
  await deps.db
    .insertInto('ai_sites')
    .values({ widget_id: widgetId, domain, is_active: 1, analysis_id: analysisId, design: JSON.stringify(design ?? {}), created_at: now, updated_at: now })
    .onConflict((oc) => oc.columns(['widget_id', 'domain']).doNothing())
    .execute();
  return analysisId;
}

export async function getSite(deps: Deps, widgetId: string, domain: string) {
  return deps.db.selectFrom('ai_sites').selectAll().where('widget_id', '=', widgetId).where('domain', '=', domain).executeTakeFirst();
}
