// Default built-in data of the `cookie_consent` widget type (ARCHITECTURE §3.1a): a consent banner over
// the host page. The visitor's Accept or Reject is the site's consent answer for every Tessera widget
// (visitor ids, analytics tags) and a `consent` host event for the site's own scripts; it is kept for the
// next visits, so the banner shows until the visitor chose. Plain data, no zod, so the frame's widget
// chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export const COOKIE_CONSENT_POSITIONS = ['bottom', 'bottom-left', 'bottom-right'] as const;
/**
 * Kinds of cookies a visitor may allow one by one under Customize (strictly necessary ones need no
 * consent and are always on). Tessera's own visitor id and analytics tags are `analytics`.
 */
export const COOKIE_CATEGORIES = ['functional', 'analytics', 'marketing'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
/** A visitor's answer per kind of cookie the banner offered. */
export type ConsentCategories = Partial<Record<CookieCategory, boolean>>;

export type CookieConsentData = CommonWidgetData & {
  title: string;
  text: string;
  policyText: string;
  /** The site's privacy or cookie policy; no link when empty. */
  policyUrl: string;
  acceptText: string;
  rejectText: string;
  /** A Reject button as plain to reach as Accept (what the GDPR's regulators ask); off only where the law allows. */
  showReject: boolean;
  position: (typeof COOKIE_CONSENT_POSITIONS)[number];
  /** The kinds offered under Customize, in this order; none: no Customize button. */
  categories: CookieCategory[];
  customizeText: string;
  saveText: string;
  necessaryLabel: string;
  necessaryText: string;
  functionalLabel: string;
  functionalText: string;
  analyticsLabel: string;
  analyticsText: string;
  marketingLabel: string;
  marketingText: string;
};

export const cookieConsentDefaults: CookieConsentData = {
  ...commonDefaults,
  title: 'We value your privacy',
  text: 'We use cookies and similar tools to measure visits and improve the site. You can accept them or reject all but those the site needs to work.',
  policyText: 'Privacy policy',
  policyUrl: '',
  acceptText: 'Accept all',
  rejectText: 'Reject all',
  showReject: true,
  position: 'bottom',
  categories: ['analytics', 'marketing'],
  customizeText: 'Customize',
  saveText: 'Save my choices',
  necessaryLabel: 'Strictly necessary',
  necessaryText: 'Needed for the site to work, such as keeping your cart and your choices here. Always on.',
  functionalLabel: 'Functional',
  functionalText: 'Remember your settings, such as your language, and power chats and videos.',
  analyticsLabel: 'Analytics',
  analyticsText: 'Count visits and see how the site is used, so we can improve it.',
  marketingLabel: 'Marketing',
  marketingText: 'Show you relevant ads on other sites and measure how they perform.',
};

/**
 * The site's consent answer from a visitor's answer per kind (`picked`, of the kinds `offered`):
 * Tessera's own (visitor ids, analytics tags) follows `analytics` where it is offered, else it is
 * given only when every kind offered is.
 */
export function consentOf(offered: readonly CookieCategory[], picked: ConsentCategories): { granted: boolean; categories: ConsentCategories } {
  const categories: ConsentCategories = {};
  for (const c of offered) categories[c] = picked[c] === true;
  const granted = offered.includes('analytics') ? categories.analytics === true : offered.every((c) => categories[c]);
  return { granted, categories };
}
