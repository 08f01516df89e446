// The data a widget renders: its type's defaults, the stored data over them, then the current device's
// rewrite (SPEC §3 deviceRewrites: per-device styles and rewrites for desktop, tablet, mobile).
import type { CommonWidgetData, DeviceName } from '../../../shared/widgets/common-data';

function isObj(v: unknown): v is Record<string, unknown> {
  return !!v && typeof v === 'object' && !Array.isArray(v);
}

/** Defaults under the stored data; an empty or partial `data` still renders the built-in content. */
export function withDefaults<D extends object>(defaults: D, data: unknown): D {
  const out = { ...defaults } as Record<string, unknown>;
  if (isObj(data)) for (const [k, v] of Object.entries(data)) if (v !== undefined && v !== null) out[k] = v;
  return out as D;
}

export function applyDeviceRewrite<D extends CommonWidgetData>(data: D, device: DeviceName): D {
  const rw = data.deviceRewrites?.[device];
  if (!isObj(rw)) return data;
  const { styles, ...rest } = rw;
  return { ...data, ...rest, styles: { ...data.styles, ...(isObj(styles) ? styles : {}) } };
}

/** A url from owner data resolved against the app (demo content uses root-relative `/static/...`). */
export function resolveUrl(url: string | undefined, appUrl: string): string {
  if (!url) return '';
  try {
    return new URL(url, appUrl.endsWith('/') ? appUrl : `${appUrl}/`).href;
  } catch {
    return url;
  }
}
