import type { FrameToHost } from '../../shared/bridge/frame-to-host';
import { FLOAT_EDGE_PX as EDGE } from '../../shared/constants';
import { placeCss } from '../../shared/bridge/global-place';
import { FRAME_LOOK } from '../frame';

type Global = Parameters<FrameToHost['handleGlobalWidget']>[0];

// Below the popup overlay (99999) so a widget's dialog still covers its own bubble.
const Z = 99990;

/** Over-the-canvas widgets (chat bubble ↔ panel, bars): the iframe leaves the flow, fixed at an edge. */
export function applyGlobal(iframe: HTMLIFrameElement, g: Global): void {
  const corner = g.position === 'bottom-right' || g.position === 'bottom-left';
  // A corner frame too wide to keep its distance from both sides (a chat panel as wide as a phone's
  // screen) spans the screen along its bottom edge instead of running off the far side.
  const full = g.position === 'top' || g.position === 'bottom' || (corner && Math.ceil(g.width) + 2 * EDGE > innerWidth);
  const s = iframe.style;
  s.cssText =
    FRAME_LOOK +
    `position:fixed;z-index:${Z};${placeCss(full && corner ? 'bottom' : g.position)}` +
    `width:${full ? '100%' : `${Math.ceil(g.width)}px`};height:${Math.ceil(g.height)}px;` +
    `max-width:100vw;max-height:100vh;${g.state === 'hidden' ? 'display:none;' : ''}`;
}
