// One short-lived client of an owner's MongoDB, for reading a collection into a gallery. The URL is
// owner-given and the driver connects to hosts we do not pick (an SRV record's, the replica set's
// members), so every connection goes through a one-use vetting proxy (server/net/vetting-proxy.ts: no
// private or reserved address unless FETCH_ALLOW_HOSTS names it). Only the URL options of mongodb-url.ts
// are accepted. Server selection, connecting and each operation have time limits. Failures are
// SourceErrors in words an owner can act on.
import { MongoClient, MongoServerError, type Db } from 'mongodb';
import type { Deps } from '../../deps';
import { openVettingProxy } from '../../net/vetting-proxy';
import { SourceError } from '../sources/source-error';
import { readMongoUrl } from './mongodb-url';

export const MONGODB_OPERATION_MS = 5000;

export interface MongoSettings {
  connectionUrl: string;
  dbName: string;
}

const BLOCKED = () => new SourceError('BLOCKED_ADDRESS', 'The MongoDB host is a private or internal address and cannot be used.');

function refusal(e: unknown, refused: readonly string[], where: string): SourceError {
  if (e instanceof SourceError) return e;
  if (refused.some((r) => r.endsWith(': BLOCKED_ADDRESS'))) return BLOCKED();
  if (e instanceof MongoServerError) return new SourceError('UPSTREAM_STATUS', `MongoDB refused: ${(e.errmsg ?? e.message).slice(0, 200)}`);
  const err = e as { name?: string; message?: string };
  if (err.name === 'MongoParseError' || err.name === 'MongoInvalidArgumentError' || err.name === 'MongoAPIError') return new SourceError('BAD_URL', `The MongoDB connection URL is not valid: ${err.message ?? ''}`.trim());
  if (err.name === 'MongoServerSelectionError' || err.name === 'MongoOperationTimeoutError' || /timed out/i.test(err.message ?? '')) {
    return new SourceError('TIMEOUT', `MongoDB at ${where} could not be reached in time.`);
  }
  return new SourceError('NETWORK', `MongoDB at ${where} could not be reached.`);
}

export async function withMongo<T>(deps: Deps, s: MongoSettings, use: (db: Db) => Promise<T>): Promise<T> {
  const parts = readMongoUrl(s.connectionUrl);
  if ('error' in parts) throw new SourceError('BAD_URL', parts.error);
  const where = parts.hosts.map((h) => `${h.hostname}:${h.port}`).join(', ');
  // A server of the database at a private address (given, or announced by another) ends the attempt at
  // once, rather than when the driver gives up looking for a server it may use.
  const refused: string[] = [];
  let refuse: (e: SourceError) => void = () => undefined;
  const blocked = new Promise<never>((_, reject) => (refuse = reject));
  blocked.catch(() => undefined);
  const proxy = await openVettingProxy(deps.config.fetchAllowHosts, (why) => {
    refused.push(why);
    if (why.endsWith(': BLOCKED_ADDRESS')) refuse(BLOCKED());
  });
  let client: MongoClient | undefined;
  try {
    // Options given here win over the URL's: the proxy and the time limits cannot be changed by it.
    client = new MongoClient(s.connectionUrl, {
      proxyHost: '127.0.0.1',
      proxyPort: proxy.port,
      proxyUsername: proxy.username,
      proxyPassword: proxy.password,
      serverSelectionTimeoutMS: MONGODB_OPERATION_MS,
      connectTimeoutMS: MONGODB_OPERATION_MS,
      socketTimeoutMS: 2 * MONGODB_OPERATION_MS,
      maxPoolSize: 2,
      appName: 'Tessera',
    });
    const db = client.db(s.dbName);
    const work = client.connect().then(() => use(db));
    work.catch(() => undefined);
    return await Promise.race([work, blocked]);
  } catch (e) {
    throw refusal(e, refused, where);
  } finally {
    if (refused.length) deps.log.warn('database connection refused', { kind: 'mongodb', refused });
    await client?.close().catch(() => undefined);
    await proxy.close();
  }
}
