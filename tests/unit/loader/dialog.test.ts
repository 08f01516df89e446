// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import './fixture';
import { openDialog } from '../../../loader/runtime/dialog';
import { MODAL_OVERLAY_Z_INDEX, POPUP_Z_INDEX } from '../../../shared/constants';

function setup(variant: 'modal' | 'drawer' | 'fullscreen' = 'modal') {
  document.body.innerHTML = '<button id="opener">open</button><a id="other" href="#">other</a>';
  const opener = document.getElementById('opener') as HTMLButtonElement;
  opener.focus();
  let closes = 0;
  const d = openDialog({ src: 'about:blank', label: 'Photo 1 of 3', variant, onClose: () => closes++ });
  return { d, opener, closes: () => closes };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('popup dialog on the host page', () => {
  it('is a labelled modal dialog above a backdrop at the SPEC stack layers', () => {
    const { d } = setup();
    const box = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(box.getAttribute('aria-modal')).toBe('true');
    expect(box.getAttribute('aria-label')).toBe('Photo 1 of 3');
    expect(box.style.zIndex).toBe(String(POPUP_Z_INDEX));
    const backdrop = document.querySelector('[data-tessera-backdrop]') as HTMLElement;
    expect(backdrop.style.zIndex).toBe(String(MODAL_OVERLAY_Z_INDEX));
    expect(box.contains(d.frame)).toBe(true);
    d.setLabel('Photo 2 of 3');
    expect(box.getAttribute('aria-label')).toBe('Photo 2 of 3');
    d.remove();
  });

  it('moves focus into the dialog and returns it to the opener on close', () => {
    const { d, opener } = setup();
    expect(document.activeElement).toBe(d.frame);
    d.remove();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('asks to close on Escape, on a backdrop click and on its close button', () => {
    const { d, closes } = setup();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closes()).toBe(1);
    (document.querySelector('[data-tessera-backdrop]') as HTMLElement).click();
    expect(closes()).toBe(2);
    (document.querySelector('[role="dialog"] button') as HTMLButtonElement).click();
    expect(closes()).toBe(3);
    d.remove();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(closes()).toBe(3);
  });

  it('traps focus: Tab past either end wraps round, focus elsewhere is pulled back', () => {
    const { d } = setup();
    const box = document.querySelector('[role="dialog"]') as HTMLElement;
    const [start, close, , end] = Array.from(box.children) as HTMLElement[];
    end.focus();
    expect(document.activeElement).toBe(close);
    start.focus();
    expect(document.activeElement).toBe(d.frame);
    (document.getElementById('other') as HTMLElement).focus();
    expect(box.contains(document.activeElement)).toBe(true);
    d.remove();
  });

  it('locks page scroll while open and restores the previous value', () => {
    document.documentElement.style.overflow = 'scroll';
    const { d } = setup();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.overflow).toBe('hidden');
    d.remove();
    expect(document.documentElement.style.overflow).toBe('scroll');
    expect(document.body.style.overflow).toBe('');
    document.documentElement.style.overflow = '';
  });

  it('a drawer is 440px wide from the right', () => {
    const { d } = setup('drawer');
    const box = document.querySelector('[role="dialog"]') as HTMLElement;
    expect(box.style.width).toBe('440px');
    expect(box.style.right).toBe('0px');
    d.remove();
  });
});
