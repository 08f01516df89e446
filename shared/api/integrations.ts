// SPEC §7 "Integrations". Paths use the {platform or plugin} segment; list and writes carry the
// owner's credentials, the data and raw-data reads do not (SPEC §6/§7).
import type { AnalyticsRawData, Integration } from '../schemas/integration';
import { request } from './request';
import { enc, platformQuery, platformSegment, type ClientConfig } from './client-config';

const base = (cfg: ClientConfig, id: string) => `api/v1/${platformSegment(cfg.platform)}/${enc(id)}/integrations`;

/** GET /api/v1/{platform or plugin}/{id}/integrations?pluginType&platform. */
export async function listIntegrations(cfg: ClientConfig, id: string, signal?: AbortSignal): Promise<Integration[]> {
  const env = await request<Integration[]>(cfg, base(cfg, id), { query: platformQuery(cfg), signal });
  return Array.isArray(env.data) ? env.data : [];
}

/** GET …/integrations/data?pluginType&platform&rawData&bundle: no credentials, the response read as data. */
export async function fetchIntegrationsData<T = unknown>(cfg: ClientConfig, id: string, opts: { rawData?: boolean; bundle?: boolean } = {}): Promise<T> {
  const env = await request<T>(cfg, `${base(cfg, id)}/data`, {
    query: { ...platformQuery(cfg), rawData: opts.rawData, bundle: opts.bundle },
    credentials: false,
  });
  return env.data;
}

/** GET /api/apps/integrations/raw-data?widgetId&platform&pluginType&bundle: no credentials, field data. */
export async function fetchIntegrationRawData(cfg: ClientConfig, widgetId: string, opts: { bundle?: boolean; type?: string } = {}): Promise<AnalyticsRawData[]> {
  const env = await request<AnalyticsRawData[] | AnalyticsRawData>(cfg, 'api/apps/integrations/raw-data', {
    query: { widgetId, ...platformQuery(cfg), bundle: opts.bundle, type: opts.type },
    credentials: false,
  });
  if (!env.data) return [];
  return Array.isArray(env.data) ? env.data : [env.data];
}

/** POST …/integrations: the integration fields plus componentId (defaults to the id). */
export async function createIntegration(cfg: ClientConfig, id: string, fields: { type: string; componentId?: string } & Record<string, unknown>): Promise<Integration> {
  const env = await request<Integration>(cfg, base(cfg, id), { method: 'POST', query: platformQuery(cfg), body: { ...fields, componentId: fields.componentId ?? id } });
  return env.data;
}

/** PUT …/integrations/{integrationId}. */
export async function updateIntegration(cfg: ClientConfig, id: string, integrationId: string, fields: Record<string, unknown>): Promise<Integration> {
  const env = await request<Integration>(cfg, `${base(cfg, id)}/${enc(integrationId)}`, { method: 'PUT', query: platformQuery(cfg), body: fields });
  return env.data;
}

/** DELETE …/integrations/{integrationId}. */
export async function deleteIntegration(cfg: ClientConfig, id: string, integrationId: string): Promise<void> {
  await request(cfg, `${base(cfg, id)}/${enc(integrationId)}`, { method: 'DELETE', query: platformQuery(cfg) });
}
