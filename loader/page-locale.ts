// SPEC §2 "Language selection" read on the host page, where the visitor's language shows: the shop
// platform's locale (Shopify's storefront sets window.Shopify.locale) and a locale-shaped first path
// segment (/fr/contact, /pt-br/) or subdomain (de.shop.example). Only the token goes to the frame; it
// matches it against the supported languages (shared/url/language.ts).
import { LOCALE_TOKEN } from '../shared/url/locale-token';

export function shopLocale(): string | null {
  const l = (window as { Shopify?: { locale?: unknown } }).Shopify?.locale;
  return typeof l === 'string' && l.length < 17 ? l : null;
}

export function pageLocale(): string | null {
  const first = location.pathname.split('/')[1] || '';
  if (LOCALE_TOKEN.test(first)) return first;
  const labels = location.hostname.split('.');
  return labels.length > 2 && LOCALE_TOKEN.test(labels[0]) ? labels[0] : null;
}
