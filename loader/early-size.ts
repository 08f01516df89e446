import { EARLY_SIZE_MAX, EARLY_SIZE_TYPE } from '../shared/bridge/early-size';
import type { Core } from './core';
import { growFrame } from './frame';

/**
 * The frame document's first height (shared/bridge/early-size.ts), posted before its bundle or bridge
 * exists: applied at once so a 0 px iframe (nothing known about its height) paints as soon as a plain
 * iframe would, instead of after the runtime and the handshake. Once the bridge has sized the iframe
 * (Mount.sized) the bridge alone decides, shrinking included. Returns true for an early-size message.
 */
export function earlySize(core: Core, e: MessageEvent): boolean {
  const d = e.data as { type?: unknown; height?: unknown } | null;
  if (!isEarlySize(d)) return false;
  const h = d.height;
  if (typeof h !== 'number' || !(h > 0 && h <= EARLY_SIZE_MAX)) return true;
  for (const m of core.mounts) {
    // Only after the viewer document committed (it just posted), so contentWindow is a cheap proxy.
    if (m.iframe.contentWindow === e.source) {
      if (!m.sized) growFrame(m.iframe, Math.ceil(h));
      break;
    }
  }
  return true;
}

/**
 * Not a bridge message: the runtime still opens a frame's bridge on its penpal SYN or load (runtime.ts).
 * Opening it on this earlier message made the popup focus e2e test flaky (3 of 4 runs failed).
 */
export const isEarlySize = (d: unknown): d is { type: string; height?: unknown } =>
  !!d && (d as { type?: unknown }).type === EARLY_SIZE_TYPE;
