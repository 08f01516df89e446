// Where an authorization ends up: the widget's integration of that kind (created if there is none, in
// the same transaction as its data.integrations key), with the tokens sealed as its secrets (AES-GCM,
// bound to integration id + field like every other secret) and the non-secret grant facts in
// values.oauth. The owner API shows the tokens only as { isSet }.
import { newId } from '../auth/tokens';
import type { Deps } from '../deps';
import { parseObject, storedSecrets, type StoredSecret } from '../integrations/integration-dto';
import { OAUTH_VALUE_NAME } from '../integrations/prepare-integration';
import { addWidgetIntegrationKey, lockWidgetData } from '../integrations/widget-integration-keys';
import { encryptSecret, loadSecretKey } from '../secrets';
import { viewerCacheFor } from '../widgets/viewer-cache';
import type { FlowState } from './flow-state';
import { OAuthError } from './oauth-error';
import type { TokenSet } from './token-client';

export interface OAuthGrantInfo {
  tokenType: string;
  scope: string | null;
  expiresAt: number | null;
  connectedAt: number;
  /** Where submissions are posted (Slack's channel, Discord's webhook name), when the grant has a webhook. */
  channel?: string | null;
}

/** The tokens as stored secrets; a grant without a new refresh token keeps the old one (Google omits it on repeat consent). */
export function sealTokens(deps: Deps, integrationId: string, t: TokenSet, old: Record<string, StoredSecret>): Record<string, StoredSecret> {
  const key = loadSecretKey(deps.config);
  const seal = (name: string, v: string): StoredSecret => ({ enc: encryptSecret(key, v, `${integrationId}:${name}`), last4: null });
  const out: Record<string, StoredSecret> = { ...old, accessToken: seal('accessToken', t.accessToken) };
  if (t.refreshToken) out.refreshToken = seal('refreshToken', t.refreshToken);
  // The webhook URL is a credential (anyone holding it can post to the channel).
  if (t.webhook) out.webhookUrl = seal('webhookUrl', t.webhook.url);
  return out;
}

export function grantInfo(t: TokenSet, now: number): OAuthGrantInfo {
  return { tokenType: t.tokenType, scope: t.scope ?? null, expiresAt: t.expiresAt, connectedAt: now, ...(t.webhook && { channel: t.webhook.channel }) };
}

/** Stores a fresh grant for the flow's widget and kind; returns the integration id. */
export async function saveGrant(deps: Deps, st: FlowState, t: TokenSet): Promise<string> {
  const now = deps.now();
  const saved = await deps.db.transaction().execute(async (trx) => {
    const data = await lockWidgetData(trx, deps.dialect, st.widgetId);
    const w = await trx.selectFrom('widgets').select(['id', 'gallery_id']).where('id', '=', st.widgetId).where('owner_id', '=', st.ownerId).executeTakeFirst();
    if (!w) throw new OAuthError('WIDGET_NOT_FOUND', 'The widget this sign-in was for no longer exists.', 404);
    const existing = await trx.selectFrom('integrations').selectAll().where('widget_id', '=', w.id).where('type', '=', st.kind).orderBy('created_at').executeTakeFirst();
    const id = existing?.id ?? newId();
    const values = JSON.stringify({ ...parseObject(existing?.values ?? null), [OAUTH_VALUE_NAME]: grantInfo(t, now) });
    const secrets = JSON.stringify(sealTokens(deps, id, t, existing ? storedSecrets(existing) : {}));
    if (existing) {
      await trx.updateTable('integrations').set({ values, secrets, is_active: 1, updated_at: Math.max(now, existing.updated_at + 1) }).where('id', '=', id).execute();
    } else {
      await trx
        .insertInto('integrations')
        .values({
          id, owner_id: st.ownerId, widget_id: w.id, component_id: w.id, type: st.kind, platform: 'plugin',
          is_active: 1, values, secrets, raw_data: null, created_at: now, updated_at: now,
        })
        .execute();
    }
    await addWidgetIntegrationKey(trx, w.id, data, st.kind, now);
    return { id, galleryId: w.gallery_id };
  });
  viewerCacheFor(deps).forget(st.widgetId, saved.galleryId);
  return saved.id;
}
