// TXT lookups for domain verification through node:dns. DNS_SERVERS (comma-separated ip[:port]) points
// the resolver at a chosen server: tests run a real DNS server on loopback, intranets their own.
import { Resolver } from 'node:dns/promises';

export async function lookupTxt(name: string): Promise<string[]> {
  const resolver = new Resolver({ timeout: 3000, tries: 2 });
  const servers = (process.env.DNS_SERVERS ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  if (servers.length) resolver.setServers(servers);
  try {
    return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
  } catch {
    // NXDOMAIN, no data, time-out: all mean "no record yet" to the owner.
    return [];
  }
}
