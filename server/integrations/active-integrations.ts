// A widget's active integrations of some kinds, oldest first: the source a gallery or an event list
// reads, the service that takes a form's payment.
import type { Deps } from '../deps';
import type { IntegrationRow } from './integration-table';

export function activeIntegrations(deps: Deps, widgetId: string, kinds: readonly string[]): Promise<IntegrationRow[]> {
  return deps.db.selectFrom('integrations').selectAll().where('widget_id', '=', widgetId).where('type', 'in', [...kinds]).where('is_active', '=', 1).orderBy('created_at').execute();
}
