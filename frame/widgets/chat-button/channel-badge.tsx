// Each way to talk's mark: its app's colour behind a plain glyph (decorative; the link's text names it),
// the same marks as the share buttons' (common/app-marks.ts).
import type { ChatChannelKind } from '../../../shared/widgets/chat-button';
import { APP_MARKS } from '../common/app-marks';
import { ICON_PATHS, Svg } from '../common/Icon';

const PHONE = 'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2c.3-.3.7-.4 1-.2 1.1.4 2.3.6 3.6.6.6 0 1 .4 1 1V20c0 .6-.4 1-1 1A17 17 0 0 1 3 4c0-.6.4-1 1-1h3.5c.6 0 1 .4 1 1 0 1.3.2 2.5.6 3.6.1.3 0 .7-.2 1z';

const BADGE: Readonly<Record<ChatChannelKind, { color?: string; d: string }>> = {
  whatsapp: APP_MARKS.whatsapp,
  telegram: APP_MARKS.telegram,
  messenger: APP_MARKS.messenger,
  email: { d: ICON_PATHS.mail },
  phone: { d: PHONE },
  link: { d: ICON_PATHS.link },
};

/** The glyph alone (the one-way launcher), or in its coloured disc (a link in the panel). */
export function ChannelGlyph({ channel, size = 20 }: { channel: ChatChannelKind; size?: number }) {
  return <Svg d={BADGE[channel].d} size={size} />;
}

export function ChannelBadge({ channel }: { channel: ChatChannelKind }) {
  const color = BADGE[channel].color;
  return (
    <span className="tw-badge" style={color ? { background: color, color: '#fff' } : undefined}>
      <ChannelGlyph channel={channel} size={18} />
    </span>
  );
}
