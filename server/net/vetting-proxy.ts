// A one-use SOCKS5 proxy on loopback (RFC 1928 CONNECT, RFC 1929 user name and password) that vets every
// connection through it like the guarded fetcher vets a URL (resolveHost: no private or reserved address
// unless FETCH_ALLOW_HOSTS names the host:port) and connects to the vetted address. For a client that
// opens connections we do not choose: the MongoDB driver connects to the hosts of an SRV record and to
// the replica-set members the server announces, which may be bare IP addresses that no `lookup` hook
// ever sees. Its credentials are random per proxy, so no other local process can use it.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import net from 'node:net';
import { GuardedFetchError } from './guarded-fetch-error';
import { resolveHost } from './resolve-target';

export interface VettingProxy {
  port: number;
  username: string;
  password: string;
  /** Why connections were refused ("host:port: reason"), for the caller's error message. */
  refused: string[];
  close(): Promise<void>;
}

const REPLY = { ok: 0, failure: 1, notAllowed: 2, hostUnreachable: 4, commandNotSupported: 7 } as const;

/** Reads exactly `n` bytes (or null when the client went away). */
function reader(socket: net.Socket) {
  let buf = Buffer.alloc(0);
  let want: { n: number; resolve: (b: Buffer | null) => void } | null = null;
  const pump = () => {
    if (want && buf.length >= want.n) {
      const out = buf.subarray(0, want.n);
      buf = buf.subarray(want.n);
      const w = want;
      want = null;
      w.resolve(out);
    }
  };
  const onData = (d: Buffer) => ((buf = Buffer.concat([buf, d])), pump());
  socket.on('data', onData);
  socket.once('close', () => want?.resolve(null));
  return {
    read: (n: number) => new Promise<Buffer | null>((resolve) => ((want = { n, resolve }), pump())),
    /** Stops reading; what was read past the request goes to the target first. */
    detach: () => (socket.off('data', onData), buf),
  };
}

const reply = (code: number) => Buffer.from([5, code, 0, 1, 0, 0, 0, 0, 0, 0]);

/** `onRefused`: called with each refusal as it happens ("host:port: CODE"). */
export async function openVettingProxy(allowHosts: readonly string[], onRefused?: (why: string) => void): Promise<VettingProxy> {
  const username = randomBytes(12).toString('hex');
  const password = randomBytes(24).toString('hex');
  const refused: string[] = [];
  const open = new Set<net.Socket>();
  const same = (a: Buffer, b: string) => a.length === b.length && timingSafeEqual(a, Buffer.from(b));

  async function serve(client: net.Socket): Promise<void> {
    const r = reader(client);
    // Greeting: version 5 and the methods offered; only user name and password (2) is accepted.
    const head = await r.read(2);
    if (!head || head[0] !== 5) return void client.destroy();
    const methods = await r.read(head[1]!);
    if (!methods?.includes(2)) return void client.end(Buffer.from([5, 0xff]));
    client.write(Buffer.from([5, 2]));
    const ver = await r.read(2);
    const user = ver && (await r.read(ver[1]!));
    const plen = user && (await r.read(1));
    const pass = plen && (await r.read(plen[0]!));
    if (!pass || !same(user, username) || !same(pass, password)) return void client.end(Buffer.from([1, 1]));
    client.write(Buffer.from([1, 0]));
    // Request: CONNECT to an IPv4 address (1), a name (3) or an IPv6 address (4), then the port.
    const req = await r.read(4);
    if (!req) return;
    if (req[1] !== 1) return void client.end(reply(REPLY.commandNotSupported));
    let host: string;
    if (req[3] === 1) host = [...((await r.read(4)) ?? [])].join('.');
    else if (req[3] === 3) host = ((await r.read(((await r.read(1)) ?? [0])[0]!)) ?? Buffer.alloc(0)).toString('latin1');
    else if (req[3] === 4) host = ((await r.read(16))?.toString('hex').match(/.{4}/g) ?? []).join(':');
    else return void client.end(reply(REPLY.commandNotSupported));
    const portBytes = await r.read(2);
    if (!portBytes || !host) return void client.destroy();
    const port = portBytes.readUInt16BE(0);
    let target: { address: string; family: 4 | 6 };
    try {
      target = await resolveHost(host, `${host}:${port}`, allowHosts);
    } catch (e) {
      const why = `${host}:${port}: ${e instanceof GuardedFetchError ? e.code : 'error'}`;
      refused.push(why);
      onRefused?.(why);
      return void client.end(reply(e instanceof GuardedFetchError && e.code === 'BLOCKED_ADDRESS' ? REPLY.notAllowed : REPLY.hostUnreachable));
    }
    const upstream = net.connect({ host: target.address, port, family: target.family });
    open.add(upstream);
    client.once('close', () => upstream.destroy());
    upstream.once('close', () => (open.delete(upstream), client.destroy()));
    upstream.once('error', () => (client.writable && client.end(reply(REPLY.hostUnreachable)), upstream.destroy()));
    upstream.once('connect', () => {
      upstream.removeAllListeners('error');
      upstream.on('error', () => client.destroy());
      client.write(reply(REPLY.ok));
      const early = r.detach();
      if (early.length) upstream.write(early);
      client.pipe(upstream);
      upstream.pipe(client);
    });
  }

  const server = net.createServer((client) => {
    open.add(client);
    client.once('close', () => open.delete(client));
    client.on('error', () => client.destroy());
    serve(client).catch(() => client.destroy());
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', () => resolve()));
  return {
    port: (server.address() as net.AddressInfo).port,
    username,
    password,
    refused,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of open) s.destroy();
        server.close(() => resolve());
      }),
  };
}
