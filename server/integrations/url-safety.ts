// Refuses, at save time, URLs the guarded fetcher would refuse anyway (private targets, userinfo,
// non-http schemes), and database hosts the database connectors would refuse, so the owner sees a 400
// now instead of a broken widget later. A name that does not resolve yet is accepted: DNS may be set
// up after the integration.
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { GuardedFetchError } from '../net/guarded-fetch';
import { parseTargetUrl, resolveHost, resolveTarget } from '../net/resolve-target';

const DNS_WAIT_MS = 2000;

async function refuseBlocked(resolving: () => Promise<unknown>, blocked: string): Promise<void> {
  try {
    await Promise.race([resolving(), new Promise((r) => setTimeout(r, DNS_WAIT_MS).unref())]);
  } catch (e) {
    if (!(e instanceof GuardedFetchError) || e.code === 'NETWORK') return;
    throw badRequest(e.code === 'BLOCKED_ADDRESS' ? blocked : e.message, `URL_${e.code}`);
  }
}

export function assertPublicUrl(deps: Deps, url: string): Promise<void> {
  return refuseBlocked(() => resolveTarget(parseTargetUrl(url), deps.config.fetchAllowHosts), 'This URL points to a private or internal address and cannot be used.');
}

/** `hostname:port` as the owner gave it (a MySQL host). */
export function assertPublicHost(deps: Deps, hostname: string, port: number): Promise<void> {
  return refuseBlocked(() => resolveHost(hostname, `${hostname}:${port}`, deps.config.fetchAllowHosts), 'This host is a private or internal address and cannot be used.');
}
