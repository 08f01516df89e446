// Default built-in data of the `share_buttons` widget type (ARCHITECTURE §3.1a): a row of buttons that share
// the page the visitor is on (or the owner's address) on a social network, by email, or copy its link.
// Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

/** The set the owner picks from, in the builder's order. */
export const SHARE_NETWORKS = ['facebook', 'x', 'linkedin', 'whatsapp', 'telegram', 'pinterest', 'reddit', 'email', 'copy'] as const;
export type ShareNetwork = (typeof SHARE_NETWORKS)[number];
export const SHARE_ALIGNMENTS = ['start', 'center', 'end'] as const;
export const SHARE_BUTTON_SIZES = ['small', 'medium', 'large'] as const;
/** Each network's own colour, or the widget's accent colour for all. */
export const SHARE_BUTTON_COLORS = ['brand', 'accent'] as const;

/** What a button reads: its visible name, and its full name for screen readers (both translatable,
 *  under `network.<id>` and `share.<id>`). The copy button reads the owner's `copyText` instead; its
 *  name here is the builder's. */
export const NETWORK_TEXTS: Readonly<Record<ShareNetwork, { name: string; share: string }>> = {
  facebook: { name: 'Facebook', share: 'Share on Facebook' },
  x: { name: 'X', share: 'Share on X' },
  linkedin: { name: 'LinkedIn', share: 'Share on LinkedIn' },
  whatsapp: { name: 'WhatsApp', share: 'Share on WhatsApp' },
  telegram: { name: 'Telegram', share: 'Share on Telegram' },
  pinterest: { name: 'Pinterest', share: 'Share on Pinterest' },
  reddit: { name: 'Reddit', share: 'Share on Reddit' },
  email: { name: 'Email', share: 'Share by email' },
  copy: { name: 'Copy link', share: 'Copy link' },
};

export type ShareButtonsData = CommonWidgetData & {
  /** Over the buttons; none when empty. */
  title: string;
  /** The buttons, in this order (no network twice). */
  networks: ShareNetwork[];
  /** The network's name beside its icon; icon-only buttons keep it as their accessible name. */
  showNames: boolean;
  /** An http(s) address to share; empty shares the page the visitor is on. */
  shareUrl: string;
  /** Sent with the link where the network takes a text (X, WhatsApp, Telegram, Pinterest, Reddit, an
   *  email's subject); empty sends the link alone. */
  shareText: string;
  copyText: string;
  /** Announced (and shown on the button) once the link is on the clipboard. */
  copiedText: string;
  /** Over the link, selected for the visitor to copy, when the browser refused the clipboard. */
  copyFailedText: string;
  alignment: (typeof SHARE_ALIGNMENTS)[number];
  buttonSize: (typeof SHARE_BUTTON_SIZES)[number];
  buttonColors: (typeof SHARE_BUTTON_COLORS)[number];
};

/** An absolute http(s) address as it is shared: no fragment (a place in the page, often an app's state)
 *  and no credentials; path and query kept. Null for anything else (empty, relative, javascript:...). */
export function sharedPage(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const u = new URL(url.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    u.hash = '';
    u.username = u.password = '';
    return u.href;
  } catch {
    return null;
  }
}

const q = encodeURIComponent;
/** `&name=value`, or nothing when the value is empty. */
const opt = (name: string, value: string) => (value ? `&${name}=${q(value)}` : '');

/** The link that shares `page` (sharedPage's) with `text` on a network; null with no page, and for the
 *  copy button, which is no link. */
export function shareHref(network: ShareNetwork, page: string | null, text = ''): string | null {
  if (!page) return null;
  const t = text.trim();
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${q(page)}`;
    case 'x':
      return `https://x.com/intent/post?url=${q(page)}${opt('text', t)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${q(page)}`;
    case 'whatsapp':
      return `https://wa.me/?text=${q(t ? `${t} ${page}` : page)}`;
    case 'telegram':
      return `https://t.me/share/url?url=${q(page)}${opt('text', t)}`;
    case 'pinterest':
      return `https://www.pinterest.com/pin/create/button/?url=${q(page)}${opt('description', t)}`;
    case 'reddit':
      return `https://www.reddit.com/submit?url=${q(page)}${opt('title', t)}`;
    case 'email':
      return `mailto:?${t ? `subject=${q(t)}&` : ''}body=${q(page)}`;
    default:
      return null;
  }
}

export const shareButtonsDefaults: ShareButtonsData = {
  ...commonDefaults,
  title: 'Share this page',
  networks: ['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy'],
  showNames: true,
  shareUrl: '',
  shareText: '',
  copyText: 'Copy link',
  copiedText: 'Link copied',
  copyFailedText: 'Could not copy the link. Copy it from here:',
  alignment: 'start',
  buttonSize: 'medium',
  buttonColors: 'brand',
};
