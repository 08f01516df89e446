// The `cookie_consent` widget chunk (ARCHITECTURE §3.1a): a consent banner over the canvas, floated by
// the loader.
import { cookieConsentDefaults, type CookieConsentData } from '../../../shared/widgets/cookie-consent';
import type { WidgetModule } from '../types';
import { CookieConsent } from './CookieConsent';

const module: WidgetModule<CookieConsentData> = { defaults: cookieConsentDefaults, Widget: CookieConsent, global: true };
export default module;
