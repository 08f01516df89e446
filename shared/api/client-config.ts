// Configuration every SPEC §7 client shares, on top of the base helper's ApiConfig (base host, extra
// query parameters, fetch). SPEC §7: "Most calls add platform and plugin type query parameters, plus
// extra query parameters from configuration."
import type { ApiConfig, Query } from './request';

export interface ClientConfig extends ApiConfig {
  /** Host platform (wix, website, api, nindo...); sent as `platform`. */
  platform?: string;
  /** Widget type id; sent as `pluginType`. */
  pluginType?: string;
  /** The white-label or host service name; sent as `serviceName` where SPEC §7 lists it. */
  serviceName?: string;
  /** The optional `[{prefix}/]` of the editor widget paths (SPEC §7 "Widgets"). */
  prefix?: string;
}

/** SPEC §7: platform values that map to the `plugin` path segment. */
export const PLUGIN_SEGMENT_PLATFORMS = ['website', 'api', 'nindo', 'none'] as const;

/** SPEC §7: the {platform or plugin} segment is the platform, except website, api and nindo or none → plugin. */
export function platformSegment(platform: string | null | undefined): string {
  if (!platform || (PLUGIN_SEGMENT_PLATFORMS as readonly string[]).includes(platform)) return 'plugin';
  return encodeURIComponent(platform);
}

/** The platform and plugin type query parameters most calls carry. */
export function platformQuery(cfg: ClientConfig): Query {
  return { platform: cfg.platform, pluginType: cfg.pluginType };
}

/** `api/v1/[{prefix}/]plugin` for the editor widget calls. */
export function pluginBase(cfg: ClientConfig): string {
  return cfg.prefix ? `api/v1/${encodeURIComponent(cfg.prefix)}/plugin` : 'api/v1/plugin';
}

export const enc = encodeURIComponent;
