// Issue 8: the frame's first height, before any JavaScript bundle or bridge. A loader iframe starts at
// 0 px when no height is known, and Chromium does not paint a zero-area cross-origin frame: waiting for
// the penpal handshake to size it cost the default snippet ~1.6× a plain iframe's first paint. So the
// server-rendered frame document carries one tiny inline script (server/frame-docs/early-size-script.ts,
// allowed by its CSP hash, never 'unsafe-inline') that measures #root once the HTML and CSS are in and
// posts the height to the host; loader.js (stage 1, loader/early-size.ts) applies it. A second one, first
// in the head, posts the height the server last learned for the widget (widget-heights.ts) before the
// stylesheets and scripts load. The bridge's dimensionsUpdate stays the source of truth afterwards.

/** `type` of the message; the loader accepts it only from its own iframes on the APP origin. */
export const EARLY_SIZE_TYPE = 'tessera:early-size';

/** Longest a frame's first height waits for its web font (early-size-script.ts, frame/viewer/watch-size.ts):
 *  measured before, it is the fallback face's, and the host page moves again when the font re-wraps the text. */
export const EARLY_SIZE_FONT_WAIT_MS = 1000;

/** Heights above this are nonsense (a broken layout), not a reason to make a host page that tall. */
export const EARLY_SIZE_MAX = 100_000;
