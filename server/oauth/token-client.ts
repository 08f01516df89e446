// RFC 6749 token requests (§4.1.3 code exchange with the RFC 7636 verifier, §6 refresh) at the
// provider's configured base URL. This is an operator-configured third party, so it is a plain fetch
// with a time-out, no redirects and a size cap, not the guarded fetcher for owner-given URLs.
import * as z from 'zod';
import { OAuthError } from './oauth-error';
import type { ProviderSettings } from './provider-settings';

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  tokenType: string;
  scope?: string;
  /** Epoch ms, or null when the provider did not say (the token does not expire, e.g. Notion). */
  expiresAt: number | null;
  /** The channel webhook Slack's incoming-webhook and Discord's webhook.incoming scopes grant: the
   *  owner picks the channel on the consent screen (server/deliveries/ posts submissions there). */
  webhook?: { url: string; channel: string | null };
}

const Webhook = z.object({ url: z.url({ protocol: /^https?$/ }).max(2000), channel: z.string().max(200).optional(), name: z.string().max(200).optional() });

const TokenResponse = z.object({
  access_token: z.string().min(1).max(8192),
  token_type: z.string().max(64).optional(),
  expires_in: z.coerce.number().positive().optional(),
  refresh_token: z.string().min(1).max(8192).optional(),
  scope: z.string().max(4096).optional(),
  incoming_webhook: Webhook.optional(), // Slack
  webhook: Webhook.optional(), // Discord
});

const MAX_BODY = 64 * 1024;
/** Provider error codes are shown to the owner; keep them to the RFC's character set. */
const cleanCode = (v: unknown) => (typeof v === 'string' ? v.replace(/[^\w.-]/g, '').slice(0, 64) : '');

function parseBody(text: string, contentType: string): Record<string, unknown> | null {
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

async function tokenRequest(s: ProviderSettings, params: Record<string, string>, now: number, refreshing: boolean): Promise<TokenSet> {
  const p = s.provider;
  const headers: Record<string, string> = { accept: 'application/json' };
  const fields = { ...params };
  if (p.clientAuth === 'basic') {
    const enc = (v: string) => encodeURIComponent(v);
    headers.authorization = `Basic ${Buffer.from(`${enc(s.clientId)}:${enc(s.clientSecret)}`).toString('base64')}`;
  } else Object.assign(fields, { client_id: s.clientId, client_secret: s.clientSecret });
  headers['content-type'] = p.tokenBody === 'json' ? 'application/json' : 'application/x-www-form-urlencoded';
  const body = p.tokenBody === 'json' ? JSON.stringify(fields) : new URLSearchParams(fields).toString();
  const failed = (detail: string) =>
    new OAuthError('TOKEN_ENDPOINT_FAILED', `${p.label} did not complete the sign-in (${detail}). Please try again.`, 502);

  let res: Response;
  let text: string;
  try {
    res = await fetch(`${s.baseUrl}${p.tokenPath}`, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(10_000) });
    text = await res.text();
  } catch {
    throw failed('no answer from its token endpoint');
  }
  if (text.length > MAX_BODY) throw failed('an oversized answer');
  const json = parseBody(text, res.headers.get('content-type') ?? '');
  // Slack answers 200 with { ok: false, error } instead of an RFC 6749 error status.
  const errorCode = cleanCode(json?.error) || (json?.ok === false ? 'error' : '');
  if (!res.ok || errorCode) {
    if (refreshing && errorCode === 'invalid_grant') {
      throw new OAuthError('REAUTHORIZE_NEEDED', `${p.label} no longer accepts this connection. Connect it again from the editor.`, 401);
    }
    throw failed(errorCode ? `error ${errorCode}` : `status ${res.status}`);
  }
  const parsed = TokenResponse.safeParse(json);
  if (!parsed.success) throw failed('an answer without an access token');
  const t = parsed.data;
  const hook = t.incoming_webhook ?? t.webhook;
  return {
    accessToken: t.access_token,
    refreshToken: t.refresh_token,
    tokenType: t.token_type ?? 'Bearer',
    scope: t.scope,
    expiresAt: t.expires_in ? now + Math.floor(t.expires_in * 1000) : null,
    ...(hook && { webhook: { url: hook.url, channel: hook.channel ?? hook.name ?? null } }),
  };
}

export function exchangeCode(s: ProviderSettings, code: string, verifier: string, now: number): Promise<TokenSet> {
  return tokenRequest(s, { grant_type: 'authorization_code', code, redirect_uri: s.redirectUri, code_verifier: verifier }, now, false);
}

export function refreshTokens(s: ProviderSettings, refreshToken: string, now: number): Promise<TokenSet> {
  return tokenRequest(s, { grant_type: 'refresh_token', refresh_token: refreshToken }, now, true);
}
