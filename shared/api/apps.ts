// SPEC §7 GET /nindo/api/apps: success and data.docs (the list of apps).
import type { AppListEntry } from '../schemas/user';
import { request } from './request';
import type { ClientConfig } from './client-config';

export async function fetchApps(cfg: ClientConfig, signal?: AbortSignal): Promise<AppListEntry[]> {
  const env = await request<{ docs?: AppListEntry[] }>(cfg, 'nindo/api/apps', { signal });
  return env.success && Array.isArray(env.data?.docs) ? env.data.docs : [];
}
