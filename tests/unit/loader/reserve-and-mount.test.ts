// @vitest-environment happy-dom
// Issue 8: the host page must not jump. A placeholder already near the viewport mounts at once (before
// the host's first paint when the loader is fast), at the height the snippet reserved.
import { beforeEach, describe, expect, it } from 'vitest';
import { boot } from '../../../loader/boot';
import { SESSION_KEY } from '../../../loader/core';
import { heightKey } from '../../../loader/device';
import { FakeIO, placeholder, reset, script, start } from './fixture';

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

  // A rendering update can fall between loader.js's task and the one the frame goes in (a warm reload:
  // the host's first paint came there in 3 of 5 loads and the page moved by the whole height).
  it('holds the remembered height on the placeholder until its frame goes in, then gives the placeholder back as it was', () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ h: { [heightKey('warm')]: 512 } }));
    const el = placeholder('warm', { 'data-lazy': 'none' });
    const bare = placeholder('cold', { 'data-lazy': 'none' });
    const later: (() => void)[] = [];
    const booted = boot(script(), () => {}, (fn) => later.push(fn));
    expect(el.querySelector('iframe')).toBeNull();
    expect(el.style.minHeight).toBe('512px');
    // Nothing known: nothing held (its frame floats until sized, createFrame).
    expect(bare.style.minHeight).toBe('');
    later.forEach((fn) => fn());
    expect(el.querySelector('iframe')!.style.height).toBe('512px');
    expect(el.style.minHeight).toBe('');
    booted?.stop();
  });

  it('gives the placeholder back as it was when it leaves before its frame went in', async () => {
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ h: { [heightKey('gone')]: 300 } }));
    const el = placeholder('gone', { 'data-lazy': 'none', style: 'min-height:120px' });
    const later: (() => void)[] = [];
    const booted = boot(script(), () => {}, (fn) => later.push(fn));
    expect(el.style.minHeight).toBe('300px');
    el.remove();
    // The loader learns of the removal from its MutationObserver.
    await new Promise((r) => setTimeout(r, 0));
    later.forEach((fn) => fn());
    expect(el.querySelector('iframe')).toBeNull();
    expect(el.style.minHeight).toBe('120px');
    booted?.stop();
  });
});
