// A provider's data joined with this install's OAUTH_<KIND>_BASE_URL, _CLIENT_ID and _CLIENT_SECRET.
import type { Config } from '../config';
import { OAuthError } from './oauth-error';
import { envKindOf, getOAuthProvider, type OAuthProvider } from './providers';

export interface ProviderSettings {
  provider: OAuthProvider;
  /** Operator-configured third party (not an owner-given URL), hence a plain fetch in token-client.ts. */
  baseUrl: string;
  /** The consent page's base: the same but for a provider whose consent page is on another host. */
  authorizeBaseUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}

export function providerSettings(config: Pick<Config, 'oauthEnv' | 'publicUrl'>, kind: string): ProviderSettings {
  const provider = getOAuthProvider(kind);
  if (!provider) throw new OAuthError('UNKNOWN_PROVIDER', `"${kind}" is not an integration that signs in with OAuth.`, 404);
  const env = config.oauthEnv ?? {};
  const name = `OAUTH_${envKindOf(kind)}`;
  const clientId = env[`${name}_CLIENT_ID`]?.trim() ?? '';
  const clientSecret = env[`${name}_CLIENT_SECRET`]?.trim() ?? '';
  if (!clientId || !clientSecret) {
    throw new OAuthError('NOT_CONFIGURED', `${provider.label} sign-in is not set up on this server yet (${name}_CLIENT_ID and ${name}_CLIENT_SECRET).`, 503);
  }
  const configured = env[`${name}_BASE_URL`]?.trim();
  const baseUrl = (configured || provider.defaultBaseUrl).replace(/\/+$/, '');
  const authorizeBaseUrl = (configured || provider.authorizeBaseUrl || provider.defaultBaseUrl).replace(/\/+$/, '');
  const redirectUri = `${config.publicUrl}/api/oauth/${kind}/callback`;
  return { provider, baseUrl, authorizeBaseUrl, clientId, clientSecret, redirectUri };
}

export function authorizeUrl(s: ProviderSettings, state: string, codeChallenge: string): string {
  const u = new URL(`${s.authorizeBaseUrl}${s.provider.authorizePath}`);
  const q = u.searchParams;
  q.set('response_type', 'code');
  q.set('client_id', s.clientId);
  q.set('redirect_uri', s.redirectUri);
  q.set('state', state);
  q.set('code_challenge', codeChallenge);
  q.set('code_challenge_method', 'S256');
  if (s.provider.scopes.length) q.set('scope', s.provider.scopes.join(s.provider.scopeSeparator));
  for (const [k, v] of Object.entries(s.provider.authorizeParams ?? {})) q.set(k, v);
  return u.toString();
}

/** The provider's data API base: OAUTH_<KIND>_API_BASE_URL, else its own (an operator setting, like the base URL). */
export function providerApiBase(config: Pick<Config, 'oauthEnv'>, kind: string): string {
  const provider = getOAuthProvider(kind);
  const configured = config.oauthEnv?.[`OAUTH_${envKindOf(kind)}_API_BASE_URL`]?.trim();
  const base = configured || provider?.apiBaseUrl;
  if (!base) throw new OAuthError('UNKNOWN_PROVIDER', `${provider?.label ?? kind} has no data API here.`, 404);
  return base.replace(/\/+$/, '');
}
