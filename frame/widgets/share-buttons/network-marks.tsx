// Each network's mark on its button: a plain glyph of our own (decorative; the button's name says which
// network) and the colour white text reads on at 4.5:1 (the networks' own, darkened where it is lighter).
import type { ShareNetwork } from '../../../shared/widgets/share-buttons';
import { APP_MARKS } from '../common/app-marks';
import { ICON_PATHS } from '../common/Icon';

export const NETWORK_MARKS: Readonly<Record<ShareNetwork, { color: string; d: string }>> = {
  facebook: { color: '#0866ff', d: 'M13.5 22v-8h2.7l.4-3.2h-3.1V8.9c0-.9.3-1.5 1.6-1.5h1.7V4.5c-.3 0-1.3-.1-2.5-.1-2.5 0-4.1 1.5-4.1 4.2v2.2H7.4V14h2.8v8z' },
  x: { color: '#000000', d: 'M4 4h4.6l11.4 16h-4.6zM17.6 4h2.2l-6.4 7.3-1.2-1.6zM4.2 20l6.6-7.5 1.2 1.6L6.4 20z' },
  linkedin: { color: '#0a66c2', d: 'M4.5 9h3.4v11H4.5zM6.2 3.6a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h3.3v1.5c.5-.9 1.6-1.8 3.4-1.8 3.5 0 4.1 2.3 4.1 5.3v6h-3.4v-5.3c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z' },
  whatsapp: APP_MARKS.whatsapp,
  telegram: APP_MARKS.telegram,
  // A P cut out of a disc.
  pinterest: { color: '#cc001f', d: 'M12 2a10 10 0 1 0 0 20 10 10 0 1 0 0-20zM10 7h3.2a3.3 3.3 0 0 1 0 6.6h-1.4V17H10zm1.8 1.6V12h1.3a1.7 1.7 0 0 0 0-3.4z' },
  // A round head with two eyes, two ears and an antenna.
  reddit: { color: '#c43c00', d: 'M12 8.5c-4.7 0-8.5 2.6-8.5 5.8S7.3 20 12 20s8.5-2.6 8.5-5.7-3.8-5.8-8.5-5.8zM9 12.1a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 1 1 0-2.8zm6 0a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 1 1 0-2.8zM4.6 9.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6zm14.8 0a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6zM11.2 8.6 12.4 3l4.6 1-.3 1.2-3.4-.7-1 4.2zM18.5 3.4a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 1 0 0-3.2z' },
  email: { color: '#4b5563', d: ICON_PATHS.mail },
  copy: { color: '#374151', d: ICON_PATHS.link },
};
