// Default built-in data of the `cookie_consent` widget type (ARCHITECTURE §3.1a): a consent banner over
// the host page. The visitor's Accept or Reject is the site's consent answer for every Tessera widget
// (visitor ids, analytics tags) and a `consent` host event for the site's own scripts; it is kept for the
// next visits, so the banner shows until the visitor chose. Plain data, no zod, so the frame's widget
// chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export const COOKIE_CONSENT_POSITIONS = ['bottom', 'bottom-left', 'bottom-right'] as const;

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
};
