// The OAuth 2.0 providers of the SPEC §3 kinds that "need authorization", as data. Each is reached at a
// base URL the operator may override (OAUTH_<KIND>_BASE_URL; tests point it at a local fake), so the
// authorize and token endpoints are paths on that one base. Defaults are the providers' real endpoints.
// Google's and Microsoft's token endpoints live on the same host as their consent pages at these paths.

export interface OAuthProvider {
  kind: string;
  label: string;
  defaultBaseUrl: string;
  authorizePath: string;
  tokenPath: string;
  scopes: readonly string[];
  /** How scopes are joined in the authorize URL (RFC 6749 says space; Slack uses commas). */
  scopeSeparator: ' ' | ',';
  /** 'basic': HTTP Basic client authentication (RFC 6749 §2.3.1); 'body': client_id/secret in the form. */
  clientAuth: 'basic' | 'body';
  /** Notion's token endpoint takes JSON; everyone else the RFC's form encoding. */
  tokenBody: 'form' | 'json';
  /** Extra authorize parameters (offline access for a refresh token, owner type...). */
  authorizeParams?: Readonly<Record<string, string>>;
  /** Where its data API lives when that is not the sign-in host (OAUTH_<KIND>_API_BASE_URL overrides). */
  apiBaseUrl?: string;
  /** Where the consent page is when that is not the token endpoint's host (Webflow); OAUTH_<KIND>_BASE_URL
   *  overrides both. */
  authorizeBaseUrl?: string;
}

const provider = (p: Omit<OAuthProvider, 'scopeSeparator' | 'clientAuth' | 'tokenBody'> & Partial<OAuthProvider>): OAuthProvider => ({
  scopeSeparator: ' ',
  clientAuth: 'body',
  tokenBody: 'form',
  ...p,
});

const microsoft = (kind: string, label: string, scope: string) =>
  provider({
    kind, label,
    defaultBaseUrl: 'https://login.microsoftonline.com',
    authorizePath: '/common/oauth2/v2.0/authorize',
    tokenPath: '/common/oauth2/v2.0/token',
    scopes: ['offline_access', scope],
    apiBaseUrl: 'https://graph.microsoft.com',
  });

export const OAUTH_PROVIDERS: readonly OAuthProvider[] = [
  provider({
    kind: 'notion', label: 'Notion',
    defaultBaseUrl: 'https://api.notion.com',
    authorizePath: '/v1/oauth/authorize', tokenPath: '/v1/oauth/token',
    scopes: [], clientAuth: 'basic', tokenBody: 'json', authorizeParams: { owner: 'user' },
    apiBaseUrl: 'https://api.notion.com',
  }),
  provider({
    kind: 'google-calendar', label: 'Google Calendar',
    defaultBaseUrl: 'https://accounts.google.com',
    authorizePath: '/o/oauth2/v2/auth', tokenPath: '/o/oauth2/token',
    scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
    // Without both, Google issues no refresh token on a repeat consent.
    authorizeParams: { access_type: 'offline', prompt: 'consent', include_granted_scopes: 'true' },
    apiBaseUrl: 'https://www.googleapis.com',
  }),
  microsoft('outlook-calendar', 'Outlook Calendar', 'Calendars.Read'),
  provider({
    kind: 'zoom', label: 'Zoom',
    defaultBaseUrl: 'https://zoom.us',
    authorizePath: '/oauth/authorize', tokenPath: '/oauth/token',
    scopes: [], clientAuth: 'basic',
    apiBaseUrl: 'https://api.zoom.us',
  }),
  microsoft('one-drive', 'OneDrive', 'Files.Read'),
  provider({
    kind: 'monday', label: 'monday.com',
    defaultBaseUrl: 'https://auth.monday.com',
    authorizePath: '/oauth2/authorize', tokenPath: '/oauth2/token',
    // Writing: each form submission and chat contact becomes an item, its answers an update (deliveries/monday.ts).
    scopes: ['boards:read', 'boards:write', 'updates:write'],
    apiBaseUrl: 'https://api.monday.com',
  }),
  provider({
    kind: 'slack', label: 'Slack',
    defaultBaseUrl: 'https://slack.com',
    authorizePath: '/oauth/v2/authorize', tokenPath: '/api/oauth.v2.access',
    // incoming-webhook: the owner picks the channel that form submissions and chat contacts go to.
    scopes: ['channels:read', 'chat:write', 'incoming-webhook'], scopeSeparator: ',',
  }),
  provider({
    kind: 'discord', label: 'Discord',
    defaultBaseUrl: 'https://discord.com',
    authorizePath: '/oauth2/authorize', tokenPath: '/api/oauth2/token',
    scopes: ['identify', 'guilds', 'webhook.incoming'],
  }),
  provider({
    kind: 'airtable', label: 'Airtable',
    defaultBaseUrl: 'https://airtable.com',
    authorizePath: '/oauth2/v1/authorize', tokenPath: '/oauth2/v1/token',
    scopes: ['data.records:read', 'schema.bases:read'], clientAuth: 'basic',
    apiBaseUrl: 'https://api.airtable.com',
  }),
  // The consent page is on webflow.com, the token endpoint and the Data API v2 on api.webflow.com. Its
  // tokens do not expire, so none is refreshed.
  provider({
    kind: 'webflow-collection', label: 'Webflow',
    defaultBaseUrl: 'https://api.webflow.com', authorizeBaseUrl: 'https://webflow.com',
    authorizePath: '/oauth/authorize', tokenPath: '/oauth/access_token',
    scopes: ['sites:read', 'cms:read'],
    apiBaseUrl: 'https://api.webflow.com',
  }),
];

const byKind = new Map(OAUTH_PROVIDERS.map((p) => [p.kind, p]));

export function getOAuthProvider(kind: string): OAuthProvider | undefined {
  return byKind.get(kind);
}

/** `google-calendar` → `GOOGLE_CALENDAR`, for OAUTH_<KIND>_* variable names. */
export function envKindOf(kind: string): string {
  return kind.toUpperCase().replace(/[^A-Z0-9]/g, '_');
}
