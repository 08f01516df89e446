// Default built-in data of the `chat_button` widget type (ARCHITECTURE §3.1a): a chat button in a corner of
// the page that opens the owner's ways to talk (WhatsApp, Telegram, Messenger, email, phone, any link),
// each a link into that app with the owner's greeting typed in where the app allows it. With one way only,
// the button itself is the link. Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';
import { isEmail } from '../rules/contact-formats';
import { isWebAddress } from '../rules/web-address';

export const CHAT_CHANNELS = ['whatsapp', 'telegram', 'messenger', 'email', 'phone', 'link'] as const;
export type ChatChannelKind = (typeof CHAT_CHANNELS)[number];
export const CHAT_BUTTON_POSITIONS = ['bottom-right', 'bottom-left'] as const;
export const MAX_CHAT_CHANNELS = 8;

export type ChatChannel = {
  id: string;
  channel: ChatChannelKind;
  /** What the visitor reads on the link ("WhatsApp", "Email us"). */
  label: string;
  /** A phone number in international form (WhatsApp, phone), a username (Telegram, Messenger), an email
   *  address or a web address (link). Empty while the owner has not filled it in: the link is left out. */
  value: string;
  /** Typed in for the visitor where the app takes it (WhatsApp's message, an email's body). */
  message: string;
};

export type ChatButtonData = CommonWidgetData & {
  title: string;
  /** The greeting over the links. */
  text: string;
  channels: ChatChannel[];
  position: (typeof CHAT_BUTTON_POSITIONS)[number];
};

/** What `value` must look like for each way to talk; the schema and the builder's hint say the same. */
export const CHANNEL_VALUE: Readonly<Record<ChatChannelKind, { test(v: string): boolean; hint: string }>> = {
  // International form as WhatsApp's click-to-chat asks (https://wa.me/<number>): spaces, dashes, dots and
  // brackets are the owner's to type and are left out of the link.
  whatsapp: { test: (v) => /^\+[1-9][0-9]{6,14}$/.test(digitsOf(v)), hint: 'A phone number with its country code, such as +1 555 123 4567' },
  phone: { test: (v) => /^\+?[0-9]{6,15}$/.test(digitsOf(v)), hint: 'A phone number, such as +1 555 123 4567' },
  // Telegram's usernames: 5 to 32 letters, digits and underscores.
  telegram: { test: (v) => /^@?[A-Za-z0-9_]{5,32}$/.test(v), hint: 'A Telegram username, such as @yourshop' },
  // A Facebook page's username or number, as m.me takes it.
  messenger: { test: (v) => /^[A-Za-z0-9.]{5,50}$/.test(v), hint: 'A Facebook page username, such as yourshop' },
  email: { test: isEmail, hint: 'An email address, such as hello@example.com' },
  link: { test: isWebAddress, hint: 'A web address, such as https://example.com/contact' },
};

/** The number as a link takes it: the leading + and the digits. */
function digitsOf(v: string): string {
  const t = v.trim();
  return /^\+?[0-9 ().-]+$/.test(t) ? (t.startsWith('+') ? '+' : '') + t.replace(/\D/g, '') : t;
}

/** The link a way to talk opens, or null while its value is empty or not what the app takes. */
export function channelHref(c: Pick<ChatChannel, 'channel' | 'value' | 'message'>): string | null {
  const rule = CHANNEL_VALUE[c.channel];
  const value = (c.value ?? '').trim();
  if (!rule || !value || !rule.test(value)) return null;
  const text = (c.message ?? '').trim();
  switch (c.channel) {
    case 'whatsapp':
      return `https://wa.me/${digitsOf(value).slice(1)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
    case 'telegram':
      return `https://t.me/${value.replace(/^@/, '')}`;
    case 'messenger':
      return `https://m.me/${value}`;
    case 'email':
      return `mailto:${value}${text ? `?body=${encodeURIComponent(text)}` : ''}`;
    case 'phone':
      return `tel:${digitsOf(value)}`;
    case 'link':
      return new URL(value).href;
  }
}

export const chatButtonDefaults: ChatButtonData = {
  ...commonDefaults,
  title: 'Chat with us',
  text: 'Hi there! Pick the app you like and we will answer as soon as we can.',
  channels: [
    { id: 'whatsapp', channel: 'whatsapp', label: 'WhatsApp', value: '+1 555 010 0100', message: 'Hello! I have a question.' },
    { id: 'telegram', channel: 'telegram', label: 'Telegram', value: '@tessera_demo', message: '' },
    { id: 'email', channel: 'email', label: 'Email us', value: 'hello@example.com', message: '' },
  ],
  position: 'bottom-right',
};
