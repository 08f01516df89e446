import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { brotliCompressSync, createGzip, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedRange } from '../../../../server/net/address-policy';
import { GuardedFetchError, guardedFetch, guardedStream } from '../../../../server/net/guarded-fetch';
import { startFakeServer, type FakeServer } from '../helpers/fake-server';

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'OK';
  } catch (e) {
    if (e instanceof GuardedFetchError) return e.code;
    throw e;
  }
}

/** `mb` megabytes of zeros gzipped as a stream, so making the bomb never holds the inflated bytes. */
function gzippedZeros(mb: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const source = Readable.from((function* () {
    for (let i = 0; i < mb; i++) yield zeros;
  })());
  return buffer(source.pipe(createGzip({ level: 1 })));
}

let up: FakeServer;
let other: FakeServer;
// Made before any test reads the process's memory: the bomb test measures the fetcher, not the fake server.
let bomb: Buffer;
beforeAll(async () => {
  bomb = await gzippedZeros(256);
  other = await startFakeServer((_q, res) => {
    res.end('secret internal');
  });
  up = await startFakeServer((req, res, body) => {
    const u = new URL(req.url ?? '/', 'http://x');
    switch (u.pathname) {
      case '/hello':
        res.setHeader('content-type', 'text/plain');
        return void res.end('hello');
      case '/echo':
        return void res.end(JSON.stringify({ method: req.method, body, auth: req.headers.authorization ?? null }));
      case '/gzip':
        res.setHeader('content-encoding', 'gzip');
        return void res.end(gzipSync('zipped text'));
      case '/br':
        res.setHeader('content-encoding', 'br');
        return void res.end(brotliCompressSync('brotli text'));
      case '/bomb':
        // 256 MB of zeros in about 1 MB on the wire: the cap must stop it after decompression.
        res.setHeader('content-encoding', 'gzip');
        return void res.end(bomb);
      case '/endless': {
        const chunk = Buffer.alloc(64 * 1024, 97);
        const pump = () => {
          while (res.write(chunk)) {}
          res.once('drain', pump);
        };
        res.on('close', () => res.removeAllListeners('drain'));
        return pump();
      }
      case '/slow':
        return void setTimeout(() => res.end('late'), 3000);
      case '/redirect':
        res.statusCode = 302;
        res.setHeader('location', u.searchParams.get('to') ?? '/hello');
        return void res.end();
      case '/loop':
        res.statusCode = 301;
        res.setHeader('location', '/loop');
        return void res.end();
      case '/range': {
        const data = Buffer.from('0123456789');
        const m = /bytes=(\d+)-(\d+)/.exec(req.headers.range ?? '');
        if (!m) return void res.end(data);
        res.statusCode = 206;
        res.setHeader('content-range', `bytes ${m[1]}-${m[2]}/10`);
        return void res.end(data.subarray(Number(m[1]), Number(m[2]) + 1));
      }
      default:
        res.statusCode = 404;
        res.end('nope');
    }
  });
});
afterAll(async () => {
  await up.close();
  await other.close();
});

const allow = () => ({ allowHosts: [up.hostPort] });

describe('guardedFetch: SSRF address matrix', () => {
  const blocked = [
    'http://127.0.0.1/',
    'http://2130706433/',
    'http://0x7f000001/',
    'http://127.1/',
    'http://017700000001/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::ffff:7f00:1]/',
    'http://[64:ff9b::7f00:1]/',
    'http://[fd00::1]/',
    'http://[fe80::1]/',
    'http://0.0.0.0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.1/',
    'http://172.16.0.1/',
    'http://172.31.255.254/',
    'http://192.168.1.1/',
    'http://100.64.0.1/',
    'http://localhost/',
  ];
  for (const url of blocked) {
    it(`refuses ${url} with BLOCKED_ADDRESS`, async () => {
      expect(await codeOf(guardedFetch(url, { allowHosts: [] }))).toBe('BLOCKED_ADDRESS');
    });
  }

  it('judges public unicast as allowed and mapped/NAT64 forms by their inner IPv4', () => {
    expect(blockedRange('8.8.8.8')).toBeNull();
    expect(blockedRange('2606:4700::1111')).toBeNull();
    expect(blockedRange('::ffff:10.1.2.3')).toBe('private');
    expect(blockedRange('64:ff9b::a9fe:a9fe')).toBe('linkLocal');
    expect(blockedRange('64:ff9b::808:808')).toBe('rfc6052');
  });

  it('refuses userinfo, other schemes and garbage before connecting', async () => {
    expect(await codeOf(guardedFetch(`http://user:pw@${up.hostPort}/hello`, allow()))).toBe('USERINFO');
    expect(await codeOf(guardedFetch('file:///etc/passwd', allow()))).toBe('BAD_URL');
    expect(await codeOf(guardedFetch('gopher://example.com/', allow()))).toBe('BAD_URL');
    expect(await codeOf(guardedFetch('not a url', allow()))).toBe('BAD_URL');
    expect(up.requests.some((r) => r.url.includes('passwd'))).toBe(false);
  });

  it('re-checks every redirect: an allowed host redirecting to a private one is refused', async () => {
    const before = other.requests.length;
    const to = encodeURIComponent(`${other.url}/`);
    expect(await codeOf(guardedFetch(`${up.url}/redirect?to=${to}`, allow()))).toBe('BLOCKED_ADDRESS');
    const meta = encodeURIComponent('http://169.254.169.254/latest/meta-data/');
    expect(await codeOf(guardedFetch(`${up.url}/redirect?to=${meta}`, allow()))).toBe('BLOCKED_ADDRESS');
    expect(other.requests.length).toBe(before);
  });
});

describe('guardedFetch: allowed fetches', () => {
  it('fetches text from an allowed host:port', async () => {
    const res = await guardedFetch(`${up.url}/hello`, allow());
    expect(res.status).toBe(200);
    expect(res.text()).toBe('hello');
    expect(res.headers.get('content-type')).toBe('text/plain');
  });

  it('reads FETCH_ALLOW_HOSTS when no allowHosts is given', async () => {
    const prev = process.env.FETCH_ALLOW_HOSTS;
    process.env.FETCH_ALLOW_HOSTS = `example.org:80, ${up.hostPort}`;
    try {
      expect((await guardedFetch(`${up.url}/hello`)).text()).toBe('hello');
    } finally {
      if (prev === undefined) delete process.env.FETCH_ALLOW_HOSTS;
      else process.env.FETCH_ALLOW_HOSTS = prev;
    }
    expect(await codeOf(guardedFetch(`${up.url}/hello`))).toBe(prev?.includes(up.hostPort) ? 'OK' : 'BLOCKED_ADDRESS');
  });

  it('sends method, headers and body', async () => {
    const res = await guardedFetch(`${up.url}/echo`, {
      ...allow(),
      method: 'POST',
      body: 'payload',
      headers: { Authorization: 'Bearer t' },
    });
    expect(JSON.parse(res.text())).toEqual({ method: 'POST', body: 'payload', auth: 'Bearer t' });
  });

  it('decompresses gzip and brotli', async () => {
    expect((await guardedFetch(`${up.url}/gzip`, allow())).text()).toBe('zipped text');
    expect((await guardedFetch(`${up.url}/br`, allow())).text()).toBe('brotli text');
  });

  it('follows relative redirects and reports the final url', async () => {
    const res = await guardedFetch(`${up.url}/redirect?to=%2Fhello`, allow());
    expect(res.url).toBe(`${up.url}/hello`);
    expect(res.text()).toBe('hello');
  });
});

describe('guardedFetch: hostile upstreams', () => {
  it('stops a redirect loop after maxRedirects', async () => {
    expect(await codeOf(guardedFetch(`${up.url}/loop`, allow()))).toBe('TOO_MANY_REDIRECTS');
  });

  it('times out a slow upstream', async () => {
    const t0 = Date.now();
    expect(await codeOf(guardedFetch(`${up.url}/slow`, { ...allow(), timeoutMs: 300 }))).toBe('TIMEOUT');
    expect(Date.now() - t0).toBeLessThan(2000);
  });

  it('caps an endless body', async () => {
    expect(await codeOf(guardedFetch(`${up.url}/endless`, { ...allow(), maxBytes: 1024 * 1024 }))).toBe('TOO_LARGE');
  });

  it('caps a gzip bomb after decompression without inflating it all', async () => {
    const before = process.memoryUsage().rss;
    expect(await codeOf(guardedFetch(`${up.url}/bomb`, allow()))).toBe('TOO_LARGE');
    expect(process.memoryUsage().rss - before).toBeLessThan(48 * 1024 * 1024);
  });
});

describe('guardedStream', () => {
  it('passes Range through and streams the 206 part', async () => {
    const res = await guardedStream(`${up.url}/range`, { ...allow(), headers: { range: 'bytes=2-5' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe('bytes 2-5/10');
    const chunks: Buffer[] = [];
    for await (const c of res.body) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('2345');
  });

  it('applies the same address checks', async () => {
    expect(await codeOf(guardedStream('http://[::1]:9/', { allowHosts: [] }))).toBe('BLOCKED_ADDRESS');
  });
});
