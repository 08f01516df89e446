// A call to the data API of a provider the owner signed in to (or gave a personal token for), with the
// integration's token, refreshed when due (server/oauth/access-token.ts). The API base is an operator
// setting (OAUTH_<KIND>_API_BASE_URL), not an owner-given URL, so this is a plain fetch with a time-out,
// no redirects and a size cap, like the token requests. Failures are SourceErrors in the provider's words.
import type { Deps } from '../deps';
import { getOAuthProvider, oauthAccessToken } from '../oauth';
import { providerApiBase } from '../oauth/provider-settings';
import type { IntegrationRow } from './integration-table';
import { SourceError } from './sources/source-error';

/** A GET of a path (with its query) on the provider's API, or a POST of `json` (Notion's queries); the
 *  parsed JSON answer. */
export type ProviderCall = (pathAndQuery: string, opts?: { headers?: Record<string, string>; json?: unknown }) => Promise<unknown>;

const MAX_BYTES = 4 * 1024 * 1024;

/** The provider's own words about a refusal: { error: { message } } (Google, Microsoft Graph, Airtable)
 *  or { code, message } (Zoom). */
function reason(text: string): string {
  try {
    const j = JSON.parse(text) as { error?: { message?: unknown }; message?: unknown } | null;
    const m = j?.error?.message ?? j?.message;
    return typeof m === 'string' ? `: ${m.replace(/\s+/g, ' ').slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

export function providerCallFor(deps: Deps, row: IntegrationRow): ProviderCall {
  const label = getOAuthProvider(row.type)?.label ?? row.type;
  const apiBaseUrl = providerApiBase(deps.config, row.type);
  return async (pathAndQuery, opts = {}) => {
    const token = await oauthAccessToken(deps, row.id);
    let res: Response;
    let text: string;
    try {
      const post = opts.json !== undefined;
      res = await fetch(`${apiBaseUrl}${pathAndQuery}`, {
        method: post ? 'POST' : 'GET',
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...(post && { 'content-type': 'application/json' }), ...opts.headers },
        body: post ? JSON.stringify(opts.json) : undefined,
        redirect: 'manual',
        signal: AbortSignal.timeout(10_000),
      });
      if (Number(res.headers.get('content-length')) > MAX_BYTES) throw new SourceError('TOO_LARGE', `${label} sent more than ${MAX_BYTES} bytes.`);
      text = await res.text();
    } catch (e) {
      if (e instanceof SourceError) throw e;
      if (e instanceof Error && e.name === 'TimeoutError') throw new SourceError('TIMEOUT', `${label} did not answer in time.`);
      throw new SourceError('NETWORK', `${label} could not be reached.`);
    }
    if (text.length > MAX_BYTES) throw new SourceError('TOO_LARGE', `${label} sent more than ${MAX_BYTES} bytes.`);
    if (!res.ok) throw new SourceError('UPSTREAM_STATUS', `${label} answered ${res.status}${reason(text)}`);
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw new SourceError('BAD_DATA', `${label} did not answer with JSON.`);
    }
  };
}
