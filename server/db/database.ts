// The Database interface for Kysely: one entry per table. Other areas add their tables here, one line
// each, with the row interface in their own folder. Timestamps are epoch milliseconds (bigint columns,
// read as numbers on both dialects); JSON is stored as text.
import type { Generated } from 'kysely';

export interface OwnerTable {
  id: string;
  email: string;
  full_name: string;
  password_hash: string;
  is_premium: number;
  created_at: number;
  /** The white-label brand's name (server/white-label/); null when the owner has none. */
  white_label_name: Generated<string | null>;
  white_label_url: Generated<string>;
}

export interface SessionTable {
  /** sha256 of the cookie token; the token itself is never stored. */
  id: string;
  owner_id: string;
  created_at: number;
  expires_at: number;
}

export interface ApiKeyTable {
  id: string;
  owner_id: string;
  name: string;
  /** sha256 of the key; keys are 256-bit random so a fast hash is enough. */
  key_hash: string;
  last4: string;
  created_at: number;
  last_used_at: number | null;
  revoked_at: number | null;
}

export interface WidgetTable {
  id: string;
  owner_id: string;
  type: string;
  name: string;
  description: string;
  project_id: string | null;
  /** A second public id for gallery/landing pages (/lp/{galleryId}). */
  gallery_id: string;
  preview_image: string | null;
  slug: string | null;
  privacy: string;
  status: string;
  model_version: number;
  creation_source: string;
  /** The platform the widget was created for (wix, ...) or 'plugin'. */
  platform: string;
  /** Wix viewer lookups: the site the widget was created for. */
  site_url: string | null;
  /** JSON text. */
  data: string;
  /** JSON text: the widget's own fonts (OwnFont[]). */
  fonts: string;
  created_at: number;
  updated_at: number;
}

export interface EventTable {
  id: Generated<number>;
  widget_id: string;
  /** Client-supplied id; the same id for the same widget is stored once. */
  event_id: string | null;
  group_type: string;
  event_type: string;
  event_sub_type: string | null;
  event_version: string | null;
  ref_url: string | null;
  entity_path: string | null;
  /** UTC day, YYYY-MM-DD, for per-day analytics. */
  day: string;
  created_at: number;
}

export interface RateLimitTable {
  key: string;
  window_start: number;
  count: number;
}

export interface Database {
  owners: OwnerTable;
  sessions: SessionTable;
  api_keys: ApiKeyTable;
  widgets: WidgetTable;
  events: EventTable;
  rate_limits: RateLimitTable;
  // Other areas: add `table_name: RowInterface;` lines below.
  integrations: import('../integrations/integration-table').IntegrationTable;
  integration_hooks: import('../hooks/hook-table').IntegrationHookTable;
  form_submissions: import('../forms/submission-table').FormSubmissionTable;
  one_time_slugs: import('../slugs/slug-tables').OneTimeSlugTable;
  custom_domains: import('../slugs/slug-tables').CustomDomainTable;
  ai_knowledge: import('../ai/store/ai-tables').AiKnowledgeTable;
  ai_sites: import('../ai/store/ai-tables').AiSiteTable;
  ai_bases: import('../ai/store/ai-tables').AiBaseTable;
  ai_jobs: import('../ai/store/ai-tables').AiJobTable;
  ai_conversations: import('../ai/store/ai-tables').AiConversationTable;
  ai_messages: import('../ai/store/ai-tables').AiMessageTable;
  ai_usage: import('../ai/store/ai-tables').AiUsageTable;
  uploads: import('../uploads/upload-table').UploadTable;
  upload_chunks: import('../uploads/upload-table').UploadChunkTable;
  widget_heights: import('../events/widget-heights').WidgetHeightTable;
  projects: import('../projects/project-table').ProjectTable;
}
