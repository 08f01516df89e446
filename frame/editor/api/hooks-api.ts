// The Zaps' and Make scenarios' hooks of a widget (`/api/v1/hooks`, shared/api/hooks.ts): listed by
// host, removed by the owner.
import type { HookInfo } from '../../../shared/api/hooks';
import { request, type ApiConfig } from '../../../shared/api/request';

export async function listHooks(cfg: ApiConfig, widgetId: string): Promise<HookInfo[]> {
  return (await request<{ docs: HookInfo[] }>(cfg, `/api/v1/hooks?widgetId=${encodeURIComponent(widgetId)}`, { withExtras: false })).data.docs;
}

export async function removeHook(cfg: ApiConfig, id: string): Promise<void> {
  await request(cfg, `/api/v1/hooks/${encodeURIComponent(id)}`, { method: 'DELETE', withExtras: false });
}
