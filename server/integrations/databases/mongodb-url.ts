// An owner's MongoDB connection URL (SPEC §3's connectionUrl): its hosts, and the options we let it set.
// The driver reads some options as instructions to our server: tlsCAFile and tlsCertificateKeyFile read
// files from our disk, and the MONGODB-AWS and MONGODB-OIDC mechanisms send credentials of the machine
// we run on to the database. So only the options a hosted or self-hosted database needs to be reached
// are accepted, and only password (SCRAM) authentication.
export const MONGODB_DEFAULT_PORT = 27017;

/** Lower-cased, as the driver reads them case-insensitively. */
const ALLOWED_OPTIONS = new Set([
  'authsource', 'authmechanism', 'replicaset', 'tls', 'ssl', 'tlsinsecure', 'tlsallowinvalidcertificates',
  'tlsallowinvalidhostnames', 'retrywrites', 'retryreads', 'w', 'readpreference', 'readpreferencetags',
  'appname', 'directconnection', 'loadbalanced', 'srvservicename', 'srvmaxhosts', 'maxpoolsize', 'journal',
  'wtimeoutms', 'readconcernlevel', 'maxidletimems', 'heartbeatfrequencyms',
]);
const PASSWORD_MECHANISMS = new Set(['scram-sha-1', 'scram-sha-256', 'default']);

export interface MongoUrlParts {
  srv: boolean;
  /** The hosts as written (for mongodb+srv://, the one name whose SRV record lists them). */
  hosts: { hostname: string; port: number }[];
}

/** `%zz` is no escape: left as written rather than thrown. */
const decoded = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** The hosts, or why the URL cannot be used (a message for the owner). */
export function readMongoUrl(url: string): MongoUrlParts | { error: string } {
  const m = /^mongodb(\+srv)?:\/\/([^/?#]*)(?:\/[^?#]*)?(?:\?([^#]*))?$/i.exec(url.trim());
  if (!m) return { error: 'The MongoDB connection URL is not valid: it should look like mongodb+srv://user:password@cluster.example.net/.' };
  const authority = m[2]!.slice(m[2]!.lastIndexOf('@') + 1);
  const hosts = authority.split(',').map((h) => {
    const v6 = /^\[([^\]]+)\](?::(\d+))?$/.exec(h);
    const [hostname, port] = v6 ? [v6[1]!, v6[2]] : h.split(':');
    return { hostname: (hostname ?? '').toLowerCase(), port: port ? Number(port) : MONGODB_DEFAULT_PORT };
  });
  if (!hosts.length || hosts.some((h) => !h.hostname || !Number.isInteger(h.port) || h.port < 1 || h.port > 65535)) {
    return { error: 'The MongoDB connection URL has a host that is not valid.' };
  }
  for (const pair of (m[3] ?? '').split('&').filter(Boolean)) {
    const [rawKey = '', rawValue = ''] = pair.split('=');
    const key = decoded(rawKey).toLowerCase();
    if (!ALLOWED_OPTIONS.has(key)) return { error: `The MongoDB connection URL option ${decoded(rawKey)} is not supported here.` };
    if (key === 'authmechanism' && !PASSWORD_MECHANISMS.has(decoded(rawValue).toLowerCase())) {
      return { error: 'Only user name and password (SCRAM) authentication is supported for MongoDB.' };
    }
  }
  return { srv: !!m[1], hosts };
}
