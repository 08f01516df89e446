// SPEC §7 "Widgets" editor calls (the viewer calls are in viewer.ts). Owner calls: credentials included.
import type { Widget } from '../schemas/widget';
import type { WidgetCreateBodyInput, WidgetUpdateBodyInput } from '../schemas/api-bodies';
import { request } from './request';
import { enc, platformSegment, pluginBase, type ClientConfig } from './client-config';

const typeQuery = (cfg: ClientConfig) => ({ pluginType: cfg.pluginType, serviceName: cfg.serviceName });

/** Deep merge of plain objects: the result data wins over the defaults, arrays are replaced. */
export function mergeOver<T extends Record<string, unknown>>(defaults: T, data: Record<string, unknown> | null | undefined): T {
  const out: Record<string, unknown> = { ...defaults };
  for (const [k, v] of Object.entries(data ?? {})) {
    const d = out[k];
    const plain = (x: unknown) => !!x && typeof x === 'object' && !Array.isArray(x);
    out[k] = plain(d) && plain(v) ? mergeOver(d as Record<string, unknown>, v as Record<string, unknown>) : v;
  }
  return out as T;
}

/** GET /api/v1/[{prefix}/]plugin/{id}?pluginType&serviceName; the result data merged over the defaults. */
export async function fetchEditorWidget(cfg: ClientConfig, id: string, defaults: Record<string, unknown> = {}): Promise<Widget> {
  const env = await request<Widget>(cfg, `${pluginBase(cfg)}/${enc(id)}`, { query: typeQuery(cfg) });
  return { ...env.data, data: mergeOver(defaults, env.data?.data as Record<string, unknown>) as Widget['data'] };
}

/** POST /api/v1/[{prefix}/]plugin/?pluginType&serviceName. */
export async function createWidget(cfg: ClientConfig, body: WidgetCreateBodyInput): Promise<Widget> {
  const env = await request<Widget>(cfg, `${pluginBase(cfg)}/`, { method: 'POST', query: typeQuery(cfg), body: { ...body, projectId: body.projectId ?? null } });
  return env.data;
}

/** PUT /api/v1/[{prefix}/]plugin/{id}. */
export async function updateWidget(cfg: ClientConfig, id: string, body: WidgetUpdateBodyInput): Promise<Widget> {
  const env = await request<Widget>(cfg, `${pluginBase(cfg)}/${enc(id)}`, { method: 'PUT', body });
  return env.data;
}

export interface InstancesQuery {
  page?: number;
  limit?: number;
  search?: string;
  widgetId?: string;
  pluginType?: string;
  exclude?: string[];
  include?: string[];
  projectId?: string;
}

export interface InstancesPage {
  docs: Widget[];
  total: number;
  page?: number;
  limit?: number;
}

/** GET /api/v1/{platform or plugin}/instances: exclude and include comma-joined. */
export async function listInstances(cfg: ClientConfig, q: InstancesQuery = {}): Promise<InstancesPage> {
  const env = await request<InstancesPage>(cfg, `api/v1/${platformSegment(cfg.platform)}/instances`, {
    query: { ...q, exclude: q.exclude?.join(','), include: q.include?.join(',') },
  });
  return env.data;
}
