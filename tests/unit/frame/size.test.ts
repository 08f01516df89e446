import { describe, expect, it } from 'vitest';
import { clamp, detectDevice, deviceForWidth, sizeLimitsOf, sizeStyle } from '../../../frame/viewer/size';

describe('clamp (SPEC §2: 0 means no maximum)', () => {
  const cases: [number, number, number, number][] = [
    [500, 100, 400, 400],
    [50, 100, 400, 100],
    [250, 100, 400, 250],
    [5000, 100, 0, 5000],
    [50, 0, 0, 50],
  ];
  it.each(cases)('clamp(%i, min %i, max %i) = %i', (v, min, max, out) => expect(clamp(v, min, max)).toBe(out));

  it('reads limits from data.styles, treating bad values as 0', () => {
    expect(sizeLimitsOf({ styles: { minWidth: 200, maxWidth: 600, minHeight: -5, maxHeight: 'x' } })).toEqual({ minWidth: 200, maxWidth: 600, minHeight: 0, maxHeight: 0 });
    expect(sizeLimitsOf({})).toEqual({ minWidth: 0, maxWidth: 0, minHeight: 0, maxHeight: 0 });
  });

  it('lets the minimum win over a smaller maximum', () => {
    expect(sizeLimitsOf({ styles: { minHeight: 300, maxHeight: 100 } })).toMatchObject({ minHeight: 300, maxHeight: 300 });
  });

  it('turns 0 maxima into none', () => {
    expect(sizeStyle({ minWidth: 0, maxWidth: 0, minHeight: 120, maxHeight: 480 })).toEqual({ minWidth: '0', maxWidth: 'none', minHeight: '120px', maxHeight: '480px' });
  });
});

describe('device breakpoints (SPEC §4: 480 and 1024)', () => {
  const cases: [number, string][] = [
    [0, 'mobile'],
    [479, 'mobile'],
    [480, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ];
  it.each(cases)('width %i is %s', (w, d) => expect(deviceForWidth(w)).toBe(d));

  it('follows the width only in viewer and gallery modes', () => {
    expect(detectDevice('viewer', 300)).toBe('mobile');
    expect(detectDevice('gallery', 700)).toBe('tablet');
    expect(detectDevice('editor', 300)).toBe('desktop');
    expect(detectDevice('preview', 300, 'tablet')).toBe('tablet');
  });
});
