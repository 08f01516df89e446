// SPEC §3 "Context": what the frame knows about where and how it runs.
import * as z from 'zod';
import { DEFAULT_APP_TYPE } from '../constants';
import { MODES } from '../rules/values';
import { ProjectFontSchema } from './fonts';

export const ContextSchema = z.object({
  appType: z.string().max(40).default(DEFAULT_APP_TYPE),
  mode: z.enum(MODES).optional(),
  widgetId: z.string().max(100).optional(),
  projectId: z.string().max(100).optional(),
  tempSlug: z.string().max(200).optional(),
  whiteLabel: z.object({ enabled: z.boolean().default(false), platform: z.string().max(60).optional() }).prefault({}),
  platform: z.string().max(60).optional(),
  appId: z.string().max(100).optional(),
  /** How many frames deep the widget sits (0 top-level). */
  frameDistance: z.number().int().min(0).default(0),
  inViewport: z.boolean().default(false),
  reportedEvents: z.array(z.string().max(200)).default([]),
  isInFrame: z.boolean().default(false),
  language: z.string().max(40).optional(),
  dimensions: z.object({ width: z.number().min(0), height: z.number().min(0) }).optional(),
  siteVisitorId: z.string().max(100).optional(),
  sessionId: z.string().max(100).optional(),
  projectFonts: z.array(ProjectFontSchema).default([]),
});
export type Context = z.infer<typeof ContextSchema>;
