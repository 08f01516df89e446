// Data schema of the `social_links` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, text, typeDataSchema } from './common-data.schema';
import { MAX_SOCIAL_PROFILES, profileHref, SOCIAL_ALIGNMENTS, SOCIAL_ICON_COLORS, SOCIAL_ICON_SHAPES, SOCIAL_ICON_SIZES, SOCIAL_NETWORKS, SOCIAL_RULES } from './social-links';

export const SocialProfileSchema = z
  .looseObject({
    id: itemId(),
    network: z.enum(SOCIAL_NETWORKS),
    address: z.string().max(2048),
    label: text(100).optional(),
  })
  // Opened in the visitor's browser: only what profileHref builds (http(s) on the network's own site, a
  // username it knows, mailto: with an email address, tel: with digits), never javascript:, data: or a path.
  .superRefine((p, ctx) => {
    if (profileHref(p.network, p.address) !== null) return;
    const empty = p.address.trim() === '';
    ctx.addIssue({ code: 'custom', path: ['address'], message: empty ? `Enter the profile: ${SOCIAL_RULES[p.network].hint}` : `${SOCIAL_RULES[p.network].name} does not take this address. ${SOCIAL_RULES[p.network].hint}` });
  });

export const SocialLinksDataSchema = typeDataSchema({
  title: text(),
  profiles: itemList(SocialProfileSchema, MAX_SOCIAL_PROFILES),
  iconSize: z.enum(SOCIAL_ICON_SIZES),
  iconShape: z.enum(SOCIAL_ICON_SHAPES),
  iconColors: z.enum(SOCIAL_ICON_COLORS),
  showProfileNames: z.boolean(),
  iconAlignment: z.enum(SOCIAL_ALIGNMENTS),
});
