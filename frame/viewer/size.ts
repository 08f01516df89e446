// SPEC §2/§5: the widget's size is clamped to the viewer's minimum and maximum width and height;
// 0 (or nothing) means no maximum. SPEC §4 "Device": breakpoints 480 and 1024 in viewer/gallery modes.
import { DEVICE_BREAKPOINTS } from '../../shared/constants';
import type { Device, Mode } from '../widgets/types';

export interface SizeLimits {
  minWidth: number;
  maxWidth: number;
  minHeight: number;
  maxHeight: number;
}

const nonNeg = (v: unknown): number => {
  const n = Number(v);
  return Number.isFinite(n) && n > 0 ? n : 0;
};

/** Reads the limits from widget data (`data.styles.minWidth`...); missing or invalid values are 0. */
export function sizeLimitsOf(data: Record<string, unknown>): SizeLimits {
  const s = (data.styles ?? {}) as Record<string, unknown>;
  const l = { minWidth: nonNeg(s.minWidth), maxWidth: nonNeg(s.maxWidth), minHeight: nonNeg(s.minHeight), maxHeight: nonNeg(s.maxHeight) };
  // A maximum below the minimum would make the widget unusable: the minimum wins.
  if (l.maxWidth && l.maxWidth < l.minWidth) l.maxWidth = l.minWidth;
  if (l.maxHeight && l.maxHeight < l.minHeight) l.maxHeight = l.minHeight;
  return l;
}

export function clamp(value: number, min: number, max: number): number {
  const lower = Math.max(value, min);
  return max > 0 ? Math.min(lower, max) : lower;
}

/** CSS for the widget box: 0 maxima become `none`. */
export function sizeStyle(l: SizeLimits): Record<string, string> {
  return {
    minWidth: l.minWidth ? `${l.minWidth}px` : '0',
    maxWidth: l.maxWidth ? `${l.maxWidth}px` : 'none',
    minHeight: l.minHeight ? `${l.minHeight}px` : '0',
    maxHeight: l.maxHeight ? `${l.maxHeight}px` : 'none',
  };
}

export function deviceForWidth(width: number): Device {
  if (width < DEVICE_BREAKPOINTS.mobile) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}

/** Only viewer and gallery pages follow the window; the editor and preview pick a device themselves. */
export function detectDevice(mode: Mode | null, width: number, fallback: Device = 'desktop'): Device {
  return mode === 'viewer' || mode === 'gallery' ? deviceForWidth(width) : fallback;
}
