// @mongodb-js/socksv5 ships no types; this is the part of its server API we use (its README's).
declare module '@mongodb-js/socksv5' {
  import type { AddressInfo, Socket } from 'node:net';

  export interface ConnectionInfo {
    srcAddr: string;
    srcPort: number;
    /** A host name or an IP address, as the client asked. */
    dstAddr: string;
    dstPort: number;
  }

  export interface Server {
    useAuth(handler: AuthHandler): Server;
    listen(port: number, host: string, cb?: () => void): Server;
    address(): AddressInfo | string | null;
    close(cb?: () => void): void;
    once(event: 'error', cb: (err: Error) => void): Server;
  }

  export interface AuthHandler {
    METHOD: number;
  }

  /** `accept(true)` takes the client's socket over (the reply says success) instead of proxying it. */
  export function createServer(onConnection: (info: ConnectionInfo, accept: (intercept?: boolean) => Socket | undefined, deny: () => void) => void): Server;

  export const auth: {
    UserPassword(validate: (user: string, password: string, cb: (ok: boolean) => void) => void): AuthHandler;
  };

  const socks: { createServer: typeof createServer; auth: typeof auth };
  export default socks;
}
