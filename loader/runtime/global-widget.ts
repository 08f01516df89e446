import type { FrameToHost } from '../../shared/bridge/frame-to-host';
import { FRAME_LOOK } from '../frame';

type Global = Parameters<FrameToHost['handleGlobalWidget']>[0];

// Below the popup overlay (99999) so a widget's dialog still covers its own bubble.
const Z = 99990;
const EDGE = 16;

const PLACE: Record<Global['position'], string> = {
  'bottom-right': `right:${EDGE}px;bottom:${EDGE}px;`,
  'bottom-left': `left:${EDGE}px;bottom:${EDGE}px;`,
  top: 'top:0;left:0;right:0;',
  bottom: 'bottom:0;left:0;right:0;',
  center: 'top:50%;left:50%;transform:translate(-50%,-50%);',
};

/** Over-the-canvas widgets (chat bubble ↔ panel, bars): the iframe leaves the flow, fixed at an edge. */
export function applyGlobal(iframe: HTMLIFrameElement, g: Global): void {
  const bar = g.position === 'top' || g.position === 'bottom';
  const s = iframe.style;
  s.cssText =
    FRAME_LOOK +
    `position:fixed;z-index:${Z};${PLACE[g.position]}` +
    `width:${bar ? '100%' : `${Math.ceil(g.width)}px`};height:${Math.ceil(g.height)}px;` +
    `max-width:100vw;max-height:100vh;${g.state === 'hidden' ? 'display:none;' : ''}`;
}
