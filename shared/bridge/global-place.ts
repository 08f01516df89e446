// Where a floating widget sits on the screen for each handleGlobalWidget position: the loader fixes the
// widget's frame there on a site (loader/runtime/global-widget.ts), and a widget no loader floats (the
// builder's preview, the viewer link opened on its own) fixes its own box there in its document.
import { FLOAT_EDGE_PX as EDGE } from '../constants';
import type { GlobalPosition } from './frame-to-host';

export const GLOBAL_PLACE: Readonly<Record<GlobalPosition, Readonly<Record<string, string>>>> = {
  'bottom-right': { right: `${EDGE}px`, bottom: `${EDGE}px` },
  'bottom-left': { left: `${EDGE}px`, bottom: `${EDGE}px` },
  top: { top: '0', left: '0', right: '0' },
  bottom: { bottom: '0', left: '0', right: '0' },
  center: { top: '50%', left: '50%', transform: 'translate(-50%,-50%)' },
};

/** The same as CSS declarations (the properties are one word each, the same in both notations). */
export const placeCss = (p: GlobalPosition): string =>
  Object.entries(GLOBAL_PLACE[p])
    .map(([k, v]) => `${k}:${v};`)
    .join('');
