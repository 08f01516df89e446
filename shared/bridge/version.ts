/**
 * The bridge between the loader (host page) and the frame (iframe), over penpal v7.
 *
 * Handshake, written up once:
 * 1. The loader creates the iframe and calls penpal `connect` with an OriginMessenger (origin-messenger.ts)
 *    that talks to the APP origin only. The frame calls `connect` towards `window.parent` with one that
 *    talks to the host origin only (one the server allows for the widget: any when the owner set no
 *    allow-list). Either side may connect first; penpal's SYN/ACK1/ACK2 exchange completes whichever side
 *    is late. Both sides set a time-out.
 * 2. The frame's first call is `pluginRequestedData({ kind: 'init', bridgeVersion })`. The loader answers
 *    with its own `bridgeVersion` and the session state it keeps in the host page's sessionStorage
 *    (the frame has no storage of its own, ARCHITECTURE §4). Each side then uses only what both versions
 *    know: a newer frame must keep working with an older loader, so methods are only ever added, and a
 *    frame checks `bridgeVersion` before calling a method younger than the loader.
 * 3. Every argument is validated on arrival with the validators beside this file; a bad call is
 *    rejected (the promise fails with a BridgeError), never executed.
 */
export const BRIDGE_VERSION = 1;

/** Time allowed for the penpal handshake and for each call, on both sides. */
export const BRIDGE_HANDSHAKE_TIMEOUT_MS = 10_000;
export const BRIDGE_CALL_TIMEOUT_MS = 10_000;
