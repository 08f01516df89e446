// Editor POST/PUT bodies (SPEC §7 "Widgets") with SPEC §9 defaults: what the server validates and the
// clients send. Here `data` is only bounded: a plain object, at most 256 KB of JSON, 32 levels deep. Its
// keys are checked against the widget type's schema (shared/widgets/<type>.schema.ts) once the type is
// known (server/widgets/validate-widget-data.ts); data is stored as sent, unknown keys included.
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../constants';
import { urlish } from './common';
import { CreationSourceSchema, PrivacySchema, StatusSchema } from './widget';
import { ProjectFontSchema } from './fonts';
import { MAX_OWN_FONTS } from '../design/own-font';

export const MAX_WIDGET_DATA_BYTES = 256 * 1024;
export const MAX_WIDGET_DATA_DEPTH = 32;

function depth(v: unknown, d = 0): number {
  if (d > MAX_WIDGET_DATA_DEPTH || typeof v !== 'object' || v === null) return d;
  let max = d;
  for (const x of Object.values(v)) max = Math.max(max, depth(x, d + 1));
  return max;
}

export const WidgetDataInput = z.looseObject({}).superRefine((v, ctx) => {
  if (new TextEncoder().encode(JSON.stringify(v)).length > MAX_WIDGET_DATA_BYTES) {
    ctx.addIssue({ code: 'custom', message: `Widget data must be at most ${MAX_WIDGET_DATA_BYTES / 1024} KB.` });
  } else if (depth(v) > MAX_WIDGET_DATA_DEPTH) {
    ctx.addIssue({ code: 'custom', message: `Widget data is nested more than ${MAX_WIDGET_DATA_DEPTH} levels deep.` });
  }
});

const name = z.string().trim().max(200);
const description = z.string().max(2000);
const modelVersion = z.number().int().min(1).max(1000);
const projectId = z.string().trim().min(1).max(128).nullable();
const previewImage = urlish().nullable();
/** The widget's own fonts; the guid is the builder's, unique within the widget. */
const fonts = z
  .array(ProjectFontSchema)
  .max(MAX_OWN_FONTS, `A widget can hold at most ${MAX_OWN_FONTS} fonts of its own.`)
  .refine((fs) => new Set(fs.map((f) => f.guid)).size === fs.length, { message: 'Two fonts have the same id.' });

export const WidgetCreateBody = z.object({
  data: WidgetDataInput.default({}),
  name: name.default(WIDGET_DEFAULTS.name).transform((v) => v || WIDGET_DEFAULTS.name),
  projectId: projectId.optional().transform((v) => v ?? null),
  description: description.default(''),
  privacy: PrivacySchema.default(WIDGET_DEFAULTS.privacy),
  modelVersion: modelVersion.default(WIDGET_DEFAULTS.modelVersion),
  status: StatusSchema.default(WIDGET_DEFAULTS.status),
  previewImage: previewImage.optional(),
  fonts: fonts.default([]),
  creationSource: CreationSourceSchema,
});
export type WidgetCreateBody = z.output<typeof WidgetCreateBody>;
export type WidgetCreateBodyInput = z.input<typeof WidgetCreateBody>;

export const WidgetUpdateBody = z.object({
  data: WidgetDataInput.optional(),
  name: name.min(1, 'Name must not be empty.').optional(),
  description: description.optional(),
  privacy: PrivacySchema.optional(),
  modelVersion: modelVersion.optional(),
  status: StatusSchema.optional(),
  projectId: projectId.optional(),
  previewImage: previewImage.optional(),
  fonts: fonts.optional(),
});
export type WidgetUpdateBody = z.output<typeof WidgetUpdateBody>;
export type WidgetUpdateBodyInput = z.input<typeof WidgetUpdateBody>;
