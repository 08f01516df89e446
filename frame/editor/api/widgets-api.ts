// Widget calls the builder makes. SPEC §7 calls go through the shared clients (shared/api); delete,
// duplicate and templates are our own routes (README). Listing shapes are read tolerantly.
import * as shared from '../../../shared/api';
import { request, type ApiConfig } from '../../../shared/api/request';
import type { OwnFont } from '../../../shared/design/own-font';

export interface WidgetSummary {
  guid: string;
  type: string;
  name: string;
  description?: string;
  projectId?: string | null;
  previewImage?: string;
  status?: string;
  privacy?: string;
  slug?: string;
  updatedAt?: string | number;
}

/** Editor GET `lastHeights` (issue 8): px per host device class, only those seen. */
export type LastHeights = Partial<Record<'desktop' | 'tablet' | 'mobile', number>>;

export interface WidgetFull extends WidgetSummary {
  modelVersion?: number;
  fonts?: OwnFont[];
  data: Record<string, unknown>;
  lastHeights?: LastHeights;
}

export interface AppEntry {
  icon?: string;
  name: string;
  serviceName?: string;
  slug?: string;
  type: string;
}

export interface Page<T> {
  items: T[];
  total: number;
}

export function readPage<T>(data: unknown): Page<T> {
  if (Array.isArray(data)) return { items: data as T[], total: data.length };
  const d = (data ?? {}) as Record<string, unknown>;
  const items = (d.docs ?? d.items ?? d.instances ?? d.data ?? []) as T[];
  const total = Number(d.total ?? d.totalDocs ?? d.count ?? items.length);
  return { items: Array.isArray(items) ? items : [], total: Number.isFinite(total) ? total : 0 };
}

export interface InstanceQuery {
  page: number;
  limit: number;
  search?: string;
  pluginType?: string;
  projectId?: string;
}

export async function listInstances(cfg: ApiConfig, q: InstanceQuery): Promise<Page<WidgetSummary>> {
  const page = await shared.listInstances(cfg, q);
  return readPage<WidgetSummary>(page);
}

/** SPEC §4 "Apps list": on failure the list is empty. */
export async function listApps(cfg: ApiConfig): Promise<AppEntry[]> {
  try {
    return (await shared.fetchApps(cfg)) as AppEntry[];
  } catch {
    return [];
  }
}

export async function getWidget(cfg: ApiConfig, id: string): Promise<WidgetFull> {
  return (await shared.fetchEditorWidget(cfg, id)) as unknown as WidgetFull;
}

export interface WidgetBody {
  data: Record<string, unknown>;
  name: string;
  description?: string;
  privacy?: string;
  modelVersion?: number;
  status?: string;
  fonts?: OwnFont[];
}

type SharedBody = Parameters<typeof shared.updateWidget>[2];

export async function createWidget(cfg: ApiConfig, pluginType: string, body: WidgetBody & { projectId: string | null }): Promise<WidgetFull> {
  return (await shared.createWidget({ ...cfg, pluginType }, body as SharedBody & { projectId: string | null })) as unknown as WidgetFull;
}

export async function updateWidget(cfg: ApiConfig, id: string, body: WidgetBody): Promise<WidgetFull> {
  return (await shared.updateWidget(cfg, id, body as SharedBody)) as unknown as WidgetFull;
}

export async function deleteWidget(cfg: ApiConfig, id: string): Promise<void> {
  await request(cfg, `/api/v1/plugin/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export async function duplicateWidget(cfg: ApiConfig, id: string): Promise<WidgetFull> {
  const res = await request<WidgetFull>(cfg, `/api/v1/plugin/${encodeURIComponent(id)}/duplicate`, { method: 'POST' });
  return res.data;
}

export interface Template {
  id: string;
  type: string;
  name: string;
  previewImage?: string;
  data: Record<string, unknown>;
}

export async function listTemplates(cfg: ApiConfig, pluginType?: string): Promise<Template[]> {
  try {
    const res = await request<unknown>(cfg, '/api/v1/plugin/templates', { query: { pluginType } });
    return readPage<Template>(res.data).items;
  } catch {
    return [];
  }
}
