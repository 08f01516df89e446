// Data schema of the `share_buttons` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { text, typeDataSchema } from './common-data.schema';
import { SHARE_ALIGNMENTS, SHARE_BUTTON_COLORS, SHARE_BUTTON_SIZES, SHARE_NETWORKS, sharedPage } from './share-buttons';

const networks = z
  .array(z.enum(SHARE_NETWORKS))
  .max(SHARE_NETWORKS.length)
  .superRefine((list, ctx) => {
    list.forEach((n, i) => {
      if (list.indexOf(n) !== i) ctx.addIssue({ code: 'custom', path: [i], message: `"${n}" is in the list twice` });
    });
  });

// Shared as it is (a network fetches it): an absolute http(s) address, not a path on the host's site.
const shareUrl = z
  .string()
  .max(2048)
  .refine((v) => v === '' || (/^https?:\/\//i.test(v) && sharedPage(v) !== null), {
    message: 'An http(s) address such as https://example.com/page, or empty to share the page the visitor is on',
  });

export const ShareButtonsDataSchema = typeDataSchema({
  title: text(),
  networks,
  showNames: z.boolean(),
  shareUrl,
  shareText: text(300),
  copyText: text(60),
  copiedText: text(100),
  copyFailedText: text(200),
  alignment: z.enum(SHARE_ALIGNMENTS),
  buttonSize: z.enum(SHARE_BUTTON_SIZES),
  buttonColors: z.enum(SHARE_BUTTON_COLORS),
});
