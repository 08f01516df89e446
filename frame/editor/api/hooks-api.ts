// The Zaps' and Make scenarios' hooks of a widget (`/api/v1/hooks`, shared/api/hooks.ts): listed by
// host, added from an address the owner pastes, removed by the owner.
import type { HookInfo, HookKind } from '../../../shared/api/hooks';
import { request, type ApiConfig } from '../../../shared/api/request';

export async function listHooks(cfg: ApiConfig, widgetId: string, type: HookKind): Promise<HookInfo[]> {
  return (await request<{ docs: HookInfo[] }>(cfg, `/api/v1/hooks?widgetId=${encodeURIComponent(widgetId)}&type=${type}`, { withExtras: false })).data.docs;
}

export async function addHook(cfg: ApiConfig, widgetId: string, type: HookKind, url: string): Promise<HookInfo> {
  return (await request<HookInfo>(cfg, '/api/v1/hooks', { method: 'POST', body: { widgetId, type, url }, withExtras: false })).data;
}

export async function removeHook(cfg: ApiConfig, id: string): Promise<void> {
  await request(cfg, `/api/v1/hooks/${encodeURIComponent(id)}`, { method: 'DELETE', withExtras: false });
}
