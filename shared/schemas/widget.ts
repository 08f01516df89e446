// SPEC §3 "Widget (plugin instance)" with its defaults (SPEC §9 "Widget defaults"). `data` stays open:
// each widget type adds its own keys beside the common ones below (shared/widgets/<type>.schema.ts).
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../constants';
import { WIDGET_TYPES } from '../widget-types';
import { DEVICES, PRIVACY_VALUES, STATUS_VALUES, normalizeCreationSource } from '../rules/values';
import { HexColorSchema } from './color-scheme';
import { COLOR_PRESET_NAMES } from '../design/color-presets';
import { id, jsonRecord, shortText, urlish } from './common';
import { ProjectFontSchema } from './fonts';
import { MAX_OWN_FONTS } from '../design/own-font';
import { TEXT_ALIGNS, URL_MATCH_MODES } from '../widgets/common-data';

/** A widget's colours: a preset name ('1'..'14') and/or explicit colours that win over the preset's. */
export const WidgetColorSchemeSchema = z.looseObject({
  preset: z.enum(COLOR_PRESET_NAMES as [string, ...string[]]).optional(),
  text: HexColorSchema.optional(),
  background: HexColorSchema.optional(),
  accent: HexColorSchema.optional(),
});

// Every key below is optional or defaulted: stored widget data is partial and merged over its type's
// defaults (shared/widgets/<type>.ts), and the builder writes one leaf at a time (a trigger's `seconds`
// can arrive before its `active`).
const px = (max: number) => z.number().finite().min(0).max(max);

/** SPEC §3 data.styles (shared/widgets/common-data.ts WidgetStyles); unknown style keys are kept. */
export const WidgetStylesSchema = z.looseObject({
  borderRadius: px(1000).optional(),
  padding: px(1000).optional(),
  fontSize: px(200).optional(),
  maxWidth: px(100_000).optional(),
  textAlign: z.enum(TEXT_ALIGNS).optional(),
  shadow: z.boolean().optional(),
});

const toggle = z.boolean().optional();
export const DisplayRulesSchema = z.looseObject({
  devices: z.array(z.enum(DEVICES)).max(DEVICES.length).optional(),
  urlMatch: z
    .looseObject({
      mode: z.enum(URL_MATCH_MODES).optional(),
      patterns: z.array(z.string().max(2000)).max(100).optional(),
      exclude: toggle,
    })
    .optional(),
  triggers: z
    .looseObject({
      pageScroll: z.looseObject({ active: z.boolean().default(false), percentage: z.number().min(0).max(100).optional() }).prefault({}),
      delay: z.looseObject({ active: toggle, seconds: z.number().min(0).max(86_400).optional() }).optional(),
      exitIntent: z.looseObject({ active: toggle }).optional(),
    })
    .prefault({}),
  frequency: z.looseObject({ maxShows: z.number().int().min(0).max(10_000).optional() }).optional(),
});

const DeviceRewriteSchema = z.looseObject({ styles: WidgetStylesSchema.default({}), rewrites: jsonRecord().default({}) });
export const DeviceRewritesSchema = z.object(
  Object.fromEntries(DEVICES.map((d) => [d, DeviceRewriteSchema.prefault({})])) as Record<
    (typeof DEVICES)[number],
    z.ZodPrefault<typeof DeviceRewriteSchema>
  >,
);

export const WidgetDataSchema = z.looseObject({
  styles: WidgetStylesSchema.default({}),
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
  refreshInterval: z.number().int().min(0).max(86_400_000).optional(),
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
  fonts: z.array(ProjectFontSchema).max(MAX_OWN_FONTS).default([]),
  data: WidgetDataSchema.prefault({}),
});
export type Widget = z.infer<typeof WidgetSchema>;
export type WidgetInput = z.input<typeof WidgetSchema>;
