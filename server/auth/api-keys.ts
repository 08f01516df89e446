// API keys: shown once at creation, stored as sha256, revocable.
import type { ApiKeyInfo } from '../../shared/api/api-keys';
import type { Deps } from '../deps';
import type { Owner } from '../http/app-env';
import { API_KEY_PREFIX, newApiKey, newId, sha256Hex } from './tokens';

export async function createApiKey(deps: Deps, ownerId: string, name: string): Promise<ApiKeyInfo & { key: string }> {
  const key = newApiKey();
  const row = {
    id: newId(),
    owner_id: ownerId,
    name,
    key_hash: sha256Hex(key),
    last4: key.slice(-4),
    created_at: deps.now(),
    last_used_at: null,
    revoked_at: null,
  };
  await deps.db.insertInto('api_keys').values(row).execute();
  return { id: row.id, name, last4: row.last4, createdAt: row.created_at, lastUsedAt: null, key };
}

export async function listApiKeys(deps: Deps, ownerId: string): Promise<ApiKeyInfo[]> {
  const rows = await deps.db
    .selectFrom('api_keys')
    .select(['id', 'name', 'last4', 'created_at', 'last_used_at'])
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.name, last4: r.last4, createdAt: r.created_at, lastUsedAt: r.last_used_at }));
}

/** True when a live key of this owner was revoked. */
export async function revokeApiKey(deps: Deps, ownerId: string, id: string): Promise<boolean> {
  const res = await deps.db
    .updateTable('api_keys')
    .set({ revoked_at: deps.now() })
    .where('id', '=', id)
    .where('owner_id', '=', ownerId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function ownerFromApiKey(deps: Deps, key: string): Promise<Owner | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const row = await deps.db
    .selectFrom('api_keys')
    .innerJoin('owners', 'owners.id', 'api_keys.owner_id')
    .select(['owners.id', 'owners.email', 'owners.full_name', 'api_keys.id as key_id', 'api_keys.last_used_at'])
    .where('api_keys.key_hash', '=', sha256Hex(key))
    .where('api_keys.revoked_at', 'is', null)
    .executeTakeFirst();
  if (!row) return null;
  // Touch at most once a minute so authenticated reads stay reads.
  const now = deps.now();
  if (!row.last_used_at || now - row.last_used_at > 60_000) {
    await deps.db.updateTable('api_keys').set({ last_used_at: now }).where('id', '=', row.key_id).execute();
  }
  return { id: row.id, email: row.email, fullName: row.full_name };
}
