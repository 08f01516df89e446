// Building blocks of the per-type widget data schemas (shared/widgets/<type>.schema.ts): the common data
// of SPEC §3 (shared/schemas/widget.ts) plus bounded texts, ids, lists and owner URLs.
//
// Decisions, the same for every type:
// - Type keys are optional: stored data is partial and merged over the type's defaults (SPEC §7 editor
//   GET), so `{}` and `{ title: 'Hi' }` are valid. Nested objects and list items are checked whole,
//   because the frame replaces them whole (frame/widgets/common/widget-data.ts `withDefaults`).
// - Unknown keys are kept, not stripped: a newer builder or a type's next field must not be erased by
//   an older server, and the frame ignores keys it does not know. They still count towards the server's
//   256 KB / 32-level ceiling on `data` (shared/schemas/api-bodies-widget.ts).
// - Owner URLs are http(s) or relative (`webUrl`); '' is accepted where the builder leaves a new item's
//   address blank until the owner fills it.
// Zod lives here, so frame chunks import the plain `<type>.ts` files and never these.
import * as z from 'zod';
import { isEmail } from '../rules/contact-formats';
import { id, webUrl } from '../schemas/common';
import { WidgetDataSchema } from '../schemas/widget';

export { webUrl };

export const text = (max = 300) => z.string().max(max);
/** Owner rich text (sanitised when rendered): bounded only. */
export const richText = () => z.string().max(20_000);
export const itemId = id;
/** A media address the builder may leave blank in a new item. */
export const mediaUrl = () => webUrl({ allowEmpty: true });

/** Email notifications (notifications.ts): an address, or empty for the owner's account email. */
export const notificationsSchema = () =>
  z.object({
    enabled: z.boolean(),
    email: z.string().max(254).refine((v) => v === '' || isEmail(v), 'Enter an email address, or leave it empty for your account’s.'),
  });

/** Common data (SPEC §3) plus the type's own keys, all optional at the top level, unknown keys kept. */
export function typeDataSchema<S extends z.ZodRawShape>(shape: S) {
  return WidgetDataSchema.extend(shape).partial();
}

/** A bounded list of items whose `id`s are unique (the builder, masking and localization key by id). */
export function itemList<T extends z.ZodType<{ id: string }>>(item: T, max: number) {
  return z
    .array(item)
    .max(max)
    .superRefine((items, ctx) => {
      const seen = new Set<string>();
      items.forEach((it, i) => {
        if (seen.has(it.id)) ctx.addIssue({ code: 'custom', path: [i, 'id'], message: `Duplicate id "${it.id}"` });
        seen.add(it.id);
      });
    });
}
