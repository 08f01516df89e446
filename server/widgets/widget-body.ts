// Editor POST/PUT bodies (SPEC §7 "Widgets") with SPEC §9 defaults. `data` is kept open per type (each
// type owns its keys) but bounded: a plain object, at most 256 KB of JSON, 32 levels deep, and the
// common keys typed.
import * as z from 'zod';
import { WIDGET_DEFAULTS } from '../../shared/constants';
import { normalizeCreationSource, PRIVACY_VALUES, STATUS_VALUES } from '../../shared/rules/values';

export const MAX_DATA_BYTES = 256 * 1024;
const MAX_DEPTH = 32;

function depth(v: unknown, d = 0): number {
  if (d > MAX_DEPTH || typeof v !== 'object' || v === null) return d;
  let max = d;
  for (const x of Object.values(v)) max = Math.max(max, depth(x, d + 1));
  return max;
}

export const WidgetDataInput = z
  .looseObject({
    customCSS: z.string().max(100_000).optional(),
    fontId: z.string().max(100).optional(),
    integrations: z.array(z.string().max(60)).max(100).optional(),
    styles: z.record(z.string(), z.unknown()).optional(),
  })
  .superRefine((v, ctx) => {
    if (Buffer.byteLength(JSON.stringify(v)) > MAX_DATA_BYTES) {
      ctx.addIssue({ code: 'custom', message: `Widget data must be at most ${MAX_DATA_BYTES / 1024} KB.` });
    } else if (depth(v) > MAX_DEPTH) {
      ctx.addIssue({ code: 'custom', message: `Widget data is nested more than ${MAX_DEPTH} levels deep.` });
    }
  });

const name = z.string().trim().max(200);
const description = z.string().max(2000);
const privacy = z.enum(PRIVACY_VALUES);
const status = z.enum(STATUS_VALUES);
const modelVersion = z.number().int().min(1).max(1000);
const projectId = z.string().trim().min(1).max(128).nullable();
const previewImage = z
  .string()
  .max(2048)
  .refine((v) => /^(https?:\/\/|\/)/i.test(v), { message: 'Must be an http(s) URL or a path starting with /' })
  .nullable();

export const CreateWidgetBody = z.object({
  data: WidgetDataInput.default({}),
  name: name.default(WIDGET_DEFAULTS.name).transform((v) => v || WIDGET_DEFAULTS.name),
  projectId: projectId.optional().transform((v) => v ?? null),
  description: description.default(''),
  privacy: privacy.default(WIDGET_DEFAULTS.privacy),
  modelVersion: modelVersion.default(WIDGET_DEFAULTS.modelVersion),
  status: status.default(WIDGET_DEFAULTS.status),
  previewImage: previewImage.optional(),
  creationSource: z.string().max(60).default(WIDGET_DEFAULTS.creationSource).transform(normalizeCreationSource),
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
