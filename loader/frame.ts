import type { Core, Mount } from './core';
import { deviceOf, heightKey } from './device';
import { RESERVE_ATTR } from '../shared/embed-reserve';
import { pageLocale, shopLocale } from './page-locale';

/** Viewer URL of a widget on the APP, relative to loader.js so a path prefix keeps working. */
export function viewerUrl(base: string, id: string, query: Record<string, string | null | undefined>): string {
  const u = new URL(`viewer/${encodeURIComponent(id)}`, base);
  for (const [k, v] of Object.entries(query)) if (v) u.searchParams.set(k, v);
  return u.href;
}

/** Every widget iframe's look, in the flow or fixed over the page (runtime/global-widget.ts). */
export const FRAME_LOOK = 'display:block;border:0;margin:0;padding:0;background:transparent;overflow:hidden;color-scheme:normal;';

/**
 * Reserved height: data-height, else the last height seen this session on this device class, else the
 * placeholder's own inline min-height (the snippet's reservation, in place before any script runs, so
 * the host page does not jump on a first visit either). A frame with no height cannot paint at all.
 */
export function reservedHeight(core: Core, el: HTMLElement, id: string): number {
  const fromAttr = parseInt(el.getAttribute('data-height') || '', 10);
  if (fromAttr > 0) return fromAttr;
  // heightKey reads innerWidth, which can force a layout mid-parse: only when a height is remembered.
  const h = core.session.h;
  const known = h && Object.keys(h).length ? h[heightKey(id)] : undefined;
  if (typeof known === 'number' && known > 0) return known;
  // The snippet's reservation for this screen size: its <style> overrides the inline one (computed
  // only then: reading a computed style costs a style pass).
  const min = el.style.minHeight && (el.querySelector(`style[${RESERVE_ATTR}]`) ? getComputedStyle(el).minHeight : el.style.minHeight);
  const fromStyle = /^(\d+(?:\.\d+)?)px$/.exec(min || '');
  return fromStyle ? Math.round(Number(fromStyle[1])) : 0;
}

/**
 * The screen's device class, when it is not desktop: an upper bound on the frame's, read without
 * layout (innerWidth could force one mid-parse). The server renders the frame for it, so on a phone the
 * first paint is already the mobile one (server/frame-docs/ssr-device.ts).
 */
function deviceHint(): string | null {
  const d = deviceOf(screen.width);
  return d === 'desktop' ? null : d;
}

/** What each frame of a placeholder (its own, its popups) is told of the host page: its origin, the
 *  language (SPEC §2: the placeholder's data-lang, the shop's locale, the page's), the platform, and a
 *  white-label token (data-white-label: the owner's brand in Tessera's place, SPEC §2 white-label mode). */
export function hostQuery(el: HTMLElement): Record<string, string | null> {
  return {
    origin: location.origin,
    lang: el.getAttribute('data-lang'),
    shopLocale: shopLocale(),
    pageLocale: pageLocale(),
    platform: el.getAttribute('data-platform'),
    wlToken: el.getAttribute('data-white-label'),
  };
}

/** The placeholder's iframe, not yet in the page (placeholders.ts puts it there). */
export function createFrame(core: Core, el: HTMLElement, id: string): Mount {
  const iframe = document.createElement('iframe');
  const query = hostQuery(el);
  iframe.src = viewerUrl(core.base, id, { ...query, device: deviceHint() });
  // Its name until the widget says its own (pluginLoaded); a white-label page's never names Tessera.
  iframe.title = query.wlToken ? 'Widget' : 'Tessera widget';
  // Only what widgets need: video/audio autoplay, the PDF/lightbox full screen, copy buttons.
  iframe.setAttribute('allow', 'autoplay; fullscreen; clipboard-write');
  iframe.setAttribute('scrolling', 'no');
  iframe.setAttribute('frameborder', '0');
  const h = reservedHeight(core, el, id);
  // With no height yet, floated: out of the flow, the empty placeholder still lets the host's margins
  // around it collapse through it, so the page moves once, when the frame is sized (sizeFrame), and not
  // first by a margin when a 0 px in-flow iframe ends that collapse.
  iframe.style.cssText = `${FRAME_LOOK}width:100%;height:${h}px${h ? '' : ';float:left'}`;
  const m: Mount = { el, id, iframe };
  iframe.addEventListener('error', () => core.emit(m, 'error', { code: 'FRAME_LOAD_FAILED' }));
  return m;
}

/**
 * Gives the iframe its height, in the flow; a frame of no height stays out of it, as createFrame makes it
 * (in the flow it would end the collapse of the host's margins through the empty placeholder and move
 * the page: a floating widget reports 0 before the loader floats it).
 */
export function sizeFrame(iframe: HTMLIFrameElement, h: number): void {
  iframe.style.height = `${h}px`;
  if (h > 0) iframe.style.removeProperty('float');
  else iframe.style.float = 'left';
}

/**
 * A height that may be short of the widget's (the server render's before images load, a loading
 * state's): it grows the frame, never shrinks it, so a reserved height is not cropped by it.
 */
export function growFrame(iframe: HTMLIFrameElement, h: number): void {
  if (h > (parseFloat(iframe.style.height) || 0)) sizeFrame(iframe, h);
}
