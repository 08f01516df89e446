import { CallOptions, connect, type Connection, type RemoteProxy } from 'penpal';
import { frameToHostGuards, type FrameToHost } from '../../shared/bridge/frame-to-host';
import type { HostToFrame } from '../../shared/bridge/host-to-frame';
import { BRIDGE_CALL_TIMEOUT_MS, BRIDGE_HANDSHAKE_TIMEOUT_MS } from '../../shared/bridge/version';
import { OriginMessenger } from '../../shared/bridge/origin-messenger';
import { listenToFrame } from './frame-messenger';

// penpal's Methods type wants an index signature our interface does not carry.
export type Remote = RemoteProxy<HostToFrame & Record<string, never>>;

/** A refused bridge call: penpal carries name and message back to the frame, whose call rejects. */
export class BridgeError extends Error {
  readonly code = 'BRIDGE_BAD_ARGUMENT';
  constructor(message: string) {
    super(message);
    this.name = 'BridgeError';
  }
}

/** Every FrameToHost method, each argument checked by its guard before the implementation runs. */
export function guarded(impl: FrameToHost): Record<string, (...args: unknown[]) => unknown> {
  const out: Record<string, (...args: unknown[]) => unknown> = {};
  for (const name of Object.keys(frameToHostGuards) as (keyof FrameToHost)[]) {
    out[name] = (...args: unknown[]) => {
      const problem = args.length > 1 ? `${name} takes one argument` : frameToHostGuards[name](args[0], name);
      if (problem) throw new BridgeError(problem);
      return (impl[name] as (a: unknown) => unknown)(args[0]);
    };
  }
  return out;
}

/**
 * Parent side of one frame's bridge. Only messages from the APP origin (loader.js checks it) and from this
 * iframe's window (the messenger is found by it) reach the handshake, and after it only the frame holds
 * the other end of the MessagePort, so nothing posted by another origin or another frame on the host
 * page reaches our methods.
 */
export function openBridge(
  win: Window,
  origin: string,
  impl: FrameToHost,
  onReady: (r: Remote) => void,
  onFail: (code: string) => void,
): Connection {
  const conn = connect<HostToFrame & Record<string, never>>({
    messenger: new OriginMessenger(win, origin, listenToFrame(win)),
    methods: guarded(impl),
    timeout: BRIDGE_HANDSHAKE_TIMEOUT_MS,
  });
  conn.promise.then(
    (r) => onReady(r as unknown as Remote),
    (e: { code?: string }) => onFail(e?.code === 'CONNECTION_TIMEOUT' ? 'HANDSHAKE_TIMEOUT' : 'HANDSHAKE_FAILED'),
  );
  return conn;
}

/** Calls a frame method with the call time-out; a frame that went away is not the host page's problem. */
export function call<K extends keyof HostToFrame>(r: Remote | null | undefined, name: K, arg: Parameters<HostToFrame[K]>[0]): void {
  if (!r) return;
  try {
    const p = (r[name] as unknown as (a: unknown, o: CallOptions) => Promise<unknown>)(arg, new CallOptions({ timeout: BRIDGE_CALL_TIMEOUT_MS }));
    p.catch(() => {});
  } catch {
    /* connection destroyed */
  }
}
