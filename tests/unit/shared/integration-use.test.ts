// What each integration kind does for each widget type (shared/integrations/integration-use.ts), checked
// against the code that does it: the submission senders and hooks, the gallery sources, masking, the spam checks
// and the analytics tags. A kind the builder says a type uses must be used by it, and the other way.
import { describe, expect, it } from 'vitest';
import { INTEGRATION_KINDS, integrationUse, isAnalyticsIntegration } from '../../../shared/integrations';
import { MASKED_PROPERTIES, URL_MASKING_KEY } from '../../../shared/rules/masking';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { CALENDAR_SOURCE_KINDS } from '../../../shared/widgets/event-list';
import { GALLERY_SOURCE_KINDS } from '../../../shared/widgets/gallery-source';
import { FEED_SOURCE_KINDS } from '../../../shared/widgets/news-feed';
import { SUBMISSION_SENDER_KINDS } from '../../../server/deliveries/senders';
import { isHookKind } from '../../../shared/api/hooks';
import { PAYMENT_KIND_LIST } from '../../../server/payments/checkout/payment-services';

/** Where each use lives in the code, as (kind, widget type) pairs. */
function used(kind: string, type: string): boolean {
  if (SUBMISSION_SENDER_KINDS.includes(kind) || isHookKind(kind)) return type === 'form' || type === 'ai_chat'; // forms/routes.ts, ai/chat-routes.ts (hooks/deliver-hooks.ts)
  if ((FEED_SOURCE_KINDS as readonly string[]).includes(kind) && type === 'news_feed') return true; // integrations/feed-posts.ts
  if ((GALLERY_SOURCE_KINDS as readonly string[]).includes(kind)) return type === 'image_gallery'; // integrations/gallery-source.ts
  if ((CALENDAR_SOURCE_KINDS as readonly string[]).includes(kind)) return type === 'event_list'; // integrations/calendar-events.ts
  if (kind === URL_MASKING_KEY) return type in MASKED_PROPERTIES; // masking/mask-map.ts
  if (kind === 'recaptcha' || kind === 'oopspam') return type === 'form'; // forms/spam-guard.ts
  if (PAYMENT_KIND_LIST.includes(kind)) return type === 'form'; // payments/form-payment.ts
  return isAnalyticsIntegration(kind); // frame/viewer/integrations-runtime.ts, for every type
}

describe('integrationUse', () => {
  for (const type of WIDGET_TYPES) {
    it(`${type}: names a use exactly for the kinds it puts to use`, () => {
      const said = INTEGRATION_KINDS.filter((k) => integrationUse(k.key, type)).map((k) => k.key);
      expect(said).toEqual(INTEGRATION_KINDS.filter((k) => used(k.key, type)).map((k) => k.key));
    });
  }
});
