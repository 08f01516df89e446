// The chat button: a round button in a corner of the page that opens the owner's ways to talk, each a
// link into that app (WhatsApp, Telegram, Messenger), an email, a call or any page. With one way only,
// the button is that link itself. The loader floats the frame (handleGlobalWidget) at the launcher's or
// the open panel's size; the panel closes with its button or Escape, and focus goes back to the launcher.
import { useEffect, useRef } from 'react';
import { GLOBAL_PLACE } from '../../../shared/bridge/global-place';
import { chatButtonDefaults, channelHref, type ChatButtonData, type ChatChannel } from '../../../shared/widgets/chat-button';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { Icon } from '../common/Icon';
import { hostDevice, hostWidth, useGlobalFrame } from '../common/use-global-frame';
import { floatingFrame, roomyPanelWidth, useFloatingPanel } from '../common/use-floating-panel';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useVisitor } from '../common/use-visitor';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { ChannelBadge, ChannelGlyph } from './channel-badge';
import { CHAT_BUTTON_CSS } from './chat-button-css';

const { prefix: PREFIX } = TRANSLATED_ITEMS.chat_button!;
const PANEL_WIDTH = 300;

/** A way to talk the visitor can follow: its link, and where it opens. */
type Way = { channel: ChatChannel; href: string; label: string };

/** An app's or a page's link opens a tab of its own; an email or a call leaves the page where it is. */
const targetOf = (href: string) => (/^https?:/.test(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {});

export function ChatButton(props: WidgetProps<ChatButtonData>) {
  const { ctx, widget } = props;
  const data = useWidgetData(chatButtonDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const visitor = useVisitor(ctx);
  const { open, toggle, launcher, takeFocus } = useFloatingPanel(ctx, 'chat');
  const box = useRef<HTMLDivElement>(null);
  const first = useRef<HTMLAnchorElement>(null);
  const ways: Way[] = (Array.isArray(data.channels) ? data.channels : []).flatMap((c) => {
    const href = c && typeof c.id === 'string' ? channelHref({ ...c, message: t(itemTextKey(PREFIX, c.id, 'message'), c.message) }) : null;
    return href ? [{ channel: c, href, label: t(itemTextKey(PREFIX, c.id, 'label'), c.label) || c.channel }] : [];
  });
  const direct = ways.length === 1 ? ways[0]! : null;
  const position = data.position === 'bottom-left' ? 'bottom-left' : 'bottom-right';
  const frame = floatingFrame({ visible: visible && ways.length > 0, open: open && !direct, panelWidth: roomyPanelWidth(PANEL_WIDTH, hostWidth(visitor)) });
  useGlobalFrame(ctx, box, { position, width: frame.width, state: frame.state });
  // Opening the panel moves focus to its first link (Escape then reaches the panel).
  useEffect(() => {
    if (frame.state === 'expanded' && takeFocus) first.current?.focus();
  }, [frame.state]);
  if (frame.state === 'hidden') return <div ref={box} hidden data-widget-waiting="" />;

  const title = t('title', data.title);
  const titleId = `chat-button-title-${widget.guid}`;
  const follow = (w: Way) => ctx.reportEngagement({ interaction: 'click', eventSubType: w.channel.channel, entityPath: 'channel' });
  // No host page floats the frame (the builder's preview, the viewer link opened on its own): the
  // button floats in its own document, where a site shows it (shared/bridge/global-place.ts).
  const place = ctx.host ? undefined : ({ position: 'fixed', ...GLOBAL_PLACE[position] } as const);
  let body;
  if (direct) {
    body = (
      <a ref={launcher} href={direct.href} {...targetOf(direct.href)} className="tw-btn tw-launcher" aria-label={`${title}: ${direct.label}`} onClick={() => follow(direct)}>
        <ChannelGlyph channel={direct.channel.channel} size={26} />
      </a>
    );
  } else if (!open) {
    body = (
      <button ref={launcher} type="button" className="tw-btn tw-launcher" onClick={() => toggle(true)} aria-label={title} aria-expanded={false}>
        <Icon name="chat" size={28} />
      </button>
    );
  } else {
    body = (
      <div className="tw-panel">
        <header className="tw-head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="tw-ghost tw-close" onClick={() => toggle(false)} aria-label={t('close', 'Close')}>
            <Icon name="close" />
          </button>
        </header>
        {data.text ? <p className="tw-greet">{t('text', data.text)}</p> : null}
        <ul className="tw-ways">
          {ways.map((w, i) => (
            <li key={w.channel.id}>
              <a ref={i === 0 ? first : undefined} href={w.href} {...targetOf(w.href)} className="tw-way" onClick={() => follow(w)}>
                <ChannelBadge channel={w.channel.channel} />
                <span>{w.label}</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  const panel = open && !direct;
  return (
    <WidgetRoot data={data} ctx={ctx} type="contact" css={CHAT_BUTTON_CSS} flat device={hostDevice(ctx, visitor)}>
      <div
        ref={box}
        style={place}
        className={panel ? 'tw-panel-room' : 'tw-launch-wrap'}
        role={panel ? 'dialog' : undefined}
        aria-labelledby={panel ? titleId : undefined}
        onKeyDown={(e) => panel && e.key === 'Escape' && toggle(false)}
      >
        {body}
      </div>
    </WidgetRoot>
  );
}
