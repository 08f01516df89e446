// The AI chat: a floating bubble that opens a panel (the loader floats and resizes the frame through
// handleGlobalWidget) or an inline panel in the placeholder.
import { useEffect, useRef, useState } from 'react';
import { getMonthlyMessagesCount } from '../../../shared/api/ai-knowledge';
import { aiChatDefaults, type AiChatData } from '../../../shared/widgets/ai-chat';
import { GLOBAL_PLACE } from '../../../shared/bridge/global-place';
import { FLOAT_EDGE_PX } from '../../../shared/constants';
import { hostDevice, hostWidth, useGlobalFrame } from '../common/use-global-frame';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import { Icon } from '../common/Icon';
import type { WidgetProps } from '../types';
import { CHAT_CSS } from './chat-css';
import { PANEL_ROOM } from '../common/launcher';
import { floatingFrame, useFloatingPanel } from '../common/use-floating-panel';
import { ChatPanel } from './ChatPanel';
import { useChat } from './use-chat';

const PANEL = { width: 380, height: 560 };

/** True when the month's messages reached the plan's limit; unknown (failed call) counts as not reached. */
function useLimitReached(appUrl: string, widgetId: string): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    let live = true;
    getMonthlyMessagesCount<{ count?: number; limit?: number }>({ baseUrl: appUrl }, widgetId).then(
      (d) => live && setReached(typeof d?.count === 'number' && typeof d?.limit === 'number' && d.limit > 0 && d.count >= d.limit),
      () => {},
    );
    return () => void (live = false);
  }, [appUrl, widgetId]);
  return reached;
}

export function AiChat(props: WidgetProps<AiChatData>) {
  const { ctx, widget } = props;
  const data = useWidgetData(aiChatDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const visitor = useVisitor(ctx);
  const chat = useChat(ctx, widget.guid, { isDeadEndEnabled: !!data.isDeadEndEnabled, deadEndMessage: t('deadEndMessage', data.deadEndMessage) });
  const limitReached = useLimitReached(ctx.appUrl, widget.guid);
  const bubble = data.variant !== 'inline';
  const { open, toggle, launcher, takeFocus } = useFloatingPanel(ctx, 'chat');
  const box = useRef<HTMLDivElement>(null);
  const mobile = hostDevice(ctx, visitor) === 'mobile';
  const hw = hostWidth(visitor);
  const hh = visitor?.dimensions?.height || PANEL.height;
  // Floating beside the page (not on a phone, where it spans the screen), the open panel's frame holds
  // the room its shadow needs, and the whole frame keeps its distance from the screen's top and bottom.
  const room = bubble && open && !mobile;
  const panelH = mobile ? Math.round(hh * 0.85) : Math.min(PANEL.height, hh - 2 * FLOAT_EDGE_PX - (room ? PANEL_ROOM.top + PANEL_ROOM.bottom : 0));
  const position = data.position === 'bottom-left' ? 'bottom-left' : 'bottom-right';
  const frame = bubble ? floatingFrame({ visible, open, panelWidth: mobile ? hw : PANEL.width + 2 * PANEL_ROOM.side }) : null;
  useGlobalFrame(bubble ? ctx : { ...ctx, host: null }, box, {
    position,
    width: frame?.width ?? 0,
    state: frame?.state ?? 'hidden',
  });
  if (!visible) return <div ref={box} hidden data-widget-waiting="" />;
  // No host page floats the frame (the builder's preview, the viewer link opened on its own): the
  // bubble floats in its own document, where a site shows it (shared/bridge/global-place.ts).
  const selfFloat = bubble && !ctx.host;

  const titleId = `chat-title-${widget.guid}`;
  const panel = (
    <ChatPanel data={data} ctx={ctx} t={t} chat={chat} limitReached={limitReached} titleId={titleId} onClose={bubble ? () => toggle(false) : undefined} takeFocus={takeFocus} />
  );

  return (
    <WidgetRoot data={data} ctx={ctx} type="chat" css={CHAT_CSS} flat={bubble} device={bubble ? hostDevice(ctx, visitor) : undefined} className={bubble && open ? 'tw-bubble-open' : ''}>
      <div
        ref={box}
        style={{ '--chat-h': `${bubble ? panelH : PANEL.height}px`, ...(selfFloat ? { position: 'fixed', ...GLOBAL_PLACE[position] } : {}) }}
        className={bubble && !open ? 'tw-launch-wrap' : room ? 'tw-panel-room' : undefined}
        role={bubble && open ? 'dialog' : 'region'}
        aria-labelledby={bubble && !open ? undefined : titleId}
        aria-label={bubble && !open ? t('title', data.title) : undefined}
        onKeyDown={(e) => {
          if (bubble && open && e.key === 'Escape') toggle(false);
        }}
      >
        {!bubble || open ? (
          panel
        ) : (
          <button ref={launcher} type="button" className="tw-btn tw-launcher" onClick={() => toggle(true)} aria-label={t('open', 'Open chat: {title}').replace('{title}', t('title', data.title))} aria-expanded={false}>
            <Icon name="chat" size={28} />
          </button>
        )}
      </div>
    </WidgetRoot>
  );
}
