// SPEC §3 "Widget (plugin instance)" with its defaults (SPEC §9 "Widget defaults"). `data` stays open:
// each widget type adds its own keys beside the common ones below.
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../constants';
import { WIDGET_TYPES } from '../widget-types';
import { DEVICES, PRIVACY_VALUES, STATUS_VALUES, normalizeCreationSource } from '../rules/values';
import { HexColorSchema } from './color-scheme';
import { COLOR_PRESET_NAMES } from '../design/color-presets';

/** A widget's colours: a preset name ('1'..'14') and/or explicit colours that win over the preset's. */
export const WidgetColorSchemeSchema = z.looseObject({
  preset: z.enum(COLOR_PRESET_NAMES as [string, ...string[]]).optional(),
  text: HexColorSchema.optional(),
  background: HexColorSchema.optional(),
  accent: HexColorSchema.optional(),
});
import { id, jsonRecord, shortText, urlish } from './common';
import { ProjectFontSchema } from './fonts';

export const DisplayRulesSchema = z.looseObject({
  triggers: z
    .looseObject({
      pageScroll: z.looseObject({ active: z.boolean().default(false), percentage: z.number().min(0).max(100).optional() }).prefault({}),
    })
    .prefault({}),
});

const DeviceRewriteSchema = z.looseObject({ styles: jsonRecord().default({}), rewrites: jsonRecord().default({}) });
export const DeviceRewritesSchema = z.object(
  Object.fromEntries(DEVICES.map((d) => [d, DeviceRewriteSchema.prefault({})])) as Record<
    (typeof DEVICES)[number],
    z.ZodPrefault<typeof DeviceRewriteSchema>
  >,
);

export const WidgetDataSchema = z.looseObject({
  styles: jsonRecord().default({}),
  colorScheme: WidgetColorSchemeSchema.optional(),
  displayRules: DisplayRulesSchema.prefault({}),
  // Texts per language (shared/widgets/common-data.ts): { 'de-DE': { title: 'Kontakt' } }.
  localization: z
    .looseObject({
      defaultLanguage: z.string().max(20).optional(),
      languages: z.record(z.string().max(20), z.record(z.string().max(200), z.string().max(20_000))).default({}),
    })
    .prefault({}),
  deviceRewrites: DeviceRewritesSchema.prefault({}),
  customCSS: z.string().max(100_000).default(''),
  fontId: z.string().max(100).optional(),
  integrations: z.array(z.string().max(60)).max(100).default([]),
});
export type WidgetData = z.infer<typeof WidgetDataSchema>;

export const PrivacySchema = z.enum(PRIVACY_VALUES);
export const StatusSchema = z.enum(STATUS_VALUES);
export const CreationSourceSchema = z.string().max(60).default(WIDGET_DEFAULTS.creationSource).transform(normalizeCreationSource);
/** Plan features per widget (SPEC §6): values are flags or limits. */
export const PlanFeaturesSchema = z.record(z.string().max(100), z.union([z.boolean(), z.number(), z.string().max(200)]));

export const WidgetSchema = z.object({
  type: z.enum(WIDGET_TYPES),
  guid: id().optional(),
  galleryId: id().optional(),
  projectId: id().nullable().default(null),
  name: shortText(200).default(WIDGET_DEFAULTS.name),
  description: shortText(2000).default(''),
  previewImage: urlish().optional(),
  slug: shortText(200).optional(),
  modelVersion: z.number().int().min(1).default(WIDGET_DEFAULTS.modelVersion),
  privacy: PrivacySchema.default(WIDGET_DEFAULTS.privacy),
  status: StatusSchema.default(WIDGET_DEFAULTS.status),
  creationSource: CreationSourceSchema,
  planFeatures: PlanFeaturesSchema.default({}),
  fonts: z.array(ProjectFontSchema).max(50).default([]),
  data: WidgetDataSchema.prefault({}),
});
export type Widget = z.infer<typeof WidgetSchema>;
export type WidgetInput = z.input<typeof WidgetSchema>;
