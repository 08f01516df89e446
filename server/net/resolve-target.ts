// Turns an owner-given URL into one vetted IP address to connect to. Every address the name resolves
// to must pass, so a DNS answer mixing a public and a private address is refused as a whole.
import { lookup } from 'node:dns/promises';
import { blockedRange, isIpLiteral } from './address-policy';
import { GuardedFetchError } from './guarded-fetch-error';

export interface Target {
  url: URL;
  address: string;
  family: 4 | 6;
}

export function parseTargetUrl(input: string | URL): URL {
  let url: URL;
  try {
    // WHATWG parsing normalises 2130706433, 0x7f000001 and 127.1 to 127.0.0.1 before we look at it.
    url = new URL(String(input));
  } catch {
    throw new GuardedFetchError('BAD_URL', 'The URL is not valid.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new GuardedFetchError('BAD_URL', 'Only http and https URLs can be fetched.');
  }
  if (url.username || url.password) {
    throw new GuardedFetchError('USERINFO', 'URLs with a user name or password are not allowed.');
  }
  if (!url.hostname) throw new GuardedFetchError('BAD_URL', 'The URL has no host.');
  return url;
}

export function hostPort(url: URL): string {
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  return `${url.hostname.toLowerCase()}:${port}`;
}

export function defaultAllowHosts(): string[] {
  return (process.env.FETCH_ALLOW_HOSTS ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

export async function resolveTarget(url: URL, allowHosts: readonly string[]): Promise<Target> {
  return { url, ...(await resolveHost(url.hostname, hostPort(url), allowHosts)) };
}

/**
 * The same vetting for a host reached without a URL (an owner's database server): `hostPortKey` is how
 * FETCH_ALLOW_HOSTS names it ("host:port").
 */
export async function resolveHost(hostname: string, hostPortKey: string, allowHosts: readonly string[]): Promise<{ address: string; family: 4 | 6 }> {
  const allowed = allowHosts.includes(hostPortKey.toLowerCase());
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIpLiteral(host)) {
    addresses = [{ address: host, family: host.includes(':') ? 6 : 4 }];
  } else {
    try {
      addresses = await lookup(host, { all: true, verbatim: true });
    } catch {
      throw new GuardedFetchError('NETWORK', `Could not resolve ${hostname}.`);
    }
    if (addresses.length === 0) throw new GuardedFetchError('NETWORK', `Could not resolve ${hostname}.`);
  }
  if (!allowed) {
    for (const a of addresses) {
      if (blockedRange(a.address) !== null) {
        throw new GuardedFetchError('BLOCKED_ADDRESS', 'The URL points to a private or reserved address.');
      }
    }
  }
  const first = addresses[0];
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
