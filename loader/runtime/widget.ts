import type { Connection } from 'penpal';
import { ALLOWED_IFRAME_STYLES, type FrameToHost } from '../../shared/bridge/frame-to-host';
import type { Core, Mount } from '../core';
import { heightKey } from '../device';
import { call, openBridge, type Remote } from './bridge';
import { applyGlobal } from './global-widget';
import { initData, persist } from './init-data';
import { createPopups } from './popup';
import type { Visitor } from './visitor';

export type Role = 'main' | 'popup';

export interface Widget {
  m: Mount;
  remote(): Remote | null;
  popupRemote(): Remote | null;
  scrolled(): void;
  contextChanged(): void;
  destroy(): void;
}

/** Where the iframe sits in the host viewport, for the frame's VIEW detection (10% visible). */
function position(el: HTMLElement) {
  const r = el.getBoundingClientRect();
  const visible = Math.max(0, Math.min(r.bottom, innerHeight) - Math.max(r.top, 0));
  return { fromTop: Math.round(r.top), inViewport: r.bottom > 0 && r.top < innerHeight, visibleRatio: r.height > 0 ? Math.min(1, visible / r.height) : 0 };
}

/** One mounted widget: its main frame's bridge, its popup frames, and the host-side effects. */
export function createWidget(core: Core, visitor: Visitor, m: Mount): Widget {
  const started = Date.now();
  const { iframe, id } = m;
  let remote: Remote | null = null;
  let dead = false;
  let watermark: HTMLAnchorElement | null = null;
  const popups = createPopups(core, m, () => remote, (role) => methods(role));

  const methods = (role: Role): FrameToHost => ({
    pluginRequestedData: (req) => (req.kind === 'init' ? initData(core, visitor, m, started) : persist(core, id, req)),
    pluginLoaded(info) {
      if (role !== 'main') return;
      iframe.title = info.name || iframe.title;
      core.emit(m, 'loaded', { type: info.type, name: info.name, height: info.height });
    },
    pluginError(e) {
      if (role === 'main') core.emit(m, 'error', { code: 'WIDGET_LOAD_FAILED', message: e.message });
    },
    engagementEvent: ({ type, ...rest }) => core.emit(m, type, rest),
    performanceEvent: (e) => core.emit(m, 'performance', e),
    dimensionsUpdate({ height, width }) {
      if (role !== 'main') return;
      const h = Math.ceil(height);
      iframe.style.height = `${h}px`;
      // The snippet's inline min-height only held the space until the real height was known.
      if (m.el.style.minHeight) m.el.style.minHeight = '';
      if (width !== undefined && iframe.style.position === 'fixed') iframe.style.width = `${Math.ceil(width)}px`;
      (core.session.h ||= {})[heightKey(id)] = h;
      core.saveSession();
      core.emit(m, 'resize', { height: h, width });
      // The visible share changed with the height: the frame's VIEW detection needs the new ratio.
      w.scrolled();
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
      w.scrolled();
      w.contextChanged();
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
    scrolled: () => call(remote, 'parentWindowScroll', position(iframe)),
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
