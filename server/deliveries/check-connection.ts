// The builder's "Check" on a connected integration that passes submissions on or takes payments: the
// service is asked whether it takes these credentials (each service's check, senders.ts and
// payments/checkout/payment-services.ts), so a wrong key shows at once rather than on the first
// visitor's submission.
import type { Deps } from '../deps';
import type { IntegrationRow } from '../integrations/integration-table';
import { DeliveryError } from './delivery-error';
import { integrationFields } from './integration-fields';
import { paymentService } from '../payments/checkout/payment-services';
import { SERVICES } from './senders';

export const hasConnectionCheck = (type: string) => type in SERVICES || !!paymentService(type);

export async function checkConnection(deps: Deps, row: IntegrationRow): Promise<{ connected: boolean; message: string }> {
  try {
    const fields = integrationFields(deps, row);
    const payment = paymentService(row.type);
    const message = payment
      ? await payment.check({ fields, config: deps.config })
      : await SERVICES[row.type]!.check({ fields, baseUrls: deps.config.deliveryBaseUrls, allowHosts: deps.config.fetchAllowHosts });
    return { connected: true, message };
  } catch (e) {
    if (e instanceof DeliveryError) return { connected: false, message: e.message };
    deps.log.error('connection check failed', { integrationId: row.id, type: row.type, error: String(e) });
    return { connected: false, message: 'The service could not be checked.' };
  }
}
