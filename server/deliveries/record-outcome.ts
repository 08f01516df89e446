// What became of the last thing an integration was asked to do (pass a submission on, open a payment),
// written on its row so the builder can show the owner a failure in the service's own words.
import type { Deps } from '../deps';

export async function recordOutcome(deps: Deps, integrationId: string, error: string | null): Promise<void> {
  await deps.db
    .updateTable('integrations')
    .set(error === null ? { delivered_at: deps.now() } : { delivery_error: error, delivery_error_at: deps.now() })
    .where('id', '=', integrationId)
    .execute();
}
