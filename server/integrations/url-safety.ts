// Refuses, at save time, URLs the guarded fetcher would refuse anyway (private targets, userinfo,
// non-http schemes), and database hosts and URLs the database connectors would refuse, so the owner
// sees a 400 now instead of a broken widget later. A name that does not resolve yet is accepted: DNS
// may be set up after the integration.
import type { FieldFormat } from '../../shared/integrations';
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { GuardedFetchError } from '../net/guarded-fetch';
import { parseTargetUrl, resolveHost, resolveTarget } from '../net/resolve-target';
import { readMongoUrl } from './databases/mongodb-url';
import { mysqlHostPort } from './databases/mysql-connection';

const DNS_WAIT_MS = 2000;

async function refuseBlocked(resolving: () => Promise<unknown>, blocked: string): Promise<void> {
  try {
    await Promise.race([resolving(), new Promise((r) => setTimeout(r, DNS_WAIT_MS).unref())]);
  } catch (e) {
    if (!(e instanceof GuardedFetchError) || e.code === 'NETWORK') return;
    throw badRequest(e.code === 'BLOCKED_ADDRESS' ? blocked : e.message, `URL_${e.code}`);
  }
}

function assertPublicUrl(deps: Deps, url: string): Promise<void> {
  return refuseBlocked(() => resolveTarget(parseTargetUrl(url), deps.config.fetchAllowHosts), 'This URL points to a private or internal address and cannot be used.');
}

function assertPublicHost(deps: Deps, hostname: string, port: number): Promise<void> {
  return refuseBlocked(() => resolveHost(hostname, `${hostname}:${port}`, deps.config.fetchAllowHosts), 'This host is a private or internal address and cannot be used.');
}

/** A MongoDB URL with only the options we accept, and hosts that are not private (an SRV name is looked
 *  up by the driver, and its hosts vetted when connecting). */
async function assertUsableMongoUrl(deps: Deps, url: string): Promise<void> {
  const parts = readMongoUrl(url);
  if ('error' in parts) throw badRequest(parts.error, 'URL_BAD_URL');
  if (!parts.srv) await Promise.all(parts.hosts.map((h) => assertPublicHost(deps, h.hostname, h.port)));
}

/** What each field format that names a place to connect to must pass when saved. */
export const SAVE_GUARDS: Partial<Record<FieldFormat, (deps: Deps, value: string) => Promise<void>>> = {
  url: assertPublicUrl,
  // A MySQL host, with an optional :port.
  hostname: (deps, value) => {
    const { hostname, port } = mysqlHostPort(value);
    return assertPublicHost(deps, hostname, port);
  },
  'mongodb-url': assertUsableMongoUrl,
};
