// SPEC §3 "Site visitor context", the schema twin of the bridge's SiteVisitorContext type (a type test
// pins the two together). The bridge guards it cheaply; this schema is for code that can afford zod.
import * as z from 'zod';
import { DEVICES } from '../rules/values';

const count = () => z.number().int().min(0);
const started = z.object({ started: z.number() });

export const SiteVisitorContextSchema = z.object({
  version: z.literal(1),
  country: z.string().max(100).optional(),
  language: z.string().max(40),
  timezone: z.string().max(100),
  domain: z.string().max(300),
  currentUrl: z.string().max(4096),
  currentPage: z.string().max(4096),
  device: z.enum(DEVICES),
  lastActivity: z.number(),
  scrollPercentage: z.number().min(0).max(100),
  hasExitIntent: z.boolean(),
  websiteSession: z.object({ firstVisit: z.number(), lastVisit: z.number(), clicks: count(), pages: count(), visits: count() }),
  lastElementClick: z.string().max(500).optional(),
  widgetSession: started.optional(),
  pageSession: started.optional(),
  dimensions: z.object({ width: z.number().min(0), height: z.number().min(0) }),
});
