import type { PopupVariant } from '../../shared/bridge/frame-to-host';
import { DEVICE_BREAKPOINTS, DIALOG_CLOSE, DRAWER_WIDTH_PX, MODAL_OVERLAY_Z_INDEX, POPUP_Z_INDEX } from '../../shared/constants';
import { lockScroll } from './scroll-lock';

export interface Dialog {
  frame: HTMLIFrameElement;
  setLabel(label: string): void;
  /** Focuses the popup frame again unless the visitor has moved focus into the dialog meanwhile. */
  claimFocus(): void;
  /** Removes the dialog, unlocks scroll and returns focus; does not call onClose. */
  remove(): void;
}

const DRAWER_MS = 250;
const BASE = 'position:fixed;box-sizing:border-box;margin:0;padding:0;border:0;';

function boxStyle(variant: PopupVariant): string {
  if (variant === 'fullscreen' || innerWidth < DEVICE_BREAKPOINTS.mobile) return 'inset:0;width:100%;height:100%;';
  if (variant === 'drawer') return `top:0;right:0;bottom:0;width:${DRAWER_WIDTH_PX}px;max-width:100%;height:100%;`;
  return 'top:50%;left:50%;transform:translate(-50%,-50%);width:min(92vw,960px);height:min(90vh,720px);border-radius:8px;overflow:hidden;';
}

/**
 * A popup frame shown as a real dialog on the host page (ARCHITECTURE §3.4): role="dialog" with
 * aria-modal, focus moved in and trapped, Escape / backdrop / close button close it, focus returns
 * to where it was, page scroll locked. `onClose` runs for closes the visitor starts on the host side.
 */
export function openDialog(o: { src: string; label: string; variant: PopupVariant; onClose: () => void }): Dialog {
  const before = document.activeElement as HTMLElement | null;
  const doc = document;
  const backdrop = doc.createElement('div');
  backdrop.setAttribute('data-tessera-backdrop', '');
  backdrop.style.cssText = `${BASE}inset:0;z-index:${MODAL_OVERLAY_Z_INDEX};background:rgba(0,0,0,.6);`;

  const box = doc.createElement('div');
  box.setAttribute('role', 'dialog');
  box.setAttribute('aria-modal', 'true');
  box.tabIndex = -1;
  box.style.cssText = `${BASE}z-index:${POPUP_Z_INDEX};background:transparent;${boxStyle(o.variant)}`;

  const close = doc.createElement('button');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '\u00d7';
  close.style.cssText =
    `position:absolute;top:${DIALOG_CLOSE.inset}px;right:${DIALOG_CLOSE.inset}px;z-index:1;width:${DIALOG_CLOSE.size}px;height:${DIALOG_CLOSE.size}px;` +
    `border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font:20px/${DIALOG_CLOSE.size}px sans-serif;cursor:pointer;padding:0;`;

  const frame = doc.createElement('iframe');
  frame.src = o.src;
  frame.setAttribute('allow', 'autoplay; fullscreen; clipboard-write');
  frame.style.cssText = 'display:block;width:100%;height:100%;border:0;background:transparent;';

  // Focus trap: sentinels at both ends send Tab round to the other end; focus leaving by any other
  // route (a click on the page behind, a host script) is pulled back in.
  const sentinel = (to: () => HTMLElement) => {
    const s = doc.createElement('span');
    s.tabIndex = 0;
    s.addEventListener('focus', () => to().focus());
    return s;
  };
  box.append(sentinel(() => frame), close, frame, sentinel(() => close));

  const setLabel = (label: string) => {
    box.setAttribute('aria-label', label);
    frame.title = label;
  };
  setLabel(o.label);

  const onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      o.onClose();
    }
  };
  // Frames are left alone: a widget frame behind the dialog focusing itself would otherwise
  // ping-pong focus with this handler.
  const onFocusIn = (e: FocusEvent) => {
    const t = e.target as Element;
    if (!box.contains(t) && t.tagName !== 'IFRAME') close.focus();
  };
  backdrop.addEventListener('click', () => o.onClose());
  close.addEventListener('click', () => o.onClose());
  doc.addEventListener('keydown', onKey, true);
  doc.addEventListener('focusin', onFocusIn, true);
  const unlock = lockScroll();

  doc.body.append(backdrop, box);
  if (o.variant === 'drawer' && !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) {
    box.style.transform = 'translateX(100%)';
    box.style.transition = `transform ${DRAWER_MS}ms ease-out`;
    requestAnimationFrame(() => requestAnimationFrame(() => (box.style.transform = 'none')));
  }
  // The popup frame gets focus so the widget's own keys (arrows, Escape) work at once.
  frame.focus();

  return {
    frame,
    setLabel,
    claimFocus() {
      if (!box.contains(doc.activeElement)) frame.focus();
    },
    remove() {
      doc.removeEventListener('keydown', onKey, true);
      doc.removeEventListener('focusin', onFocusIn, true);
      backdrop.remove();
      box.remove();
      unlock();
      if (before?.isConnected) before.focus?.();
    },
  };
}
