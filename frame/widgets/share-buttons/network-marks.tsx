// Each network's mark on its button: a plain glyph of our own (decorative; the button's name says which
// network) and the colour white text reads on at 4.5:1 (the networks' own, darkened where it is lighter).
import type { ShareNetwork } from '../../../shared/widgets/share-buttons';
import { APP_MARKS } from '../common/app-marks';
import { ICON_PATHS } from '../common/Icon';

export const NETWORK_MARKS: Readonly<Record<ShareNetwork, { color: string; d: string }>> = {
  facebook: APP_MARKS.facebook,
  x: APP_MARKS.x,
  linkedin: APP_MARKS.linkedin,
  whatsapp: APP_MARKS.whatsapp,
  telegram: APP_MARKS.telegram,
  pinterest: APP_MARKS.pinterest,
  // A round head with two eyes, two ears and an antenna.
  reddit: { color: '#c43c00', d: 'M12 8.5c-4.7 0-8.5 2.6-8.5 5.8S7.3 20 12 20s8.5-2.6 8.5-5.7-3.8-5.8-8.5-5.8zM9 12.1a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 1 1 0-2.8zm6 0a1.4 1.4 0 1 1 0 2.8 1.4 1.4 0 1 1 0-2.8zM4.6 9.2a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6zm14.8 0a1.8 1.8 0 1 0 0 3.6 1.8 1.8 0 1 0 0-3.6zM11.2 8.6 12.4 3l4.6 1-.3 1.2-3.4-.7-1 4.2zM18.5 3.4a1.6 1.6 0 1 0 0 3.2 1.6 1.6 0 1 0 0-3.2z' },
  email: { color: '#4b5563', d: ICON_PATHS.mail },
  copy: { color: '#374151', d: ICON_PATHS.link },
};
