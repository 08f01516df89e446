// Editor POST/PUT bodies (SPEC §7 "Widgets") with SPEC §9 defaults. Here `data` is only bounded: a plain
// object, at most 256 KB of JSON, 32 levels deep. Its keys are checked against the widget type's schema
// (shared/widgets/<type>.schema.ts) by validate-widget-data.ts once the type is known.
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../../shared/constants';
import { urlish } from '../../shared/schemas/common';
import { CreationSourceSchema, PrivacySchema, StatusSchema } from '../../shared/schemas/widget';

export const MAX_DATA_BYTES = 256 * 1024;
const MAX_DEPTH = 32;

function depth(v: unknown, d = 0): number {
  if (d > MAX_DEPTH || typeof v !== 'object' || v === null) return d;
  let max = d;
  for (const x of Object.values(v)) max = Math.max(max, depth(x, d + 1));
  return max;
}

export const WidgetDataInput = z
  .looseObject({})
  .superRefine((v, ctx) => {
    if (Buffer.byteLength(JSON.stringify(v)) > MAX_DATA_BYTES) {
      ctx.addIssue({ code: 'custom', message: `Widget data must be at most ${MAX_DATA_BYTES / 1024} KB.` });
    } else if (depth(v) > MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `Widget data is nested more than ${MAX_DEPTH} levels deep.` });
    }
  });

const name = z.string().trim().max(200);
const description = z.string().max(2000);
const privacy = PrivacySchema;
const status = StatusSchema;
const modelVersion = z.number().int().min(1).max(1000);
const projectId = z.string().trim().min(1).max(128).nullable();
const previewImage = urlish().nullable();

export const CreateWidgetBody = z.object({
  data: WidgetDataInput.default({}),
  name: name.default(WIDGET_DEFAULTS.name).transform((v) => v || WIDGET_DEFAULTS.name),
  projectId: projectId.optional().transform((v) => v ?? null),
  description: description.default(''),
  privacy: privacy.default(WIDGET_DEFAULTS.privacy),
  modelVersion: modelVersion.default(WIDGET_DEFAULTS.modelVersion),
  status: status.default(WIDGET_DEFAULTS.status),
  previewImage: previewImage.optional(),
  creationSource: CreationSourceSchema,
});
export type CreateWidgetBody = z.output<typeof CreateWidgetBody>;

export const UpdateWidgetBody = z.object({
  data: WidgetDataInput.optional(),
  name: name.min(1, 'Name must not be empty.').optional(),
  description: description.optional(),
  privacy: privacy.optional(),
  modelVersion: modelVersion.optional(),
  status: status.optional(),
  projectId: projectId.optional(),
  previewImage: previewImage.optional(),
});
export type UpdateWidgetBody = z.output<typeof UpdateWidgetBody>;
