// @vitest-environment happy-dom
// Issue 8: the frame's early height (shared/bridge/early-size.ts) is applied by loader.js only from the
// APP origin, only to the iframe that posted it, only while the bridge has not sized it, and never
// shrinks a reserved height.
import { beforeEach, describe, expect, it } from 'vitest';
import { EARLY_SIZE_TYPE } from '../../../shared/bridge/early-size';
import { sizeFrame } from '../../../loader/frame';
import { APP, placeholder, reset, start } from './fixture';

beforeEach(reset);

const post = (source: Window | null, data: unknown, origin = APP) => dispatchEvent(new MessageEvent('message', { data, origin, source }));

describe('loader: early size from the frame document', () => {
  it('sizes the posting iframe, and only that one', () => {
    const a = placeholder('a', { 'data-lazy': 'none' });
    const b = placeholder('b', { 'data-lazy': 'none' });
    start();
    const fa = a.querySelector('iframe')!;
    const fb = b.querySelector('iframe')!;
    expect(fa.style.height).toBe('0px');
    // Out of the flow while it has no height (frame.ts), into it with its first one.
    expect(fa.style.getPropertyValue('float')).toBe('left');
    post(fa.contentWindow, { type: EARLY_SIZE_TYPE, height: 412.2 });
    expect(fa.style.height).toBe('413px');
    expect(fa.style.getPropertyValue('float')).toBe('');
    expect(fb.style.height).toBe('0px');
    expect(fb.style.getPropertyValue('float')).toBe('left');
  });

  it('ignores other origins, other types and nonsense heights', () => {
    const a = placeholder('a', { 'data-lazy': 'none' });
    start();
    const f = a.querySelector('iframe')!;
    post(f.contentWindow, { type: EARLY_SIZE_TYPE, height: 300 }, 'http://evil.test');
    post(f.contentWindow, { type: 'other', height: 300 });
    post(f.contentWindow, { type: EARLY_SIZE_TYPE, height: '300' });
    post(f.contentWindow, { type: EARLY_SIZE_TYPE, height: 1e9 });
    post(f.contentWindow, { type: EARLY_SIZE_TYPE, height: -5 });
    expect(f.style.height).toBe('0px');
  });

  it('never shrinks a reserved height and yields to the bridge once it sized the frame', () => {
    const a = placeholder('a', { 'data-lazy': 'none', style: 'min-height:500px' });
    const b = placeholder('b', { 'data-lazy': 'none' });
    const h = start();
    const fa = a.querySelector('iframe')!;
    expect(fa.style.getPropertyValue('float')).toBe('');
    post(fa.contentWindow, { type: EARLY_SIZE_TYPE, height: 300 });
    expect(fa.style.height).toBe('500px');
    post(fa.contentWindow, { type: EARLY_SIZE_TYPE, height: 640 });
    expect(fa.style.height).toBe('640px');
    const mb = h.core.mounts.find((m) => m.id === 'b')!;
    mb.sized = true;
    post(mb.iframe.contentWindow, { type: EARLY_SIZE_TYPE, height: 200 });
    expect(mb.iframe.style.height).toBe('0px');
  });

  it('keeps a frame of no height out of the flow, whoever sizes it (a floating widget reports 0 first)', () => {
    const f = document.createElement('iframe');
    sizeFrame(f, 0);
    expect([f.style.height, f.style.getPropertyValue('float')]).toEqual(['0px', 'left']);
    sizeFrame(f, 76);
    expect([f.style.height, f.style.getPropertyValue('float')]).toEqual(['76px', '']);
    sizeFrame(f, 0);
    expect(f.style.getPropertyValue('float')).toBe('left');
  });
});
