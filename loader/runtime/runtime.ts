import { CONSENT_SETTINGS_ACTION, CONSENT_SETTINGS_ATTR } from '../../shared/bridge/consent-settings';
import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../shared/constants';
import type { Core, Mount, Runtime } from '../core';
import { call } from './bridge';
import { deliverToBridge } from './frame-messenger';
import { debounce, throttle } from './timing';
import { apply, createConsentChoice } from './consent-choice';
import { createVisitor } from './visitor';
import { createWidget, type Widget } from './widget';

const LATE_OPEN_MS = 3000;

/** Stage 2: bridges, sizing, popups and the visitor context for every mounted placeholder. */
export function createRuntime(core: Core): Runtime {
  const widgets = new Map<Mount, Widget>();
  const each = (fn: (w: Widget) => void) => widgets.forEach((w) => fn(w));

  const pushContext = throttle(() => each((w) => w.contextChanged()), SCROLL_THROTTLE_MS);
  const choice = createConsentChoice(core);
  const visitor = createVisitor(core, pushContext, choice.settle);
  const onScroll = throttle(() => each((w) => w.scrolled()), SCROLL_THROTTLE_MS);
  // Positions for the frames' VIEW detection come from one observer (computed with the page's own layout,
  // so mounting and resizing never force one); scroll and resize handlers measure, as layout is clean then.
  const positions =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => entries.forEach((e) => byFrame.get(e.target)?.seen(e)), { threshold: [0, 0.1, 0.25, 0.5, 0.75, 1] })
      : null;
  const byFrame = new Map<Element, Widget>();
  const onResize = debounce(() => each((w) => (w.scrolled(), w.contextChanged())), RESIZE_DEBOUNCE_MS);
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onResize, { passive: true });
  // The site's "Cookie settings" link reopens its consent banner (shared/bridge/consent-settings.ts).
  addEventListener('click', (e) => {
    const t = e.target as Element | null;
    if (!t?.closest?.(`[${CONSENT_SETTINGS_ATTR}]`)) return;
    e.preventDefault();
    each((w) => call(w.remote(), 'dispatchAction', { type: CONSENT_SETTINGS_ACTION, from: 'host' }));
  });

  // Reading iframe.contentWindow while the frame still holds its initial about:blank builds a script
  // context for that blank page on the host's main thread (4–7 ms CPU in `npm run bench`); once the
  // viewer document has committed it is a cheap proxy to another process. So a widget's bridge opens on
  // its frame's first message (the penpal handshake SYN, which the new bridge then handles) or
  // its load event, whichever comes first. A frame that spoke before this runtime arrived (loader.js
  // noted it in core.sources) or finished loading (its resource timing entry is on the host page) opens
  // at once. A timer covers anything missed.
  const pending = new Map<Mount, () => void>();
  const open = (m: Mount) => {
    const go = pending.get(m);
    if (!go) return;
    pending.delete(m);
    m.iframe.removeEventListener('load', go);
    if (widgets.has(m) || !m.iframe.isConnected || !m.iframe.contentWindow) return;
    const w = createWidget(core, visitor, choice, m, (granted) => {
      apply(core, granted);
      rt.consent(granted);
    });
    widgets.set(m, w);
    byFrame.set(m.iframe, w);
    positions?.observe(m.iframe);
  };

  const rt: Runtime = {
    message(e) {
      // open() deletes the mount it opens, which a Map's iteration allows: no copy on every message.
      for (const m of pending.keys()) if (m.iframe.contentWindow === e.source) open(m);
      // The SYN that opened the bridge reaches it too: the handshake takes one round trip fewer.
      deliverToBridge(e);
    },
    mount(m) {
      if (widgets.has(m) || pending.has(m) || !m.iframe.isConnected) return;
      const go = () => open(m);
      pending.set(m, go);
      let loaded = false;
      try {
        loaded = performance.getEntriesByName(m.iframe.src).length > 0 || (!!core.sources?.length && core.sources.indexOf(m.iframe.contentWindow!) >= 0);
      } catch {
        /* no resource timing */
      }
      if (loaded) return go();
      m.iframe.addEventListener('load', go);
      setTimeout(go, LATE_OPEN_MS);
    },
    unmount(m) {
      const go = pending.get(m);
      if (go) m.iframe.removeEventListener('load', go);
      pending.delete(m);
      widgets.get(m)?.destroy();
      widgets.delete(m);
      byFrame.delete(m.iframe);
      positions?.unobserve(m.iframe);
    },
    consent(granted) {
      visitor.save();
      const action = { type: 'consent', payload: { granted }, from: 'host' as const };
      each((w) => {
        call(w.remote(), 'dispatchAction', action);
        call(w.popupRemote(), 'dispatchAction', action);
      });
    },
  };
  return rt;
}
