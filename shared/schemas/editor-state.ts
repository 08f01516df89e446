// SPEC §3 "Editor state" with SPEC §9 defaults (theme dark, sidebar 70, drawer 401).
import * as z from 'zod';
import { DEFAULT_THEME, DRAWER_SIZE, SIDEBAR_SIZE } from '../constants';
import { DEVICES, THEMES } from '../rules/values';
import { jsonRecord } from './common';
import { AppListEntrySchema } from './user';

export const EditorStateSchema = z.object({
  // Save state (SPEC §4 "Editor save state").
  isSaved: z.boolean().default(false),
  isChanged: z.boolean().default(false),
  saving: z.boolean().default(false),
  hasError: z.boolean().default(false),
  // History: snapshots of the widget, newest last.
  undoHistory: z.array(z.unknown()).default([]),
  redoHistory: z.array(z.unknown()).default([]),
  // Layout.
  theme: z.enum(THEMES).default(DEFAULT_THEME),
  sidebarSize: z.number().default(SIDEBAR_SIZE),
  drawerSize: z.number().default(DRAWER_SIZE),
  // Content.
  premiumMessage: z.string().nullable().default(null),
  integrations: z.array(z.string()).default([]),
  appsList: z.array(AppListEntrySchema).default([]),
  showOnboarding: z.boolean().default(false),
  // Editing context.
  deviceEditingMode: z.enum(DEVICES).default('desktop'),
  aiEditorMode: z.boolean().default(false),
  activeSections: z.array(z.string()).default([]),
  activeEntity: z.string().nullable().default(null),
  // Counters and popups.
  submissionCounters: z
    .object({ state: z.enum(['idle', 'loading', 'loaded']).default('idle'), counters: z.record(z.string(), z.number()).default({}) })
    .prefault({}),
  popups: z.object({ projectSelection: z.boolean().default(false), login: z.boolean().default(false) }).prefault({}),
  extra: jsonRecord().optional(),
});
export type EditorState = z.infer<typeof EditorStateSchema>;
