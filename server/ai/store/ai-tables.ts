// Row interfaces of the AI tables (migration 070-ai.ts). Timestamps are epoch milliseconds.
import type { Generated } from 'kysely';

export interface AiKnowledgeTable {
  id: string;
  widget_id: string;
  kind: 'page' | 'file' | 'text';
  src: string;
  domain: string;
  type: string;
  title: string;
  url: string;
  is_active: number;
  status: string;
  error: string | null;
  content: string;
  word_count: number;
  created_at: number;
  updated_at: number;
}

export interface AiSiteTable {
  widget_id: string;
  domain: string;
  is_active: number;
  analysis_id: string;
  design: string;
  created_at: number;
  updated_at: number;
}

export interface AiBaseTable {
  widget_id: string;
  version: number;
  instructions: string;
  updated_at: number;
}

export interface AiJobTable {
  id: string;
  widget_id: string;
  kind: string;
  src: string;
  scan_type: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  items: string;
  error: string | null;
  created_at: number;
  updated_at: number;
}

export interface AiConversationTable {
  id: string;
  widget_id: string;
  email: string | null;
  full_name: string | null;
  phone: string | null;
  created_at: number;
  updated_at: number;
}

export interface AiMessageTable {
  id: Generated<number>;
  widget_id: string;
  conversation_id: string;
  role: string;
  content: string;
  sources: string;
  dead_end: number;
  created_at: number;
}

export interface AiUsageTable {
  widget_id: string;
  month: string;
  count: number;
}

export interface AiTables {
  ai_knowledge: AiKnowledgeTable;
  ai_sites: AiSiteTable;
  ai_bases: AiBaseTable;
  ai_jobs: AiJobTable;
  ai_conversations: AiConversationTable;
  ai_messages: AiMessageTable;
  ai_usage: AiUsageTable;
}
