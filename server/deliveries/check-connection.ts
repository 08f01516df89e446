// The builder's "Check" of a connected integration (the kinds of shared/integrations/connection-check.ts:
// it passes submissions on, takes payments or feeds a gallery from its tables): the service is asked
// whether it takes these credentials (each service's check, senders.ts and
// payments/checkout/payment-services.ts; for a table source, the listing of its tables), so a wrong key
// shows at once rather than on the first visitor's submission. Zapier and Make have no credentials: their
// check counts the hooks that take the submissions (hooks/hooks-check.ts).
import { isHookKind } from '../../shared/api/hooks';
import { GALLERY_TABLE_NOUNS } from '../../shared/widgets/gallery-source';
import type { Deps } from '../deps';
import { hooksCheck } from '../hooks/hooks-check';
import type { IntegrationRow } from '../integrations/integration-table';
import { SourceError } from '../integrations/sources/source-error';
import { tableSourceOf } from '../integrations/table-apis/table-apis';
import { OAuthError } from '../oauth';
import { paymentService } from '../payments/checkout/payment-services';
import { DeliveryError } from './delivery-error';
import { integrationFields } from './integration-fields';
import { SERVICES } from './senders';

function tablesFound(type: string, n: number): string {
  const noun = GALLERY_TABLE_NOUNS[type as keyof typeof GALLERY_TABLE_NOUNS];
  return n ? `Connected: ${n} ${noun}${n === 1 ? '' : 's'} to pick from in Content.` : `Connected, but there is no ${noun} to pick from yet.`;
}

export async function checkConnection(deps: Deps, row: IntegrationRow): Promise<{ connected: boolean; message: string }> {
  try {
    if (isHookKind(row.type)) return await hooksCheck(deps, row.id, row.type);
    const tables = tableSourceOf(deps, row);
    if (tables) return { connected: true, message: tablesFound(row.type, (await tables.tables()).length) };
    const fields = integrationFields(deps, row);
    const payment = paymentService(row.type);
    const message = payment
      ? await payment.check({ fields, config: deps.config })
      : await SERVICES[row.type]!.check({ fields, baseUrls: deps.config.deliveryBaseUrls, allowHosts: deps.config.fetchAllowHosts });
    return { connected: true, message };
  } catch (e) {
    if (e instanceof DeliveryError || e instanceof SourceError || e instanceof OAuthError) return { connected: false, message: e.message };
    deps.log.error('connection check failed', { integrationId: row.id, type: row.type, error: String(e) });
    return { connected: false, message: 'The service could not be checked.' };
  }
}
