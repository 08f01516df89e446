import type { Listen } from '../../shared/bridge/origin-messenger';

const byWindow = new Map<MessageEventSource, (e: MessageEvent) => void>();

/**
 * The host side of a frame's bridge listens here, not on the window: with one bridge per widget and
 * popup, every message posted to the host page (the frames' handshakes and early sizes, and the host
 * events ARCHITECTURE §3.3 posts to the host window itself) ran every bridge's own listener. loader.js's
 * one listener checks the APP origin and hands the rest to `deliverToBridge`, which finds the bridge by
 * the message's source window.
 */
export const listenToFrame =
  (win: Window): Listen =>
  (receive) => {
    byWindow.set(win, receive);
    return () => {
      if (byWindow.get(win) === receive) byWindow.delete(win);
    };
  };

/** Hands a window message from the APP origin to its frame's bridge; false when none is open for it. */
export function deliverToBridge(e: MessageEvent): boolean {
  const receive = e.source && byWindow.get(e.source);
  if (!receive) return false;
  receive(e);
  return true;
}
