// Over-the-canvas widgets ask the loader to float their frame (handleGlobalWidget): position, size and
// state. The height follows the content, so the frame never clips or leaves an empty band.
import { useEffect, useRef, type RefObject } from 'react';
import type { GlobalPosition } from '../../../shared/bridge/frame-to-host';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';
import type { WidgetContext } from '../types';

export function useGlobalFrame(
  ctx: WidgetContext,
  ref: RefObject<HTMLElement | null>,
  o: { position: GlobalPosition; width: number; state: 'collapsed' | 'expanded' | 'hidden' },
): void {
  const last = useRef('');
  // The bridge may connect after the first render: send again once it does.
  const connected = !!ctx.host;
  useEffect(() => {
    const send = () => {
      const el = ref.current;
      // Layout height: an entrance animation's transform must not shrink the frame.
      const height = o.state === 'hidden' || !el ? 0 : Math.ceil(el.offsetHeight);
      const msg = { position: o.position, width: o.state === 'hidden' ? 0 : Math.round(o.width), height, state: o.state };
      const key = JSON.stringify(msg);
      if (key === last.current || !ctx.host?.handleGlobalWidget) return;
      last.current = key;
      ctx.host.handleGlobalWidget(msg);
    };
    send();
    const el = ref.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(send);
    ro.observe(el);
    return () => ro.disconnect();
  }, [ctx, connected, o.position, o.width, o.state, ref.current]);
}

/** The device from the host page: a floating frame's own width (0 while hidden) says nothing about it. */
export function hostDevice(ctx: WidgetContext, visitor: SiteVisitorContext | null): WidgetContext['device'] {
  return visitor?.device ?? ctx.device;
}

/** The host viewport width from the visitor context (the frame's own window is only as wide as its iframe). */
export function hostWidth(visitor: SiteVisitorContext | null, fallback = 1024): number {
  return visitor?.dimensions?.width || (typeof window !== 'undefined' ? window.innerWidth : 0) || fallback;
}
