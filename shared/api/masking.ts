// SPEC §7 GET /api/masking/{widgetId}/urls: optional referer, no credentials, cached per widget.
// SPEC §8: a masking failure is swallowed and the original widget used, so failures are not cached.
import type { MaskMap } from '../schemas/mask-map';
import { request } from './request';
import { enc, type ClientConfig } from './client-config';

export interface MaskingClient {
  /** The widget's mask map, or null when the call failed. */
  getMaskedUrls(widgetId: string, referer?: string): Promise<MaskMap | null>;
  clear(widgetId?: string): void;
}

export function createMaskingClient(cfg: ClientConfig): MaskingClient {
  const cache = new Map<string, Promise<MaskMap | null>>();
  return {
    getMaskedUrls(widgetId, referer) {
      const hit = cache.get(widgetId);
      if (hit) return hit;
      const p = request<MaskMap>(cfg, `api/masking/${enc(widgetId)}/urls`, { credentials: false, referrer: referer })
        .then((env) => (env.success && env.data && typeof env.data === 'object' ? env.data : null))
        .catch(() => null)
        .then((map) => {
          if (!map) cache.delete(widgetId);
          return map;
        });
      cache.set(widgetId, p);
      return p;
    },
    clear(widgetId) {
      if (widgetId === undefined) cache.clear();
      else cache.delete(widgetId);
    },
  };
}
