// SPEC §3 "User" and "App list entry".
import * as z from 'zod';
import { id, shortText, urlish } from './common';

export const UserSchema = z.object({
  isAuthenticated: z.boolean().default(false),
  isPremium: z.boolean().default(false),
  fullName: shortText(200).default(''),
  thumbnail: urlish().optional(),
  guid: id().optional(),
});
export type User = z.infer<typeof UserSchema>;

export const AppListEntrySchema = z.object({
  icon: shortText(2048),
  name: shortText(200),
  serviceName: shortText(100),
  slug: shortText(200),
  type: shortText(60),
});
export type AppListEntry = z.infer<typeof AppListEntrySchema>;
