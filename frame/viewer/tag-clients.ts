// The analytics tags inside the frame (SPEC §1: loaded on demand from third-party hosts). Each set-up
// writes the vendor's own queue stub first (gtag's dataLayer, Mixpanel's `_i` init queue), so events sent
// before the library arrives are replayed by it, then adds the script with installTag, which never adds a
// tag already on the page (SPEC §5). Page views are left to the event tracking config.
import { installTag, type TagHosts, type TagSpec } from '../../shared/state/analytics-tags';
import type { MappedEvent } from './tracked-events';

export interface TagClient {
  track(e: MappedEvent): void;
}

type Win = Window & Record<string, any>;

function google(win: Win, tag: Extract<TagSpec, { kind: 'google' }>): TagClient {
  const dataLayer: unknown[] = (win.dataLayer ||= []);
  // gtag.js reads Arguments objects from the dataLayer, not arrays: the stub must push `arguments`.
  win.gtag ||= function gtag() {
    dataLayer.push(arguments);
  };
  if (tag.tagType === 'gtag') {
    // A tag manager container (GTM-...): events go to its dataLayer, its triggers decide the rest.
    dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    return { track: (e) => void dataLayer.push({ event: e.action, eventCategory: e.category, eventLabel: e.label, eventValue: e.value, eventName: e.name }) };
  }
  win.gtag('js', new Date());
  win.gtag('config', tag.tagId, { send_page_view: false });
  return {
    track: (e) => win.gtag('event', e.action, { event_category: e.category, event_label: e.label, value: e.value, send_to: tag.tagId }),
  };
}

const MIXPANEL_METHODS = ['track', 'register', 'identify', 'time_event', 'track_pageview'];

function mixpanel(win: Win, token: string): TagClient {
  // The shape of Mixpanel's own snippet: an array with queued methods and `_i` holding init calls.
  const mp: any = (win.mixpanel ||= []);
  if (!mp.__SV) {
    mp._i = [];
    mp.init = (t: string, config: unknown, name?: string) => {
      const target = name ? (mp[name] = []) : mp;
      for (const m of MIXPANEL_METHODS) target[m] = (...args: unknown[]) => void target.push([m, ...args]);
      mp._i.push([t, config, name]);
    };
    mp.__SV = 1.2;
  }
  mp.init(token, { track_pageview: false });
  return { track: (e) => mp.track(e.name, { category: e.category, action: e.action, label: e.label, value: e.value }) };
}

/** Sets the tag up in `win` (stub, then script); the returned client sends our mapped events to it. */
export function setUpTagClient(win: Window, tag: TagSpec, hosts: TagHosts): TagClient {
  const w = win as Win;
  const client = tag.kind === 'google' ? google(w, tag) : mixpanel(w, tag.token);
  installTag(win.document, tag, hosts);
  return client;
}
