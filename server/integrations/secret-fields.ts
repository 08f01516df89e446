// Which fields of an integration are secret (write-only, encrypted at rest), and which field they belong
// to. Beyond the catalogue's `secret` fields we also protect what carries credentials in practice: api
// headers (Authorization tokens), webhook URLs (the URL is the credential), airtable's personal token and
// any URL value with a user name or password in it.
import type { IntegrationField, IntegrationKind } from '../../shared/integrations';

const EXTRA_SECRET: Record<string, string[]> = { api: ['headers'], 'microsoft-teams': ['webhookUrl'] };
/** A secret is tied to where it is sent: change the host or URL and the old secret is dropped. */
const ANCHORS = ['url', 'host', 'accountName'];

export function kindFields(kind: IntegrationKind): IntegrationField[] {
  return kind.personalToken ? [...kind.fields, kind.personalToken] : [...kind.fields];
}

function hasUserinfo(v: unknown): boolean {
  if (typeof v !== 'string') return false;
  try {
    const u = new URL(v);
    return !!(u.username || u.password);
  } catch {
    return false;
  }
}

export function isSecretField(kind: IntegrationKind, f: IntegrationField, value?: unknown): boolean {
  return f.secret || (EXTRA_SECRET[kind.key] ?? []).includes(f.name) || (f.format === 'url' && hasUserinfo(value));
}

export function staticSecretNames(kind: IntegrationKind): string[] {
  return kindFields(kind).filter((f) => isSecretField(kind, f)).map((f) => f.name);
}

export function anchorField(kind: IntegrationKind): string | undefined {
  const names = new Set(kindFields(kind).filter((f) => !isSecretField(kind, f)).map((f) => f.name));
  return ANCHORS.find((a) => names.has(a));
}
