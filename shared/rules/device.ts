// SPEC §4 "Device": in viewer and gallery modes, width below 480 is mobile, below 1024 tablet.
import { DEVICE_BREAKPOINTS } from '../constants';
import type { Device } from './values';

export function deviceForWidth(width: number): Device {
  if (width < DEVICE_BREAKPOINTS.mobile) return 'mobile';
  if (width < DEVICE_BREAKPOINTS.tablet) return 'tablet';
  return 'desktop';
}
