// Data schema of the `team_members` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { BIO_LENGTH, MAX_MEMBERS, MAX_TEAM_COLUMNS, memberHref, PHOTO_SHAPES, TEAM_LAYOUTS, type MemberLinkKind } from './team-members';

/** One kind's link: what memberHref renders, or empty for none. The message says what the kind takes. */
const memberLink = (kind: MemberLinkKind, message: string) =>
  z
    .string()
    .max(2048)
    .refine((v) => v.trim() === '' || memberHref(kind, v) !== undefined, { message })
    .optional();
const profile = (example: string) => memberLink('website', `An http(s) address such as ${example}, or empty for none`);

export const TeamMemberSchema = z.looseObject({
  id: itemId(),
  photo: mediaUrl().optional(),
  // The card's heading and every link's name ("Ann Lee on LinkedIn").
  name: text(120).refine((v) => v.trim() !== '', { message: 'Name the member: the card and its links are named by it' }),
  role: text(120).optional(),
  bio: text(2000).optional(),
  // Opened in the visitor's browser: mailto: and tel: only for their kinds, http(s) for the rest; never
  // javascript:, a path or another scheme.
  email: memberLink('email', 'An email address such as ann@example.com, or empty for none'),
  phone: memberLink('phone', 'A phone number such as +1 555 0100, or empty for none'),
  website: profile('https://example.com'),
  linkedin: profile('https://www.linkedin.com/in/name'),
  x: profile('https://x.com/name'),
  instagram: profile('https://www.instagram.com/name'),
  github: profile('https://github.com/name'),
});

export const TeamMembersDataSchema = typeDataSchema({
  title: text(),
  members: itemList(TeamMemberSchema, MAX_MEMBERS),
  layout: z.enum(TEAM_LAYOUTS),
  columns: z.number().int().min(1).max(MAX_TEAM_COLUMNS),
  photoShape: z.enum(PHOTO_SHAPES),
  showBios: z.boolean(),
  bioLength: z.number().int().min(BIO_LENGTH.min).max(BIO_LENGTH.max),
  bioMoreText: text(60),
  bioLessText: text(60),
});
