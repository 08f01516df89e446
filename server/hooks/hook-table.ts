// Row of the `integration_hooks` table (migration 130): one hook URL a Zap or Make scenario subscribed to
// a widget's zapier or make integration. `url` is AES-GCM sealed (server/secrets/) with the hook's id.
import type { Generated, Selectable } from 'kysely';

export interface IntegrationHookTable {
  id: string;
  integration_id: string;
  widget_id: string;
  event: string;
  url: string;
  host: string;
  created_at: number;
  /** The last submission the hook took, and the last failure. */
  sent_at: Generated<number | null>;
  error: Generated<string | null>;
  error_at: Generated<number | null>;
}

export type IntegrationHookRow = Selectable<IntegrationHookTable>;
