// An absolute http(s) address of a site, as an owner types one in (a chat button's page, a white-label
// brand's site): it parses as a URL with a host, and has no spaces.
export function isWebAddress(v: string): boolean {
  if (/\s/.test(v)) return false;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}
