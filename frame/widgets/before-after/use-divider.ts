// The divider's place (percent from the pictures' left, or top when vertical) and what moves it: a pointer
// (mouse, pen or finger) dragging it or clicking the pictures to jump it there, and a slider's keys.
// The pointer is captured, so a drag may leave the pictures and still follow within the frame. A finger
// may scroll the page across the pictures (touch-action in the CSS): the divider then jumps only on a tap
// or a sideways drag, and goes back where it was when the browser takes the gesture for a scroll.
import { useEffect, useRef, useState } from 'react';

export const KEY_STEP = 5;
export const PAGE_STEP = 20;

const clamp = (n: number) => Math.min(100, Math.max(0, Number.isFinite(n) ? n : 50));

/**
 * The slider's value for a place: from the left, or from the bottom when vertical, as a vertical slider's
 * minimum is at its bottom (ARIA), so Up and Right raise it and move the divider the way they point.
 */
export const sliderValue = (pos: number, vertical: boolean): number => (vertical ? 100 - pos : pos);

/** The value a key gives, or null for a key the slider does not take. */
export function valueAfterKey(key: string, value: number): number | null {
  const step = { ArrowRight: KEY_STEP, ArrowUp: KEY_STEP, ArrowLeft: -KEY_STEP, ArrowDown: -KEY_STEP, PageUp: PAGE_STEP, PageDown: -PAGE_STEP }[key];
  if (step !== undefined) return clamp(value + step);
  return key === 'Home' ? 0 : key === 'End' ? 100 : null;
}

type Drag = { id: number; from: number; offset: number };

export function useDivider(start: number, vertical: boolean, onFirstMove: () => void) {
  const [pos, setPos] = useState(() => clamp(start));
  // The builder's preview follows the owner's start position as they change it.
  useEffect(() => setPos(clamp(start)), [start]);
  const drag = useRef<Drag | null>(null);
  const moved = useRef(false);
  const stage = useRef<HTMLDivElement>(null);
  const handle = useRef<HTMLDivElement>(null);
  const commit = (next: number, from: number) => {
    setPos(next);
    if (next !== from && !moved.current) (moved.current = true), onFirstMove();
  };
  const end = (d: Drag, next: number) => {
    drag.current = null;
    commit(next, d.from);
  };
  const at = (e: PointerEvent): number | null => {
    const r = stage.current?.getBoundingClientRect();
    const size = r ? (vertical ? r.height : r.width) : 0;
    return r && size > 0 ? ((vertical ? e.clientY - r.top : e.clientX - r.left) / size) * 100 : null;
  };
  const follow = (e: PointerEvent, d: Drag) => {
    const p = at(e);
    return p === null ? d.from : clamp(p + d.offset);
  };

  const stageEvents = {
    onPointerDown(e: PointerEvent) {
      // A second finger does not take the divider from the first; a new press takes over a drag whose end
      // this frame never heard of.
      if (!e.isPrimary || (e.pointerType === 'mouse' && e.button !== 0)) return;
      const p = at(e);
      // Grabbed by its handle, the divider keeps its place under the pointer instead of jumping to it.
      const d: Drag = { id: e.pointerId, from: pos, offset: p !== null && handle.current?.contains(e.target as Node) ? pos - p : 0 };
      drag.current = d;
      try {
        (e.currentTarget as HTMLElement).setPointerCapture(e.pointerId);
      } catch {
        // A pointer already gone cannot be captured; the drag still follows it inside the pictures.
      }
      if (e.pointerType === 'touch') return;
      // No text selection or image drag; the slider takes the focus, so the keys carry on from here.
      e.preventDefault();
      handle.current?.focus({ preventScroll: true });
      setPos(follow(e, d));
    },
    onPointerMove(e: PointerEvent) {
      const d = drag.current;
      if (!d || d.id !== e.pointerId) return;
      // Chromium gives a cross-site frame no pointer events beyond its edges, captured or not: a button let
      // go out there ended the drag, and the pointer back over the pictures must not move the divider.
      if (e.pointerType === 'mouse' && !(e.buttons & 1)) return end(d, pos);
      setPos(follow(e, d));
    },
    onPointerUp(e: PointerEvent) {
      const d = drag.current;
      if (d && d.id === e.pointerId) end(d, follow(e, d));
    },
    onPointerCancel() {
      const d = drag.current;
      drag.current = null;
      if (d) setPos(d.from);
    },
  };

  const onKeyDown = (e: KeyboardEvent) => {
    const next = valueAfterKey(e.key, sliderValue(pos, vertical));
    if (next === null) return;
    e.preventDefault();
    commit(sliderValue(next, vertical), pos);
  };

  return { pos, stage, handle, stageEvents, onKeyDown };
}
