import type { Connection } from 'penpal';
import { ALLOWED_IFRAME_STYLES, type FrameToHost } from '../../shared/bridge/frame-to-host';
import { RESERVE_ATTR } from '../../shared/embed-reserve';
import type { WidgetType } from '../../shared/widget-types';
import type { Core, Mount } from '../core';
import { heightKey } from '../device';
import { growFrame, sizeFrame } from '../frame';
import { call, openBridge, type Remote } from './bridge';
import { applyGlobal } from './global-widget';
import { initData, persist } from './init-data';
import { createPopups } from './popup';
import type { ConsentChoice } from './consent-choice';
import type { Visitor } from './visitor';

export type Role = 'main' | 'popup';

export interface Widget {
  m: Mount;
  remote(): Remote | null;
  popupRemote(): Remote | null;
  /** After a scroll or resize (layout is clean then): measures and tells the frame. */
  scrolled(): void;
  /** The runtime's IntersectionObserver saw the iframe move: no layout read at all. */
  seen(e: IntersectionObserverEntry): void;
  contextChanged(): void;
  destroy(): void;
}

type Position = { fromTop: number; inViewport: boolean; visibleRatio: number };

/** Where the iframe sits in the host viewport, for the frame's VIEW detection (10% visible). */
function position(el: HTMLElement): Position {
  const r = el.getBoundingClientRect();
  const visible = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
  return { fromTop: Math.round(r.top), inViewport: r.bottom > 0 && r.top < innerHeight, visibleRatio: r.height > 0 ? Math.min(1, visible / r.height) : 0 };
}

/** The same from an observer entry (a zero-height target "intersects" with ratio 1: visible it is not). */
function positionOf(e: IntersectionObserverEntry): Position {
  const r = e.boundingClientRect;
  return { fromTop: Math.round(r.top), inViewport: e.isIntersecting, visibleRatio: r.height > 0 ? e.intersectionRatio : 0 };
}

/** The type whose frame may answer for the visitor's consent (consentChosen). */
const CONSENT_BANNER: WidgetType = 'cookie_consent';

/**
 * One mounted widget: its main frame's bridge, its popup frames, and the host-side effects. `choose`
 * applies a consent banner's choice to the page (as Tessera.consent does).
 */
export function createWidget(core: Core, visitor: Visitor, choice: ConsentChoice, m: Mount, choose: (granted: boolean) => void): Widget {
  const started = Date.now();
  let type = '';
  const { iframe, id } = m;
  let remote: Remote | null = null;
  let dead = false;
  let watermark: HTMLAnchorElement | null = null;
  let pos: Position | null = null;
  const tell = () => pos && call(remote, 'parentWindowScroll', pos);
  const popups = createPopups(core, m, () => remote, (role) => methods(role));

  const methods = (role: Role): FrameToHost => ({
    pluginRequestedData: (req) => (req.kind === 'init' ? initData(core, visitor, choice, m, started) : persist(core, id, req)),
    pluginLoaded(info) {
      if (role !== 'main') return;
      type = info.type;
      iframe.title = info.name || iframe.title;
      core.emit(m, 'loaded', { type: info.type, name: info.name, height: info.height });
    },
    pluginError(e) {
      if (role === 'main') core.emit(m, 'error', { code: 'WIDGET_LOAD_FAILED', message: e.message });
    },
    // A frame event that carries its own data (chat-message, submit) hands the host that data itself.
    engagementEvent: ({ type, data, ...rest }) => core.emit(m, type, data !== undefined ? data : rest),
    performanceEvent: (e) => core.emit(m, 'performance', e),
    dimensionsUpdate({ height, width, loading }) {
      if (role !== 'main') return;
      const h = Math.ceil(height);
      // A loading state (a PDF opening) says nothing of the widget's height: shrinking to it and growing
      // back would move the page twice, and it is no height to reserve next time.
      if (loading) return growFrame(iframe, h);
      m.sized = true;
      sizeFrame(iframe, h);
      // The snippet's min-height (inline, and per screen size) only held the space until the real height was known.
      if (m.el.style.minHeight) {
        m.el.style.minHeight = '';
        m.el.querySelector(`style[${RESERVE_ATTR}]`)?.remove();
      }
      if (width !== undefined && iframe.style.position === 'fixed') iframe.style.width = `${Math.ceil(width)}px`;
      (core.session.h ||= {})[heightKey(id)] = h;
      core.saveSession();
      core.emit(m, 'resize', { height: h, width });
      // The visible share changes with the height: the runtime's observer reports it after the next
      // layout (reading it here would force one right after this style change).
    },
    stylesUpdate({ styles }) {
      for (const [k, v] of Object.entries(styles)) {
        // url() would let a frame make the host page fetch arbitrary resources.
        if ((ALLOWED_IFRAME_STYLES as readonly string[]).includes(k) && !/url\(|expression/i.test(v)) {
          (iframe.style as unknown as Record<string, string>)[k] = v;
        }
      }
    },
    scrollTo: ({ top, behavior }) => scrollTo({ top: iframe.getBoundingClientRect().top + scrollY + top, behavior: behavior || 'auto' }),
    openPopup: (p) => popups.open(p),
    updatePopup: (p) => popups.update(p),
    closePopup: (p) => popups.close(p.popupId),
    dispatchActionToFrame({ target, action }) {
      const a = { type: action.type, payload: action.payload, from: role };
      if (target !== 'popup') call(remote, 'dispatchAction', a);
      if (target !== 'main') call(popups.remote(), 'dispatchAction', a);
    },
    handleGlobalWidget: (g) => applyGlobal(iframe, g),
    editorStateChanged: (s) => core.emit(m, 'editor-state-changed', s),
    editorChangesSaved: (s) => core.emit(m, 'editor-changes-saved', s),
    consentChosen({ granted, categories }) {
      if (role !== 'main' || type !== CONSENT_BANNER) return;
      choice.remember(granted, categories);
      choose(granted);
      core.emit(m, 'consent', { granted, remembered: false, ...(categories ? { categories } : {}) });
    },
    addWatermark({ href }) {
      if (watermark || !/^https?:\/\//i.test(href)) return;
      watermark = document.createElement('a');
      watermark.href = href;
      watermark.target = '_blank';
      watermark.rel = 'noopener noreferrer';
      watermark.textContent = 'Made with Tessera';
      watermark.style.cssText = 'display:block;font:12px/1.6 sans-serif;text-align:right;color:inherit;opacity:.7;';
      iframe.after(watermark);
    },
  });

  const conn: Connection = openBridge(
    iframe.contentWindow!,
    core.origin,
    methods('main'),
    (r) => {
      if (dead) return;
      remote = r;
      // The visitor context goes with the init answer the frame asks for first (initData).
      tell();
    },
    (code) => {
      if (dead) return;
      // Nothing broken on the host page: a frame that never answered is hidden, the host is told why.
      iframe.style.display = 'none';
      core.emit(m, 'error', { code });
    },
  );

  const w: Widget = {
    m,
    remote: () => remote,
    popupRemote: popups.remote,
    scrolled() {
      pos = position(iframe);
      tell();
    },
    seen(e) {
      pos = positionOf(e);
      tell();
    },
    contextChanged: () => call(remote, 'visitorContextUpdated', visitor.context(started)),
    destroy() {
      dead = true;
      popups.closeAll();
      conn.destroy();
      watermark?.remove();
    },
  };
  return w;
}
