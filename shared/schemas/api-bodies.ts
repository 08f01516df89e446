// The HTTP request bodies and queries of SPEC §7 that the server validates with and the clients send.
// Named <Area><Call>Body / Query. AI bodies are in api-bodies-ai.ts.
import * as z from 'zod';
import { validateIntegration } from '../integrations/validate';
import { INTEGRATION_KEYS } from '../integrations/catalogue';
import { REPORT_GROUPS } from '../constants';
import { id, shortText, widgetId } from './common';
import { CustomDomainSchema } from './cart';

// Payments (SPEC §7 "Payments").
export const PaypalSignupUrlBody = z.object({ widgetId: widgetId(), platform: shortText(64).optional(), serviceName: shortText(64).optional() });
export const PaypalSignupStatusBody = PaypalSignupUrlBody.extend({
  merchantId: z.string().regex(/^[A-Za-z0-9]{5,32}$/, 'merchantId is not a PayPal merchant id'),
});

// Widgets (SPEC §7 "Widgets"): the editor POST/PUT bodies are in api-bodies-widget.ts.
export * from './api-bodies-widget';

const csv = z.string().max(2000).transform((s) => s.split(',').map((x) => x.trim()).filter(Boolean));
export const WidgetInstancesQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  search: shortText(200).optional(),
  widgetId: id().optional(),
  pluginType: shortText(60).optional(),
  exclude: csv.optional(),
  include: csv.optional(),
  projectId: id().optional(),
});

// Slugs and custom domains.
export const UpdateSlugBody = z.object({ slug: z.string().min(1).max(200).regex(/^[a-z0-9][a-z0-9-]*$/i, 'Use letters, digits and hyphens') });
export const CustomDomainBody = z.object({ domain: CustomDomainSchema });

// Events (SPEC §7 GET /api/v1/event/report/{widgetId}).
export const EventReportQuery = z.object({
  groupType: z.enum(REPORT_GROUPS),
  eventType: shortText(60).min(1),
  refUrl: z.string().max(4096).optional(),
  eventVersion: shortText(20).optional(),
  eventSubType: shortText(200).optional(),
  entityPath: shortText(500).optional(),
});

// Integrations: the body names its kind in `type` (ARCHITECTURE §3.6) and carries the catalogue's fields
// flat beside componentId (SPEC §7). Field rules come from validateIntegration, reported at the field path.
export const IntegrationCreateBody = z
  .looseObject({ type: z.enum(INTEGRATION_KEYS as [string, ...string[]]), componentId: id().optional() })
  .superRefine((body, ctx) => {
    for (const e of validateIntegration(body.type, body)) ctx.addIssue({ code: 'custom', path: e.field ? [e.field] : ['type'], message: e.message, params: { code: e.code } });
  });
/** PUT: fields left out keep their stored value, so only the given ones are checked. */
export const IntegrationUpdateBody = z.looseObject({ isActive: z.boolean().optional() });
export type IntegrationCreateBodyInput = z.input<typeof IntegrationCreateBody>;
