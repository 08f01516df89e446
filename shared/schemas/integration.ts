// SPEC §3 "Integration": a stored connection of one kind to one widget, analytics settings and the
// event tracking config that analytics integrations carry as raw data.
import * as z from 'zod';
import { GA_TAG_TYPES } from '../integrations/catalogue';
import { id, jsonRecord, shortText } from './common';

export const GaTagTypeSchema = z.enum(GA_TAG_TYPES);

/** SPEC §3: a Google-type tag has tagId and tagType (ua, ga4, gtag). */
export const GoogleAnalyticsSettingsSchema = z.object({ tagId: shortText(100).min(1), tagType: GaTagTypeSchema });
/** SPEC §3: a Mixpanel-type entry has token. */
export const MixpanelSettingsSchema = z.object({ token: shortText(200).min(1) });

/** SPEC §3: each tracked event has key, category, action, label, value, name. */
export const TrackedEventSchema = z.object({
  key: shortText(100),
  category: shortText(200).default(''),
  action: shortText(200).default(''),
  label: shortText(200).default(''),
  value: z.union([z.number(), shortText(200)]).optional(),
  name: shortText(200).default(''),
});
export type TrackedEvent = z.infer<typeof TrackedEventSchema>;

/** SPEC §3: event tracking config per analytics integration: tagId or token, tagType, events. */
export const EventTrackingConfigSchema = z
  .object({
    tagId: shortText(100).optional(),
    token: shortText(200).optional(),
    tagType: GaTagTypeSchema.optional(),
    events: z.array(TrackedEventSchema).max(200).default([]),
  })
  .refine((c) => !!(c.tagId || c.token), { message: 'Needs a tagId or a token', path: ['tagId'] });
export type EventTrackingConfig = z.infer<typeof EventTrackingConfigSchema>;

/** What an analytics integration's raw data holds (the integration settings plus tracking config). */
export const AnalyticsRawDataSchema = z.looseObject({
  tagId: shortText(100).optional(),
  tagType: GaTagTypeSchema.optional(),
  token: shortText(200).optional(),
  events: z.array(TrackedEventSchema).max(200).optional(),
});
export type AnalyticsRawData = z.infer<typeof AnalyticsRawDataSchema>;

/** An integration as the list call returns it. Secret fields are never returned (ARCHITECTURE §4). */
export const IntegrationSchema = z.looseObject({
  guid: id(),
  componentId: id(),
  type: shortText(60),
  isActive: z.boolean().default(true),
  /** Non-secret field values; secrets come back only as `{ name: true }` in `secretsSet`. */
  values: jsonRecord().default({}),
  secretsSet: z.record(z.string(), z.boolean()).default({}),
  rawData: AnalyticsRawDataSchema.optional(),
  createdAt: z.string().max(40).optional(),
  updatedAt: z.string().max(40).optional(),
  /** Form submissions and chat contacts passed on to the service: the last success and failure (ms). */
  delivery: z.object({ lastSentAt: z.number().nullable(), lastError: z.string().nullable(), lastErrorAt: z.number().nullable() }).optional(),
});
export type Integration = z.infer<typeof IntegrationSchema>;
