// One short connection to an owner's MySQL (or MariaDB) server, for reading a table into a gallery. The
// host is owner-given, so it is vetted like every owner-given URL (server/net: no private or reserved
// address unless FETCH_ALLOW_HOSTS names it) and the connection goes to the vetted address, so a DNS
// answer cannot change between the check and the connect. The session is read-only, LOAD DATA LOCAL is
// not offered (a hostile server could otherwise ask for a file), and connecting and each query have a
// time limit. TLS is used when the server offers it, without checking its certificate, as the mysql
// client does by default (ssl-mode PREFERRED): self-hosted servers mostly have self-signed ones.
// Failures are SourceErrors in words an owner can act on.
import net from 'node:net';
import mysql from 'mysql2/promise';
import type { Deps } from '../../deps';
import { GuardedFetchError } from '../../net/guarded-fetch';
import { resolveHost } from '../../net/resolve-target';
import { SourceError } from '../sources/source-error';

export const MYSQL_DEFAULT_PORT = 3306;
const CONNECT_MS = 5000;
export const MYSQL_QUERY_MS = 5000;

export interface MysqlSettings {
  /** "db.example.com" or "db.example.com:3307" (SPEC §3's host field). */
  host: string;
  user: string;
  password: string;
  database: string;
}

export function mysqlHostPort(host: string): { hostname: string; port: number } {
  const [hostname = '', port] = host.trim().toLowerCase().split(':');
  return { hostname, port: port ? Number(port) : MYSQL_DEFAULT_PORT };
}

function refusal(e: unknown, where: string): SourceError {
  if (e instanceof SourceError) return e;
  const err = e as { code?: string; sqlMessage?: string; message?: string };
  // The server's own refusal (wrong password, unknown database, no rights on a table).
  if (err.sqlMessage) return new SourceError('UPSTREAM_STATUS', `MySQL refused: ${err.sqlMessage.slice(0, 200)}`);
  if (err.code === 'ETIMEDOUT' || err.code === 'PROTOCOL_SEQUENCE_TIMEOUT') return new SourceError('TIMEOUT', `MySQL at ${where} did not answer in time.`);
  return new SourceError('NETWORK', `MySQL at ${where} could not be reached${err.code ? ` (${err.code})` : ''}.`);
}

export async function withMysql<T>(deps: Deps, s: MysqlSettings, use: (conn: mysql.Connection) => Promise<T>): Promise<T> {
  const { hostname, port } = mysqlHostPort(s.host);
  const where = `${hostname}:${port}`;
  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveHost(hostname, where, deps.config.fetchAllowHosts);
  } catch (e) {
    if (!(e instanceof GuardedFetchError)) throw e;
    throw new SourceError(e.code, e.code === 'BLOCKED_ADDRESS' ? 'The MySQL host is a private or internal address and cannot be used.' : e.message);
  }
  const open = (tls: boolean) =>
    mysql.createConnection({
      // The name stays the owner's (TLS server name); the socket goes to the vetted address.
      host: hostname,
      port,
      stream: () => net.connect({ host: target.address, port, family: target.family }),
      user: s.user,
      password: s.password,
      database: s.database,
      ssl: tls ? { rejectUnauthorized: false } : undefined,
      connectTimeout: CONNECT_MS,
      flags: ['-LOCAL_FILES', '-MULTI_STATEMENTS'],
      // Rows become JSON for the page: dates as written, big numbers as text, no Date or BigInt objects.
      dateStrings: true,
      supportBigNumbers: true,
      bigNumberStrings: true,
    });
  let conn: mysql.Connection;
  try {
    conn = await open(true).catch((e: { code?: string }) => {
      if (e.code === 'HANDSHAKE_NO_SSL_SUPPORT') return open(false);
      throw e;
    });
  } catch (e) {
    throw refusal(e, where);
  }
  // A connection error after the handshake must not become an uncaught 'error' event.
  conn.on('error', () => undefined);
  try {
    await conn.query({ sql: 'SET SESSION TRANSACTION READ ONLY', timeout: MYSQL_QUERY_MS });
    return await use(conn);
  } catch (e) {
    throw refusal(e, where);
  } finally {
    conn.destroy();
  }
}
