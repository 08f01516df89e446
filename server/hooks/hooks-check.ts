// The builder's Check of a zapier or make integration: which Zaps or scenarios take the widget's
// submissions, or what the owner does to have one. Nothing is posted: a test post would run their Zaps.
import { HOOK_NOUNS, type HookKind } from '../../shared/api/hooks';
import { kindLabel } from '../../shared/integrations';
import type { Deps } from '../deps';

export async function hooksCheck(deps: Deps, integrationId: string, type: HookKind): Promise<{ connected: boolean; message: string }> {
  const { n } = await deps.db
    .selectFrom('integration_hooks')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('integration_id', '=', integrationId)
    .executeTakeFirstOrThrow();
  const count = Number(n);
  const noun = HOOK_NOUNS[type];
  const label = kindLabel(type);
  if (!count) return { connected: false, message: `No ${noun} takes this widget’s submissions yet: add its hook’s address here, or turn one on in ${label} with an API key from the builder’s home.` };
  return { connected: true, message: `Connected: ${count} ${noun}${count === 1 ? '' : 's'} ${count === 1 ? 'takes' : 'take'} this widget’s submissions.` };
}
