// The vetting SOCKS5 proxy (server/net/vetting-proxy.ts) through a standard SOCKS client (the `socks`
// package the MongoDB driver uses): bytes flow both ways to an allowed target, a private target or the
// wrong credentials are refused before any connection, and each refusal is reported.
import net from 'node:net';
import { SocksClient } from 'socks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openVettingProxy } from '../../../../server/net/vetting-proxy';

let echo: net.Server;
let echoPort: number;
let accepted = 0;

beforeAll(async () => {
  echo = net.createServer((s) => (accepted++, s.pipe(s)));
  await new Promise<void>((r) => echo.listen(0, '127.0.0.1', () => r()));
  echoPort = (echo.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((r) => echo.close(() => r())));

const through = (port: number, userId: string, password: string, host: string, destPort: number) =>
  SocksClient.createConnection({ proxy: { host: '127.0.0.1', port, type: 5, userId, password }, command: 'connect', destination: { host, port: destPort }, timeout: 5000 });

describe('the vetting proxy', () => {
  it('carries bytes both ways to an allowed host:port', async () => {
    const seen: string[] = [];
    const proxy = await openVettingProxy([`127.0.0.1:${echoPort}`], (why) => seen.push(why));
    try {
      const { socket } = await through(proxy.port, proxy.username, proxy.password, '127.0.0.1', echoPort);
      const back = new Promise<string>((r) => socket.once('data', (d) => r(d.toString())));
      socket.write('hello');
      expect(await back).toBe('hello');
      socket.destroy();
      expect(seen).toEqual([]);
    } finally {
      await proxy.close();
    }
  });

  it('refuses a loopback or private target that is not allowed, by address or by name, and reports it', async () => {
    const seen: string[] = [];
    const proxy = await openVettingProxy([], (why) => seen.push(why));
    const before = accepted;
    try {
      for (const host of ['127.0.0.1', 'localhost', '10.0.0.8']) {
        // The refusal closes the connection after the reply's first bytes; the client sees it end.
        await expect(through(proxy.port, proxy.username, proxy.password, host, echoPort), host).rejects.toThrow();
      }
      expect(accepted).toBe(before);
      expect(seen).toEqual([`127.0.0.1:${echoPort}: BLOCKED_ADDRESS`, `localhost:${echoPort}: BLOCKED_ADDRESS`, `10.0.0.8:${echoPort}: BLOCKED_ADDRESS`]);
    } finally {
      await proxy.close();
    }
  });

  it('serves no one without its credentials', async () => {
    const proxy = await openVettingProxy([`127.0.0.1:${echoPort}`], () => undefined);
    const before = accepted;
    try {
      await expect(through(proxy.port, proxy.username, 'guess', '127.0.0.1', echoPort)).rejects.toThrow(/Socks5 Authentication failed/);
      await expect(
        SocksClient.createConnection({ proxy: { host: '127.0.0.1', port: proxy.port, type: 5 }, command: 'connect', destination: { host: '127.0.0.1', port: echoPort }, timeout: 5000 }),
      ).rejects.toThrow(/Socks5/);
      expect(accepted).toBe(before);
    } finally {
      await proxy.close();
    }
  });
});
