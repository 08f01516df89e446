import { DEVICE_BREAKPOINTS } from '../shared/constants';
import type { DeviceKind } from './core';

/** SPEC §4 "Device": below 480 mobile, below 1024 tablet, otherwise desktop (host viewport width). */
export function deviceOf(width: number): DeviceKind {
  return width < DEVICE_BREAKPOINTS.mobile ? 'mobile' : width < DEVICE_BREAKPOINTS.tablet ? 'tablet' : 'desktop';
}

/** Key of the remembered height for a widget on this device class. */
export const heightKey = (id: string): string => `${id}:${deviceOf(innerWidth)}`;
