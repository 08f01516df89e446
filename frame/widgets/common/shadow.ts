// A widget's frame is exactly as large as what it reports (its content's height, a floating widget's
// width), and an iframe clips everything outside it: a box shadow drawn past the frame's edge is cut
// into a hard-edged square. Each shadow a widget draws at its frame's edge is defined here with the room
// it needs, and that room is left inside the frame around the shadowed box.

/** A box shadow straight down (no spread): `y` px offset, `blur` px blur radius. */
export interface Shadow {
  y: number;
  blur: number;
  color: string;
}

export const shadowCss = (s: Shadow): string => `0 ${s.y}px ${s.blur}px ${s.color}`;

/** How far the shadow reaches past its box on each side: the blur radius, moved by the offset. */
export const shadowRoom = (s: Shadow) => ({ top: Math.max(0, s.blur - s.y), side: s.blur, bottom: s.blur + s.y });

/** An in-page widget's card shadow (the owner's "shadow" style). */
export const CARD_SHADOW: Shadow = { y: 2, blur: 12, color: 'rgba(0,0,0,.14)' };
/** The chat launcher's shadow. */
export const LAUNCHER_SHADOW: Shadow = { y: 2, blur: 10, color: 'rgba(0,0,0,.25)' };
/** The open chat panel's shadow (not on a phone, where the panel spans the screen's width). */
export const PANEL_SHADOW: Shadow = { y: 4, blur: 20, color: 'rgba(0,0,0,.16)' };
/** The popup dialog's shadow. */
export const DIALOG_SHADOW: Shadow = { y: 6, blur: 24, color: 'rgba(0,0,0,.22)' };
