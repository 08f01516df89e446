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
  const minWidth = nonNeg(s.minWidth);
  const minHeight = nonNeg(s.minHeight);
  // A maximum below the minimum would make the widget unusable: the minimum wins (0 stays "no maximum").
  const maxWidth = nonNeg(s.maxWidth) && clamp(nonNeg(s.maxWidth), minWidth, 0);
  const maxHeight = nonNeg(s.maxHeight) && clamp(nonNeg(s.maxHeight), minHeight, 0);
  return { minWidth, maxWidth, minHeight, maxHeight };
}

/** Clamps a size to [min, max]; a max of 0 means no maximum. */
export function clamp(value: number, min: number, max: number): number {
  const lower = Math.max(value, min);
  return max > 0 ? Math.min(lower, max) : lower;
}

const px = (n: number, none: string) => (n ? `${n}px` : none);

/** CSS for the widget box: 0 maxima become `none`. */
export function sizeStyle(l: SizeLimits): Record<string, string> {
  return { minWidth: px(l.minWidth, '0'), maxWidth: px(l.maxWidth, 'none'), minHeight: px(l.minHeight, '0'), maxHeight: px(l.maxHeight, 'none') };
}

export function deviceForWidth(width: number): Device {
  if (width < DEVICE_BREAKPOINTS.mobile) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}

/** Only viewer and gallery pages follow the window; the editor and preview pick a device themselves. */
export function detectDevice(mode: Mode | null, width: number, fallback: Device | null = null): Device {
  return mode === 'viewer' || mode === 'gallery' ? deviceForWidth(width) : (fallback ?? 'desktop');
}
