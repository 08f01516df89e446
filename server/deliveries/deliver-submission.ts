// Passes a stored form submission, or a chat visitor's new contact (chat-lead.ts), to every active
// integration of the widget that takes one (senders.ts; Zapier's and Make's hooks, server/hooks/), after
// the visitor has had their answer: a slow or failing service never loses or delays a submission.
// Each outcome is written on the integration row, so the builder can show the owner a failure. A
// failure the service may get over (no answer, 429, 5xx) is tried once more, DELIVERY_RETRY_MS later, in
// this process (a restart in between loses that second try, never the stored submission).
import { HOOK_KINDS, isHookKind } from '../../shared/api/hooks';
import type { Deps } from '../deps';
import { deliverHooks } from '../hooks/deliver-hooks';
import type { IntegrationRow } from '../integrations/integration-table';
import { integrationFields } from './integration-fields';
import { DeliveryError } from './delivery-error';
import { recordOutcome } from './record-outcome';
import { SERVICES, SUBMISSION_SENDER_KINDS } from './senders';
import type { Submission } from './submission';

async function deliverOne(deps: Deps, row: IntegrationRow, submission: Submission, retry = true): Promise<void> {
  let outcome: 'sent' | 'skipped';
  try {
    outcome = await SERVICES[row.type]!.send({
      submission,
      fields: integrationFields(deps, row),
      baseUrls: deps.config.deliveryBaseUrls,
      allowHosts: deps.config.fetchAllowHosts,
    });
  } catch (e) {
    const message = e instanceof DeliveryError ? e.message : 'The submission could not be passed on.';
    if (!(e instanceof DeliveryError)) deps.log.error('submission delivery failed', { integrationId: row.id, type: row.type, error: String(e) });
    else deps.log.warn('submission delivery refused', { integrationId: row.id, type: row.type, message });
    await recordOutcome(deps, row.id, message);
    if (retry && e instanceof DeliveryError && e.transient) {
      const again = async () => {
        // Read again: the owner may have fixed, turned off or removed the integration meanwhile.
        const now = await deps.db.selectFrom('integrations').selectAll().where('id', '=', row.id).where('is_active', '=', 1).executeTakeFirst();
        if (now) await deliverOne(deps, now, submission, false);
      };
      setTimeout(() => void again().catch((err) => deps.log.error('submission delivery retry failed', { integrationId: row.id, error: String(err) })), deps.config.deliveryRetryMs).unref();
    }
    return;
  }
  if (outcome === 'sent') await recordOutcome(deps, row.id, null);
}

export async function deliverSubmission(deps: Deps, widgetId: string, submission: Submission): Promise<void> {
  const rows = await deps.db
    .selectFrom('integrations')
    .selectAll()
    .where('widget_id', '=', widgetId)
    .where('type', 'in', [...SUBMISSION_SENDER_KINDS, ...HOOK_KINDS])
    .where('is_active', '=', 1)
    .execute();
  await Promise.all(rows.map((row) => (isHookKind(row.type) ? deliverHooks(deps, row, widgetId, submission) : deliverOne(deps, row, submission))));
}
