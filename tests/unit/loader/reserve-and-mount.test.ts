// @vitest-environment happy-dom
// Issue 8: the host page must not jump, and the loader must not force layouts. A placeholder mounts at
// the height the snippet reserved, as soon as the IntersectionObserver reports it near the viewport; the
// loader itself never reads layout to decide (an async script runs mid-parse: a read forces a layout).
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeIO, placeholder, reset, start } from './fixture';

beforeEach(reset);

const box = (el: HTMLElement, top: number, height = 0, width = 600) => {
  el.getBoundingClientRect = () => ({ top, bottom: top + height, left: 0, right: width, width, height, x: 0, y: top, toJSON() {} }) as DOMRect;
};

describe('loader: height reservation and eager mount', () => {
  it('reserves the placeholder inline min-height when neither data-height nor a session height is known', () => {
    const el = placeholder('snip', { 'data-lazy': 'none', style: 'min-height:437px' });
    start();
    expect(el.querySelector('iframe')!.style.height).toBe('437px');
  });

  it('mounts an in-viewport placeholder from the observer report, without reading layout itself', () => {
    const near = placeholder('near');
    let reads = 0;
    near.getBoundingClientRect = () => (reads++, { top: 200, bottom: 200, left: 0, right: 600, width: 600, height: 0, x: 0, y: 200, toJSON() {} }) as DOMRect;
    start();
    expect(near.querySelector('iframe')).toBeNull();
    FakeIO.show(near);
    expect(near.querySelector('iframe')).not.toBeNull();
    expect(reads).toBe(0);
  });

  it('leaves an unrendered (empty box) placeholder to the observer', () => {
    const hidden = placeholder('hidden');
    box(hidden, 0, 0, 0);
    start();
    expect(hidden.querySelector('iframe')).toBeNull();
  });
});
