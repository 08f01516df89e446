// Refuses, at save time, URLs the guarded fetcher would refuse anyway (private targets, userinfo,
// non-http schemes), so the owner sees a 400 now instead of a broken widget later. A name that does
// not resolve yet is accepted: DNS may be set up after the integration.
import type { Deps } from '../deps';
import { badRequest } from '../http/errors';
import { GuardedFetchError } from '../net/guarded-fetch';
import { parseTargetUrl, resolveTarget } from '../net/resolve-target';

const DNS_WAIT_MS = 2000;

export async function assertPublicUrl(deps: Deps, url: string): Promise<void> {
  try {
    const target = parseTargetUrl(url);
    await Promise.race([
      resolveTarget(target, deps.config.fetchAllowHosts),
      new Promise((r) => setTimeout(r, DNS_WAIT_MS).unref()),
    ]);
  } catch (e) {
    if (!(e instanceof GuardedFetchError) || e.code === 'NETWORK') return;
    throw badRequest(
      e.code === 'BLOCKED_ADDRESS' ? 'This URL points to a private or internal address and cannot be used.' : e.message,
      `URL_${e.code}`,
    );
  }
}
