// A way back to the consent banner (the GDPR asks that consent be as easy to withdraw as to give): any
// element on the host page with this attribute ("Cookie settings" in the footer) reopens the page's
// Tessera consent banner. The loader relays the click to the frames as an action of this type.
export const CONSENT_SETTINGS_ATTR = 'data-tessera-consent-settings';
export const CONSENT_SETTINGS_ACTION = 'consent-settings';
