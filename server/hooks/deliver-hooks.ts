// Posts a submission or chat contact to every hook of a zapier or make integration (deliver-submission.ts
// calls it for those kinds). Each hook keeps its own outcome; the integration's row gets the last failure
// naming the hook's host, or the time it went through, as the other services' do. A hook that answers
// 410 Gone belongs to a Zap or scenario that was deleted or turned off without unsubscribing: it is
// dropped, as Zapier's REST hook convention asks. A failure the service may get over is tried once more.
import { kindLabel } from '../../shared/integrations';
import { postWebhook } from '../deliveries/channel';
import { DeliveryError } from '../deliveries/delivery-error';
import { recordOutcome } from '../deliveries/record-outcome';
import type { Submission } from '../deliveries/submission';
import type { Deps } from '../deps';
import { newId } from '../auth/tokens';
import type { IntegrationRow } from '../integrations/integration-table';
import { hookPayload } from './hook-payload';
import { openHookUrl } from './hook-store';
import type { IntegrationHookRow } from './hook-table';

type Outcome = 'sent' | 'gone' | { error: string };

async function postOnce(deps: Deps, label: string, hook: IntegrationHookRow, payload: unknown, retry: boolean): Promise<Outcome> {
  try {
    await postWebhook(label, openHookUrl(deps, hook), payload, deps.config.fetchAllowHosts);
  } catch (e) {
    if (e instanceof DeliveryError && e.status === 410) {
      await deps.db.deleteFrom('integration_hooks').where('id', '=', hook.id).execute();
      deps.log.info('hook dropped: it answered 410 Gone', { hookId: hook.id, host: hook.host });
      return 'gone';
    }
    const message = e instanceof DeliveryError ? `${e.message} (${hook.host})` : `The submission could not be passed on (${hook.host}).`;
    if (!(e instanceof DeliveryError)) deps.log.error('hook delivery failed', { hookId: hook.id, error: String(e) });
    await deps.db.updateTable('integration_hooks').set({ error: message, error_at: deps.now() }).where('id', '=', hook.id).execute();
    if (retry && e instanceof DeliveryError && e.transient) {
      await new Promise((r) => setTimeout(r, deps.config.deliveryRetryMs).unref());
      // Read again: the Zap may have been turned off meanwhile.
      const now = await deps.db.selectFrom('integration_hooks').selectAll().where('id', '=', hook.id).executeTakeFirst();
      if (now) return postOnce(deps, label, now, payload, false);
    }
    return { error: message };
  }
  await deps.db.updateTable('integration_hooks').set({ sent_at: deps.now() }).where('id', '=', hook.id).execute();
  return 'sent';
}

export async function deliverHooks(deps: Deps, row: IntegrationRow, widgetId: string, submission: Submission): Promise<void> {
  const hooks = await deps.db.selectFrom('integration_hooks').selectAll().where('integration_id', '=', row.id).execute();
  if (!hooks.length) return;
  const label = kindLabel(row.type);
  const payload = hookPayload(widgetId, submission, submission.id ?? newId(), submission.at ?? deps.now());
  const outcomes = await Promise.all(hooks.map((h) => postOnce(deps, label, h, payload, true)));
  const failed = outcomes.find((o): o is { error: string } => typeof o === 'object');
  if (failed) await recordOutcome(deps, row.id, failed.error);
  else if (outcomes.includes('sent')) await recordOutcome(deps, row.id, null);
}
