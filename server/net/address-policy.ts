// Which resolved addresses an owner-given URL may reach. Only globally routable unicast passes; the
// checks come from ipaddr.js so we do not hand-roll CIDR tables.
import ipaddr from 'ipaddr.js';

/**
 * Returns the name of the range that blocks `address`, or null when it is public unicast.
 * IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::/96) addresses are judged by the IPv4 inside them,
 * and anything else that embeds IPv4 (6to4, Teredo, rfc6145) is refused outright.
 */
export function blockedRange(address: string): string | null {
  let ip: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    ip = ipaddr.parse(address.replace(/^\[|\]$/g, ''));
  } catch {
    return 'invalid';
  }
  if (ip.kind() === 'ipv6') {
    const v6 = ip as ipaddr.IPv6;
    if (v6.zoneId) return 'zoned';
    if (v6.isIPv4MappedAddress()) return blockedRange(v6.toIPv4Address().toString());
    const range = v6.range();
    if (range === 'rfc6052') {
      // NAT64 gateway: 64:ff9b::7f00:1 reaches 127.0.0.1 on many networks.
      const [a, b, c, d] = v6.toByteArray().slice(12);
      return blockedRange(`${a}.${b}.${c}.${d}`) ?? 'rfc6052';
    }
    return range === 'unicast' ? null : range;
  }
  const range = (ip as ipaddr.IPv4).range();
  return range === 'unicast' ? null : range;
}

export function isIpLiteral(host: string): boolean {
  return ipaddr.isValid(host.replace(/^\[|\]$/g, ''));
}
