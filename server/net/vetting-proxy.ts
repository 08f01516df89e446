// A one-use SOCKS5 proxy on loopback (@mongodb-js/socksv5: CONNECT, user name and password) that vets
// every connection through it like the guarded fetcher vets a URL (resolveHost: no private or reserved
// address unless FETCH_ALLOW_HOSTS names the host:port) and connects to the vetted address itself. For a
// client that opens connections we do not choose: the MongoDB driver connects to the hosts of an SRV
// record and to the replica-set members the server announces, which may be bare IP addresses that no
// `lookup` hook ever sees. Its credentials are random per proxy, so no other local process can use it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import socks from '@mongodb-js/socksv5';
import { GuardedFetchError } from './guarded-fetch-error';
import { resolveHost } from './resolve-target';

export interface VettingProxy {
  port: number;
  username: string;
  password: string;
  close(): Promise<void>;
}

function same(given: string, expected: string): boolean {
  const [a, b] = [Buffer.from(given), Buffer.from(expected)];
  return a.length === b.length && timingSafeEqual(a, b);
}

/** `onRefused`: told of each refusal as it happens ("host:port: CODE"), for the caller's error message. */
export async function openVettingProxy(allowHosts: readonly string[], onRefused: (why: string) => void): Promise<VettingProxy> {
  const username = randomBytes(12).toString('hex');
  const password = randomBytes(24).toString('hex');
  const open = new Set<net.Socket>();
  const track = (s: net.Socket) => (open.add(s), s.once('close', () => open.delete(s)), s);

  const server = socks.createServer((info, accept, deny) => {
    resolveHost(info.dstAddr, `${info.dstAddr}:${info.dstPort}`, allowHosts).then(
      (target) => {
        // Taken over rather than passed on: the library would look the name up again itself.
        const client = accept(true);
        if (!client) return;
        track(client);
        const upstream = track(net.connect({ host: target.address, port: info.dstPort, family: target.family }));
        client.on('error', () => upstream.destroy());
        upstream.on('error', () => client.destroy());
        client.pipe(upstream).pipe(client);
      },
      (e: unknown) => {
        onRefused(`${info.dstAddr}:${info.dstPort}: ${e instanceof GuardedFetchError ? e.code : 'ERROR'}`);
        deny();
      },
    );
  });
  server.useAuth(socks.auth.UserPassword((user, pass, cb) => cb(same(user, username) && same(pass, password))));
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    username,
    password,
    // Stops listening and ends every connection it made; it does not wait for a client still greeting it.
    async close() {
      for (const s of open) s.destroy();
      server.close();
    },
  };
}
