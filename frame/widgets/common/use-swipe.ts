// A horizontal swipe (touch, pen or a mouse drag) of at least SWIPE_PX: a finger moving left asks for the
// next item, right for the previous one, as in every phone gallery. The element using it should set
// `touch-action: pan-y pinch-zoom`, or the browser claims a sideways gesture and cancels the pointer.
import { useRef } from 'react';

export const SWIPE_PX = 50;

export function useSwipe(onSwipe: (step: 1 | -1) => void, enabled = true) {
  const startX = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent) => void (startX.current = e.isPrimary ? e.clientX : null),
    onPointerCancel: () => void (startX.current = null),
    onPointerUp: (e: PointerEvent) => {
      const from = startX.current;
      startX.current = null;
      if (from === null || !enabled) return;
      const dx = e.clientX - from;
      if (Math.abs(dx) >= SWIPE_PX) onSwipe(dx < 0 ? 1 : -1);
    },
  };
}
