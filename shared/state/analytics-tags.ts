// SPEC §1/§5: visitor analytics tags (a Google-type tag and a Mixpanel-type tag) loaded on demand from
// third-party hosts. Tags need both an id and a type (ga4, gtag, ua need the id); Mixpanel needs a
// token; a tag already on the page is not added twice. Hosts are configurable so tests point them at
// a local server (ARCHITECTURE §4).
import type { AnalyticsRawData } from '../schemas/integration';

export interface TagHosts {
  /** Serves gtag/js (ga4, ua) and gtm.js (gtag = tag manager containers). */
  google: string;
  /** Serves the Mixpanel library. */
  mixpanel: string;
}

export const DEFAULT_TAG_HOSTS: TagHosts = {
  google: 'https://www.googletagmanager.com',
  mixpanel: 'https://cdn.mxpnl.com',
};

export type TagSpec = { kind: 'google'; tagType: 'ga4' | 'gtag' | 'ua'; tagId: string } | { kind: 'mixpanel'; token: string };

/** The tag an analytics integration's raw data asks for, or null when it lacks an id, type or token. */
export function tagFor(key: string, raw: AnalyticsRawData | null | undefined): TagSpec | null {
  if (!raw) return null;
  if (key === 'mixpanel') return raw.token ? { kind: 'mixpanel', token: raw.token } : null;
  if (key === 'google-analytics') return raw.tagId && raw.tagType ? { kind: 'google', tagType: raw.tagType, tagId: raw.tagId } : null;
  return null;
}

export function tagScriptUrl(t: TagSpec, hosts: TagHosts = DEFAULT_TAG_HOSTS): string {
  if (t.kind === 'mixpanel') return `${hosts.mixpanel}/libs/mixpanel-2-latest.min.js`;
  const file = t.tagType === 'gtag' ? 'gtm.js' : 'gtag/js';
  return `${hosts.google}/${file}?id=${encodeURIComponent(t.tagId)}`;
}

/** Adds the tag's script unless the page already has it; returns true when a script was added. */
export function installTag(doc: Document, t: TagSpec, hosts: TagHosts = DEFAULT_TAG_HOSTS): boolean {
  const src = tagScriptUrl(t, hosts);
  const marker = t.kind === 'mixpanel' ? `mixpanel:${t.token}` : `google:${t.tagId}`;
  const present = Array.from(doc.querySelectorAll('script')).some(
    (s) => s.getAttribute('data-tessera-tag') === marker || s.getAttribute('src') === src,
  );
  if (present) return false;
  const s = doc.createElement('script');
  s.async = true;
  s.src = src;
  s.setAttribute('data-tessera-tag', marker);
  (doc.head ?? doc.documentElement).appendChild(s);
  return true;
}
