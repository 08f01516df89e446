// What the owner API returns for an integration: non-secret values as stored, secrets only as
// { isSet, last4 } (ARCHITECTURE §4 "Secrets are write-only").
import { getIntegrationKind } from '../../shared/integrations';
import { notFound } from '../http/errors';
import { safeJsonParse } from '../http/read-json';
import { secretView, type SecretView } from '../secrets';
import type { IntegrationRow } from './integration-table';
import { staticSecretNames } from './secret-fields';

/** A missing integration and another owner's answer the same (404). */
export const integrationNotFound = () => notFound('Integration not found.', 'INTEGRATION_NOT_FOUND');
export const INTEGRATION_DELETED = 'Integration deleted.';

export interface StoredSecret {
  enc: string;
  last4: string | null;
}

export interface IntegrationDto {
  id: string;
  guid: string;
  type: string;
  componentId: string;
  widgetId: string;
  platform: string;
  isActive: boolean;
  values: Record<string, unknown>;
  secrets: Record<string, SecretView>;
  rawData: Record<string, unknown> | null;
  createdAt: number;
  updatedAt: number;
  /** Form submissions passed on to the service (server/deliveries/): the last success and failure. */
  delivery: { lastSentAt: number | null; lastError: string | null; lastErrorAt: number | null };
}

export function parseObject(text: string | null): Record<string, unknown> {
  if (!text) return {};
  const v = safeJsonParse(text);
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

export function storedSecrets(row: Pick<IntegrationRow, 'secrets'>): Record<string, StoredSecret> {
  return parseObject(row.secrets) as Record<string, StoredSecret>;
}

export function toIntegrationDto(row: IntegrationRow): IntegrationDto {
  const kind = getIntegrationKind(row.type);
  const stored = storedSecrets(row);
  const secrets: Record<string, SecretView> = {};
  for (const name of new Set([...(kind ? staticSecretNames(kind) : []), ...Object.keys(stored)])) {
    secrets[name] = secretView(stored[name]);
  }
  return {
    id: row.id,
    guid: row.id,
    type: row.type,
    componentId: row.component_id,
    widgetId: row.widget_id,
    platform: row.platform,
    isActive: row.is_active === 1,
    values: parseObject(row.values),
    secrets,
    rawData: row.raw_data ? parseObject(row.raw_data) : null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    delivery: { lastSentAt: row.delivered_at, lastError: row.delivery_error, lastErrorAt: row.delivery_error_at },
  };
}
