// The embed snippet's height reservation per screen size (issue 8): the builder writes it into the
// placeholder, the loader reads it and removes it once the widget's real height is known.
// Framework-free: the loader imports it.
import { DEVICE_BREAKPOINTS } from './constants';

/** Marks the placeholder's <style> that holds the per-screen-size reservation. */
export const RESERVE_ATTR = 'data-tessera-reserve';

/** A host device class as a media query, matching the loader's deviceOf(innerWidth). */
export function deviceMedia(device: 'tablet' | 'mobile'): string {
  return `(max-width:${DEVICE_BREAKPOINTS[device] - 0.02}px)`;
}
