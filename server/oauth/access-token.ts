// The token a data fetcher sends to the provider for one integration: airtable's personal token when
// the owner gave one, else the OAuth access token, refreshed (RFC 6749 §6) when it is about to expire.
// Refreshes are single-flight per process; across processes the last writer wins and a loser whose
// refresh token was already rotated picks up the winner's fresh token instead of disconnecting.
import type { Deps } from '../deps';
import { parseObject, storedSecrets } from '../integrations/integration-dto';
import type { IntegrationRow } from '../integrations/integration-table';
import { OAUTH_VALUE_NAME, openSecrets } from '../integrations/prepare-integration';
import { grantInfo, sealTokens, type OAuthGrantInfo } from './grant-store';
import { OAuthError } from './oauth-error';
import { providerSettings } from './provider-settings';
import { refreshTokens } from './token-client';

/** Refresh this long before the provider's expiry, so a token never dies mid-request. */
export const REFRESH_SKEW_MS = 60_000;

const inFlight = new Map<string, Promise<string>>();

const notConnected = () => new OAuthError('NOT_CONNECTED', 'This integration is not connected yet.', 409);

function grantOf(row: IntegrationRow): OAuthGrantInfo | null {
  const g = parseObject(row.values)[OAUTH_VALUE_NAME];
  return g && typeof g === 'object' ? (g as OAuthGrantInfo) : null;
}

function freshToken(deps: Deps, row: IntegrationRow | undefined): string | null {
  if (!row || row.is_active !== 1) return null;
  const s = openSecrets(deps, row);
  const exp = grantOf(row)?.expiresAt;
  return s.accessToken && (!exp || exp - REFRESH_SKEW_MS > deps.now()) ? s.accessToken : null;
}

const readRow = (deps: Deps, id: string) => deps.db.selectFrom('integrations').selectAll().where('id', '=', id).executeTakeFirst();

async function refresh(deps: Deps, row: IntegrationRow): Promise<string> {
  const refreshToken = openSecrets(deps, row).refreshToken;
  const deactivate = async () => {
    await deps.db.updateTable('integrations').set({ is_active: 0, updated_at: Math.max(deps.now(), row.updated_at + 1) })
      .where('id', '=', row.id).where('updated_at', '=', row.updated_at).execute();
  };
  if (!refreshToken) {
    await deactivate();
    throw new OAuthError('REAUTHORIZE_NEEDED', 'The sign-in for this integration expired. Connect it again from the editor.', 401);
  }
  let t;
  try {
    t = await refreshTokens(providerSettings(deps.config, row.type), refreshToken, deps.now());
  } catch (e) {
    const again = freshToken(deps, await readRow(deps, row.id));
    if (again) return again; // another process refreshed first (and rotated the refresh token)
    if (e instanceof OAuthError && e.code === 'REAUTHORIZE_NEEDED') await deactivate();
    throw e;
  }
  const now = deps.now();
  const values = JSON.stringify({ ...parseObject(row.values), [OAUTH_VALUE_NAME]: { ...grantOf(row), ...grantInfo(t, now), connectedAt: grantOf(row)?.connectedAt ?? now } });
  const secrets = JSON.stringify(sealTokens(deps, row.id, t, storedSecrets(row)));
  await deps.db.updateTable('integrations').set({ values, secrets, updated_at: Math.max(now, row.updated_at + 1) })
    .where('id', '=', row.id).where('updated_at', '=', row.updated_at).execute();
  return t.accessToken;
}

export async function oauthAccessToken(deps: Deps, integrationId: string): Promise<string> {
  const row = await readRow(deps, integrationId);
  if (!row) throw notConnected();
  const personal = openSecrets(deps, row).personalToken;
  if (personal && row.is_active === 1) return personal;
  const fresh = freshToken(deps, row);
  if (fresh) return fresh;
  if (row.is_active !== 1 || !storedSecrets(row).accessToken) throw notConnected();
  let p = inFlight.get(row.id);
  if (!p) {
    p = refresh(deps, row).finally(() => inFlight.delete(row.id));
    inFlight.set(row.id, p);
  }
  return p;
}
