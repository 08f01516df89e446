// @vitest-environment happy-dom
// Issue 8: the host page must not jump. A placeholder already near the viewport mounts at once (before
// the host's first paint when the loader is fast), at the height the snippet reserved.
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

  it('mounts an in-viewport placeholder that is already within the margin without waiting for the observer', () => {
    const near = placeholder('near');
    box(near, 200);
    const far = placeholder('far');
    box(far, innerHeight + 2000);
    start();
    expect(near.querySelector('iframe')).not.toBeNull();
    expect(far.querySelector('iframe')).toBeNull();
    FakeIO.show(far);
    expect(far.querySelector('iframe')).not.toBeNull();
  });

  it('leaves an unrendered (empty box) placeholder to the observer', () => {
    const hidden = placeholder('hidden');
    box(hidden, 0, 0, 0);
    start();
    expect(hidden.querySelector('iframe')).toBeNull();
  });
});
