// A custom domain is a public host name (punycode for IDNs), never an IP address or our own host.
import { badRequest } from '../http/errors';

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;

export function normalizeDomain(input: unknown, publicUrl: string): string {
  if (typeof input !== 'string' || !input.trim()) throw badRequest('"domain" is required.', 'INVALID_DOMAIN');
  let host: string;
  try {
    const raw = input.trim().replace(/^https?:\/\//i, '').replace(/\/.*$/, '').replace(/\.$/, '');
    if (/[:@\s]/.test(raw)) throw new Error('port or userinfo');
    host = new URL(`http://${raw}`).hostname;
  } catch {
    throw badRequest('Enter a domain name such as widgets.example.com.', 'INVALID_DOMAIN');
  }
  const labels = host.split('.');
  if (host.length > 253 || labels.length < 2 || !labels.every((l) => LABEL.test(l)) || /^\d+$/.test(labels[labels.length - 1])) {
    throw badRequest('Enter a domain name such as widgets.example.com.', 'INVALID_DOMAIN');
  }
  if (host === new URL(publicUrl).hostname) throw badRequest('That is our own domain.', 'INVALID_DOMAIN');
  return host;
}

export const TXT_PREFIX = 'tessera-verify=';
/** Where the TXT record may sit: the domain itself, or _tessera.<domain> when the domain is a CNAME. */
export const txtNames = (domain: string) => [domain, `_tessera.${domain}`];
