// Starts a test server on 127.0.0.1 at a free port (STYLE.md 12: third-party fakes are real servers on
// loopback). close() also ends kept-alive sockets, so a suite never waits on a browser's idle connection.
import type { Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';

export interface Loopback {
  /** http://127.0.0.1:PORT */
  url: string;
  /** 127.0.0.1:PORT, for allow-lists of hosts. */
  hostPort: string;
  close(): Promise<void>;
}

export async function listenLoopback(server: Server): Promise<Loopback> {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hostPort: `127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

/** A port free on 127.0.0.1 right now, for a server of another process to listen on. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createNetServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo;
      s.close(() => res(port));
    });
  });
}
