// The frame's side of the penpal bridge (handshake: shared/bridge/version.ts). Every call from the host
// is checked with hostToFrameGuards before it reaches the viewer; a bad call is rejected, not executed.
import { connect, type RemoteProxy } from 'penpal';
import { OriginMessenger } from '../../shared/bridge/origin-messenger';
import { BRIDGE_HANDSHAKE_TIMEOUT_MS, BRIDGE_VERSION } from '../../shared/bridge/version';
import { hostToFrameGuards, type HostToFrame } from '../../shared/bridge/host-to-frame';
import type { FrameToHost, InitData } from '../../shared/bridge/frame-to-host';

export type HostProxy = RemoteProxy<FrameToHost & Record<string, (...a: never[]) => unknown>>;

export class BridgeArgumentError extends Error {
  readonly code = 'BRIDGE_BAD_ARGUMENT';
}

/** Wraps the handlers so each runs only with exactly one argument that passes its guard. */
export function guardedMethods(h: HostToFrame): Record<string, (...args: unknown[]) => void> {
  const out: Record<string, (...args: unknown[]) => void> = {};
  for (const name of Object.keys(hostToFrameGuards) as (keyof HostToFrame)[]) {
    out[name] = (...args: unknown[]) => {
      const reason = args.length === 1 ? hostToFrameGuards[name](args[0], name) : `${name} takes one argument`;
      if (reason) throw new BridgeArgumentError(reason);
      (h[name] as (a: unknown) => void)(args[0]);
    };
  }
  return out;
}

export interface HostBridge {
  host: HostProxy;
  init: InitData;
  destroy(): void;
}

/** Connects to window.parent, accepting only `origin`; resolves after the init exchange. */
export async function connectToHost(origin: string, handlers: HostToFrame, timeout = BRIDGE_HANDSHAKE_TIMEOUT_MS): Promise<HostBridge> {
  // The host page's messages only, from its window and origin; everything the frame sends goes to that origin.
  const messenger = new OriginMessenger(window.parent, origin, (receive) => {
    const on = (e: MessageEvent) => {
      if (e.source === window.parent && e.origin === origin) receive(e);
    };
    addEventListener('message', on);
    return () => removeEventListener('message', on);
  });
  const conn = connect<FrameToHost & Record<string, (...a: never[]) => unknown>>({
    messenger,
    methods: guardedMethods(handlers),
    timeout,
  });
  try {
    const host = await conn.promise;
    const init = (await host.pluginRequestedData({ kind: 'init', bridgeVersion: BRIDGE_VERSION })) as InitData;
    return { host, init, destroy: conn.destroy };
  } catch (e) {
    conn.destroy();
    throw e;
  }
}
