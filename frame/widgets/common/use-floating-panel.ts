// A launcher that opens a floating panel (the AI chat, the chat button): whether the panel is open, kept
// for the visit's next pages, each open and close an engagement event, and the focus back on the launcher
// when the panel closes. In the builder's preview the panel starts open, so the owner sees what they style.
import { useRef, useState } from 'react';
import type { WidgetContext } from '../types';
import { ignoresRules } from './display-rules';
import { LAUNCHER_FRAME, PANEL_ROOM } from './launcher';

export function useFloatingPanel(ctx: WidgetContext, entityPath: string) {
  const preview = ignoresRules(ctx.mode);
  const [open, setOpen] = useState(() => preview || !!ctx.store.get<boolean>('open'));
  const opened = useRef(false);
  const launcher = useRef<HTMLButtonElement & HTMLAnchorElement>(null);
  const toggle = (next: boolean) => {
    opened.current ||= next;
    setOpen(next);
    ctx.store.set('open', next);
    ctx.reportEngagement({ interaction: 'click', eventSubType: next ? 'open' : 'close', entityPath });
    if (!next) setTimeout(() => launcher.current?.focus(), 0);
  };
  // The preview's open panel takes no focus until the owner opens it (it would take the editor's at each
  // reload of the preview).
  return { open, toggle, launcher, takeFocus: !preview || opened.current };
}

/** The floated frame's state and width: nothing while the display rules hide the widget, the launcher
 *  and its shadow's room while closed, the panel (and its room, or the page's width) while open. */
export function floatingFrame(o: { visible: boolean; open: boolean; panelWidth: number }) {
  if (!o.visible) return { state: 'hidden' as const, width: 0 };
  if (o.open) return { state: 'expanded' as const, width: o.panelWidth };
  return { state: 'collapsed' as const, width: LAUNCHER_FRAME };
}

/** The open panel's frame width beside the page: the panel and its shadow's room, at most the page's. */
export const roomyPanelWidth = (panel: number, pageWidth: number): number => Math.min(panel + 2 * PANEL_ROOM.side, pageWidth);
