// Each network's mark on its icon: a plain glyph of our own (decorative; the link's name says which
// network) and the colour white reads on at 4.5:1 (the network's own, darkened where it is lighter). The
// marks share_buttons and chat_button draw too come from common/app-marks.ts, in the chunk they share.
// Those drawn here have holes, filled even-odd.
import type { SocialNetwork } from '../../../shared/widgets/social-links';
import { APP_MARKS } from '../common/app-marks';
import { ICON_PATHS } from '../common/Icon';

export type SocialMark = { color: string; d: string; evenOdd?: true };

export const SOCIAL_MARKS: Readonly<Record<SocialNetwork, SocialMark>> = {
  facebook: APP_MARKS.facebook,
  // A rounded square with a lens and a dot.
  instagram: { color: '#c13584', evenOdd: true, d: 'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zm5.3-4a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4z' },
  x: APP_MARKS.x,
  linkedin: APP_MARKS.linkedin,
  // A screen with a play triangle.
  youtube: { color: '#cc0000', evenOdd: true, d: 'M4 5h16a3 3 0 0 1 3 3v8a3 3 0 0 1-3 3H4a3 3 0 0 1-3-3V8a3 3 0 0 1 3-3zm6 3.5v7l6-3.5z' },
  // A note: a stem with a flag and a round head.
  tiktok: { color: '#000000', d: 'M13 3h3a4.5 4.5 0 0 0 4.5 4.5v3A7.5 7.5 0 0 1 16 9v6.5A6.5 6.5 0 1 1 9.5 9v3.2a3.3 3.3 0 1 0 3.5 3.3z' },
  pinterest: APP_MARKS.pinterest,
  // An at sign.
  threads: { color: '#000000', evenOdd: true, d: 'M12 2a10 10 0 1 0 5.5 18.4l-1.1-1.7A8 8 0 1 1 20 12v1a1.5 1.5 0 0 1-3 0V8h-2v.7A4.5 4.5 0 1 0 15.6 15a3.5 3.5 0 0 0 6.4-2v-1A10 10 0 0 0 12 2zm0 7.5a2.5 2.5 0 1 1 0 5 2.5 2.5 0 0 1 0-5z' },
  // A rounded speech bubble with two bars.
  mastodon: { color: '#563acc', evenOdd: true, d: 'M12 2C8 2 4 2.5 4 7v6c0 5 3 7 8 7 1.5 0 3-.3 4-.8v-2c-1 .4-2.5.6-4 .6-2 0-3.5-.6-3.8-2.3 4 .8 11.8.7 11.8-3.5V7c0-4.5-4-5-8-5zM8 7h2.2v5H8zm5.8 0H16v5h-2.2z' },
  // A round head with ears and a tail.
  github: { color: '#181717', d: 'M12 2a10 10 0 0 0-3.2 19.5c.5 0 .7-.2.7-.5v-1.8c-2.8.6-3.4-1.2-3.4-1.2-.4-1.2-1.1-1.5-1.1-1.5-.9-.6.1-.6.1-.6 1 .1 1.5 1 1.5 1 .9 1.5 2.3 1.1 2.9.8.1-.6.3-1.1.6-1.3-2.2-.3-4.6-1.1-4.6-5 0-1.1.4-2 1-2.7-.1-.3-.4-1.3.1-2.7 0 0 .8-.3 2.7 1a9.4 9.4 0 0 1 5 0c1.9-1.3 2.7-1 2.7-1 .5 1.4.2 2.4.1 2.7.6.7 1 1.6 1 2.7 0 3.9-2.3 4.7-4.6 5 .4.3.7.9.7 1.9V21c0 .3.2.6.7.5A10 10 0 0 0 12 2z' },
  whatsapp: APP_MARKS.whatsapp,
  telegram: APP_MARKS.telegram,
  email: { color: '#4b5563', d: ICON_PATHS.mail },
  // A handset.
  phone: { color: '#15803d', d: 'M6.6 10.8a15 15 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.2 11.4 11.4 0 0 0 3.6.6 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.2.2 2.5.6 3.6a1 1 0 0 1-.3 1z' },
  // A globe.
  website: { color: '#374151', evenOdd: true, d: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1 2.1V8H7.3A8 8 0 0 1 11 4.1zm2 0A8 8 0 0 1 16.7 8H13zM5.1 10H11v4H5.1a8 8 0 0 1 0-4zm7.9 0h5.9a8 8 0 0 1 0 4H13zm-5.7 6H11v3.9A8 8 0 0 1 7.3 16zm5.7 0h3.7a8 8 0 0 1-3.7 3.9z' },
};
