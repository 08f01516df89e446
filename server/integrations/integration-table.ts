// Row of the `integrations` table. `values` holds the non-secret fields as JSON text; `secrets` maps a
// field name to { enc: AES-GCM sealed value, last4 } (see server/secrets/).
import type { Generated, Selectable } from 'kysely';

export interface IntegrationTable {
  id: string;
  owner_id: string;
  widget_id: string;
  component_id: string;
  type: string;
  platform: string;
  is_active: number;
  values: string;
  secrets: string;
  /** Analytics raw data (event tracking config), JSON text. */
  raw_data: string | null;
  created_at: number;
  updated_at: number;
  /** The last form submission passed on to the service (server/deliveries/), and the last failure. */
  delivered_at: Generated<number | null>;
  delivery_error: Generated<string | null>;
  delivery_error_at: Generated<number | null>;
}

/** A row as read (the delivery columns are optional only when inserting). */
export type IntegrationRow = Selectable<IntegrationTable>;
