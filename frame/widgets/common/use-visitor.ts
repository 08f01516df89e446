// The latest visitor context from the loader (scroll %, exit intent, host viewport), re-rendering on updates.
import { useEffect, useState } from 'react';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';
import type { WidgetContext } from '../types';

export function useVisitor(ctx: WidgetContext): SiteVisitorContext | null {
  const [updated, setVisitor] = useState<SiteVisitorContext | null>(null);
  useEffect(() => ctx.onVisitor?.(setVisitor), [ctx]);
  // Before the first update, the context's own value (it arrives with the handshake).
  return updated ?? ctx.visitor;
}
