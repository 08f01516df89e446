// A calendar the owner signed in to (Google Calendar, Outlook) read through its provider's API with the
// integration's OAuth token: the owner's calendars for the builder's choice, and the upcoming events of
// the chosen one for the event list. The API base is an operator setting (OAUTH_<KIND>_API_BASE_URL), so
// this is a plain fetch with a time-out, no redirects and a size cap, like the token requests; a
// calendar id, given by the owner, only ever goes into the path encoded.
import type { Deps } from '../../deps';
import { getOAuthProvider, oauthAccessToken } from '../../oauth';
import { providerApiBase } from '../../oauth/provider-settings';
import type { IntegrationRow } from '../integration-table';
import { SourceError } from '../sources/source-error';
import type { SourceEvent } from '../upcoming-events';

export interface CalendarChoice {
  id: string;
  name: string;
  /** The account's main calendar: the one read while the owner has picked none. */
  primary: boolean;
}

export interface CalendarApi {
  calendars(get: ApiGet): Promise<CalendarChoice[]>;
  /** Events from `now` to a year ahead, repeats already expanded by the provider; '' is the main calendar. */
  events(get: ApiGet, calendarId: string, now: number): Promise<SourceEvent[]>;
}

/** GET of a path (with its query) on the provider's API; the parsed JSON answer. */
export type ApiGet = (pathAndQuery: string, headers?: Record<string, string>) => Promise<unknown>;

const MAX_BYTES = 4 * 1024 * 1024;
export const YEAR_MS = 366 * 86_400_000;

/** The provider's own words about a refusal (Google and Microsoft Graph both answer { error: { message } }). */
function reason(text: string): string {
  try {
    const m = (JSON.parse(text) as { error?: { message?: unknown } })?.error?.message;
    return typeof m === 'string' ? `: ${m.replace(/\s+/g, ' ').slice(0, 200)}` : '';
  } catch {
    return '';
  }
}

export function apiGetFor(deps: Deps, row: IntegrationRow): ApiGet {
  const label = getOAuthProvider(row.type)?.label ?? row.type;
  const apiBaseUrl = providerApiBase(deps.config, row.type);
  return async (pathAndQuery, headers = {}) => {
    const token = await oauthAccessToken(deps, row.id);
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${apiBaseUrl}${pathAndQuery}`, {
        headers: { accept: 'application/json', authorization: `Bearer ${token}`, ...headers },
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
