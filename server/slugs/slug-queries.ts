// Lookups other areas use: the frame document for /t/{tempSlug} and host-based serving of a verified
// custom domain. Neither consumes anything.
import type { Deps } from '../deps';

export async function findOneTimeSlug(deps: Deps, slug: string): Promise<string | null> {
  if (!/^[A-Za-z0-9_-]{8,64}$/.test(slug)) return null;
  const row = await deps.db
    .selectFrom('one_time_slugs')
    .select('widget_id')
    .where('slug', '=', slug)
    .where('expires_at', '>', deps.now())
    .executeTakeFirst();
  return row?.widget_id ?? null;
}

export async function widgetIdForDomain(deps: Deps, host: string): Promise<string | null> {
  const domain = host.toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  const row = await deps.db
    .selectFrom('custom_domains')
    .select('widget_id')
    .where('domain', '=', domain)
    .where('verified_at', 'is not', null)
    .executeTakeFirst();
  return row?.widget_id ?? null;
}
