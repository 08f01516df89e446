// The owner's API keys (`/api/auth/api-keys`, cookie session): listed without the key, made with the
// key shown once, revoked.
import type { ApiKeyInfo } from '../../../shared/api/api-keys';
import { request, type ApiConfig } from '../../../shared/api/request';

export async function listApiKeys(cfg: ApiConfig): Promise<ApiKeyInfo[]> {
  return (await request<{ docs: ApiKeyInfo[] }>(cfg, '/api/auth/api-keys', { withExtras: false })).data.docs;
}

export async function createApiKey(cfg: ApiConfig, name: string): Promise<ApiKeyInfo & { key: string }> {
  return (await request<ApiKeyInfo & { key: string }>(cfg, '/api/auth/api-keys', { method: 'POST', body: { name }, withExtras: false })).data;
}

export async function revokeApiKey(cfg: ApiConfig, id: string): Promise<void> {
  await request(cfg, `/api/auth/api-keys/${encodeURIComponent(id)}`, { method: 'DELETE', withExtras: false });
}
