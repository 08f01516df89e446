// Everything a frame derives from its own URL (SPEC §2): identity, mode, query parameters, language.
// Computed where the frame document is made (the server sees the same URL) and inlined, so the viewer
// entry carries none of the parsing code (its byte budget).
import { parseIdentity } from './identity';
import { selectLanguage } from './language';
import { detectMode, type UrlMode } from './mode';
import { parseQuery, popupParamsOf } from './query';
import { DEVICES, type Device } from '../rules/values';

export interface FrameEnv {
  mode: UrlMode | null;
  platform: string | null;
  widgetId: string | null;
  galleryId: string | null;
  tempSlug: string | null;
  pluginType: string | null;
  serviceName: string | null;
  projectId: string | null;
  aisid: string | null;
  debug: boolean;
  whiteLabel: boolean;
  whiteLabelPlatform: string | null;
  isBundleApp: boolean;
  /** Set on a popup frame: the id the main frame gave openPopup. */
  popupId: string | null;
  popupParams: Record<string, string>;
  /** The selected SUPPORTED_LANGUAGES entry, or null when no source names one. */
  language: string | null;
  muteEvents: boolean;
  /**
   * The device a preview or editor frame shows (its `device` query), not its width's; null elsewhere. The
   * editor's feed names it too, but not before it arrives, nor to a preview it does not feed (the
   * Publish panel's height probes).
   */
  device: Device | null;
}

export function frameEnvFromUrl(url: URL, productHosts: readonly string[]): FrameEnv {
  const id = parseIdentity(url.pathname);
  const q = parseQuery(url.searchParams, url.pathname);
  const platform = id.platform ?? q.platform;
  const mode = detectMode({ pathname: url.pathname, hostname: url.hostname, productHosts, visible: q.visible });
  return {
    mode,
    platform,
    widgetId: id.widgetId,
    galleryId: id.galleryId,
    tempSlug: id.tempSlug,
    pluginType: q.pluginType,
    serviceName: q.serviceName,
    projectId: q.projectId,
    aisid: q.aisid,
    debug: q.debug,
    whiteLabel: q.whiteLabel,
    whiteLabelPlatform: q.whiteLabelPlatform,
    isBundleApp: id.isBundleApp,
    popupId: q.popupId,
    popupParams: q.popupId ? popupParamsOf(url.searchParams) : {},
    // The loader passes the placeholder's data-lang as `lang` (the host's explicit choice), and the host
    // page's shop locale and locale-shaped path or subdomain as `shopLocale` and `pageLocale`.
    language: selectLanguage({ platform, query: url.searchParams, pathname: url.pathname, hostname: url.hostname, explicit: url.searchParams.get('lang') }),
    muteEvents: q.muteEvents,
    device: mode === 'preview' || mode === 'editor' ? (DEVICES.find((d) => d === url.searchParams.get('device')) ?? null) : null,
  };
}
