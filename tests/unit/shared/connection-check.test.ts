// The builder shows Check exactly for the kinds the server can check (shared/integrations/connection-check.ts):
// each such kind has a sender's, a payment service's or the hooks' check (Zapier, Make), or is read as a gallery's table source.
import { describe, expect, it } from 'vitest';
import { hasConnectionCheck, INTEGRATION_KINDS } from '../../../shared/integrations';
import { SERVICES } from '../../../server/deliveries/senders';
import { isHookKind } from '../../../shared/api/hooks';
import { paymentService } from '../../../server/payments/checkout/payment-services';
import { GALLERY_TABLE_KINDS } from '../../../shared/widgets/gallery-source';

const serverChecks = (kind: string) => kind in SERVICES || isHookKind(kind) || !!paymentService(kind) || (GALLERY_TABLE_KINDS as readonly string[]).includes(kind);

describe('hasConnectionCheck', () => {
  for (const { key } of INTEGRATION_KINDS) {
    it(`${key}: offered exactly when the server has a check for it`, () => {
      expect(hasConnectionCheck(key)).toBe(serverChecks(key));
    });
  }
});
