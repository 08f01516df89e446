// Default built-in data of the `social_links` widget type (ARCHITECTURE §3.1a): icons linking to a
// business's own profiles ("Follow us") on social networks, by email, phone or on a site. Not sharing the
// page the visitor is on: that is share_buttons. Each profile's address is built from what owners know (a
// username, a number) or taken as the owner's full address, checked against the network's own sites.
// Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';
import { isEmail } from '../rules/contact-formats';

/** The set the owner picks from, in the builder's order. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'instagram',
  'x',
  'linkedin',
  'youtube',
  'tiktok',
  'pinterest',
  'threads',
  'mastodon',
  'github',
  'whatsapp',
  'telegram',
  'email',
  'phone',
  'website',
] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];
export const SOCIAL_ICON_SIZES = ['small', 'medium', 'large'] as const;
export const SOCIAL_ICON_SHAPES = ['circle', 'rounded', 'square'] as const;
/** Each network's own colour, the widget's accent colour for all, or the text's colour (outlined). */
export const SOCIAL_ICON_COLORS = ['brand', 'accent', 'mono'] as const;
export const SOCIAL_ALIGNMENTS = ['start', 'center', 'end'] as const;
export const MAX_SOCIAL_PROFILES = 20;

export type SocialProfile = {
  id: string;
  network: SocialNetwork;
  /** The profile's full address, or what builds it: a username (@cafe), a phone number, an email address. */
  address: string;
  /** Whose profile it is ("Café Lumen"): the link reads "Café Lumen on Instagram"; empty reads "Instagram". */
  label: string;
};

export type SocialLinksData = CommonWidgetData & {
  /** Over the icons; none when empty. */
  title: string;
  profiles: SocialProfile[];
  /** Keys of their own, not share_buttons' buttonSize/buttonColors/alignment/showNames: the builder labels
   *  keys across types, and those read "Buttons'". */
  iconSize: (typeof SOCIAL_ICON_SIZES)[number];
  iconShape: (typeof SOCIAL_ICON_SHAPES)[number];
  iconColors: (typeof SOCIAL_ICON_COLORS)[number];
  /** The label (or the network's name) beside each icon; icon-only links keep it as their name. */
  showProfileNames: boolean;
  iconAlignment: (typeof SOCIAL_ALIGNMENTS)[number];
};

type Rule = {
  /** The network's name, translatable under `network.<id>`. */
  name: string;
  /** The builder's hint in the empty address box, and the schema's message when it is not one. */
  hint: string;
  /** Hosts a full address may be on (and their subdomains: www., m.); none for any host. */
  hosts?: readonly string[];
  /** A username's address, or none when a username is not enough (LinkedIn's company/in paths). */
  user?: { re: RegExp; href(name: string): string };
};

const handle = (re: RegExp, href: (n: string) => string) => ({ re, href });

/** What each network's address may be: the schema, the widget and the builder's hint say the same. */
export const SOCIAL_RULES: Readonly<Record<SocialNetwork, Rule>> = {
  facebook: { name: 'Facebook', hint: 'A Facebook page, such as https://facebook.com/yourcafe or yourcafe', hosts: ['facebook.com', 'fb.com'], user: handle(/^[A-Za-z0-9.]{5,50}$/, (n) => `https://www.facebook.com/${n}`) },
  instagram: { name: 'Instagram', hint: 'An Instagram username, such as @yourcafe, or its address', hosts: ['instagram.com'], user: handle(/^[A-Za-z0-9._]{1,30}$/, (n) => `https://www.instagram.com/${n}/`) },
  x: { name: 'X', hint: 'An X username, such as @yourcafe, or its address', hosts: ['x.com', 'twitter.com'], user: handle(/^[A-Za-z0-9_]{1,15}$/, (n) => `https://x.com/${n}`) },
  linkedin: { name: 'LinkedIn', hint: 'A LinkedIn page’s address, such as https://www.linkedin.com/company/yourcafe', hosts: ['linkedin.com'] },
  youtube: { name: 'YouTube', hint: 'A YouTube handle, such as @yourcafe, or the channel’s address', hosts: ['youtube.com', 'youtu.be'], user: handle(/^[A-Za-z0-9._-]{3,30}$/, (n) => `https://www.youtube.com/@${n}`) },
  tiktok: { name: 'TikTok', hint: 'A TikTok username, such as @yourcafe, or its address', hosts: ['tiktok.com'], user: handle(/^[A-Za-z0-9._]{2,24}$/, (n) => `https://www.tiktok.com/@${n}`) },
  pinterest: { name: 'Pinterest', hint: 'A Pinterest username, such as yourcafe, or its address', hosts: ['pinterest.com'], user: handle(/^[A-Za-z0-9_]{3,30}$/, (n) => `https://www.pinterest.com/${n}/`) },
  threads: { name: 'Threads', hint: 'A Threads username, such as @yourcafe, or its address', hosts: ['threads.net', 'threads.com'], user: handle(/^[A-Za-z0-9._]{1,30}$/, (n) => `https://www.threads.net/@${n}`) },
  // A Mastodon account is on its own server: @name@server, or its address on that server.
  mastodon: { name: 'Mastodon', hint: 'A Mastodon account, such as @yourcafe@mastodon.social, or its address' },
  github: { name: 'GitHub', hint: 'A GitHub username, such as yourcafe, or its address', hosts: ['github.com'], user: handle(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, (n) => `https://github.com/${n}`) },
  whatsapp: { name: 'WhatsApp', hint: 'A phone number with its country code, such as +1 555 123 4567', hosts: ['wa.me', 'whatsapp.com'] },
  telegram: { name: 'Telegram', hint: 'A Telegram username, such as @yourcafe, or its address', hosts: ['t.me', 'telegram.me'], user: handle(/^[A-Za-z0-9_]{5,32}$/, (n) => `https://t.me/${n}`) },
  email: { name: 'Email', hint: 'An email address, such as hello@example.com' },
  phone: { name: 'Phone', hint: 'A phone number, such as +1 555 123 4567' },
  website: { name: 'Website', hint: 'A web address, such as https://example.com' },
};

/** "+1 (555) 123-4567" as a link takes it: the leading + and the digits; null when it is not a number. */
export function phoneDigits(v: string): string | null {
  const t = v.trim();
  if (!/^\+?[0-9 ().-]+$/.test(t)) return null;
  const digits = t.replace(/\D/g, '');
  return digits.length >= 6 && digits.length <= 15 ? (t.startsWith('+') ? '+' : '') + digits : null;
}

/** An absolute http(s) address with a host and no spaces or credentials, as the visitor's browser opens it. */
function webAddress(v: string): URL | null {
  if (/\s/.test(v) || !/^https?:\/\//i.test(v)) return null;
  try {
    const u = new URL(v);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname && !u.username && !u.password ? u : null;
  } catch {
    return null;
  }
}

const onHost = (u: URL, hosts: readonly string[]) => hosts.some((h) => u.hostname === h || u.hostname.endsWith(`.${h}`));

/** The link a profile opens: https://… for a web profile, mailto: or tel:; null when the address is empty
 *  or not what the network takes (javascript:, data:, a path, another site's address, a malformed name). */
export function profileHref(network: SocialNetwork, address: string | null | undefined): string | null {
  const rule = SOCIAL_RULES[network];
  const v = typeof address === 'string' ? address.trim() : '';
  if (!rule || !v) return null;
  switch (network) {
    case 'email': {
      const e = v.replace(/^mailto:/i, '');
      // A plausible address: one @, a dotted domain, nothing a link or a header would read otherwise.
      return isEmail(e) && /^[^\s@:/\\()<>,;"?&#%]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+$/.test(e) ? `mailto:${e}` : null;
    }
    case 'phone': {
      const d = phoneDigits(v.replace(/^tel:/i, ''));
      return d ? `tel:${d}` : null;
    }
    case 'whatsapp': {
      const d = phoneDigits(v);
      if (d) return d.startsWith('+') ? `https://wa.me/${d.slice(1)}` : null;
      break;
    }
    case 'mastodon': {
      const m = /^@?([A-Za-z0-9_]{1,30})@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)$/.exec(v);
      if (m) return `https://${m[2]!.toLowerCase()}/@${m[1]}`;
      break;
    }
  }
  const u = webAddress(v);
  if (u) return !rule.hosts || onHost(u, rule.hosts) ? u.href : null;
  const name = v.replace(/^@/, '');
  return rule.user && rule.user.re.test(name) ? rule.user.href(name) : null;
}

/** Opened in a tab of its own: a web profile; an email or a call opens the visitor's app, the page stays. */
export const opensNewTab = (href: string): boolean => /^https?:/.test(href);

export const socialLinksDefaults: SocialLinksData = {
  ...commonDefaults,
  title: 'Follow us',
  // A fictional café's profiles: reserved example names and addresses (nothing is fetched to render them).
  profiles: [
    { id: 'instagram', network: 'instagram', address: '@cafe.lumen.example', label: 'Café Lumen' },
    { id: 'facebook', network: 'facebook', address: 'https://www.facebook.com/cafelumen.example', label: 'Café Lumen' },
    { id: 'tiktok', network: 'tiktok', address: '@cafelumen.example', label: 'Café Lumen' },
    { id: 'youtube', network: 'youtube', address: '@cafelumen-example', label: 'Café Lumen' },
    { id: 'email', network: 'email', address: 'hello@cafe-lumen.example', label: 'Write to us' },
  ],
  iconSize: 'medium',
  iconShape: 'circle',
  iconColors: 'brand',
  showProfileNames: false,
  iconAlignment: 'center',
};
