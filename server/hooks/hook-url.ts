// A hook URL as Zapier or Make gives it, vetted when subscribed: https (submissions hold personal
// details), and not a private or internal address (the guarded fetcher checks again on every post).
// Plain http only for a host FETCH_ALLOW_HOSTS names (a local receiver in development and tests).
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { SAVE_GUARDS } from '../integrations/url-safety';
import { GuardedFetchError } from '../net/guarded-fetch';
import { hostPort, parseTargetUrl } from '../net/resolve-target';

export async function readHookUrl(deps: Deps, raw: string | undefined): Promise<URL> {
  if (!raw) throw badRequest('The hook URL is required (url or hookUrl).', 'HOOK_URL_REQUIRED');
  let url: URL;
  try {
    url = parseTargetUrl(raw);
  } catch (e) {
    throw badRequest(e instanceof GuardedFetchError ? e.message : 'The hook URL is not valid.', 'HOOK_URL_INVALID');
  }
  if (url.protocol !== 'https:' && !deps.config.fetchAllowHosts.includes(hostPort(url))) {
    throw badRequest('A hook URL must start with https://.', 'HOOK_URL_INVALID');
  }
  await SAVE_GUARDS.url!(deps, url.href);
  return url;
}
