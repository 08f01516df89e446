// The viewer's view of its URL (SPEC §2), computed by the server from the same URL and inlined with the
// boot data (shared/url/frame-env.ts), so the viewer entry carries no URL parsing.
import type { FrameEnv } from '../../shared/url/frame-env';
import { FRAME_BOOT_ELEMENT_ID, type FrameBoot } from '../../shared/url/frame-boot';

export type ViewerEnv = Omit<FrameEnv, 'tempSlug' | 'projectId' | 'aisid' | 'debug' | 'whiteLabel' | 'whiteLabelPlatform'> & {
  boot: FrameBoot;
};

export function readBoot(doc: Document, fallbackAppUrl: string): FrameBoot {
  const empty: FrameBoot = { env: null, widgetId: null, widget: null, error: null, appUrl: fallbackAppUrl, productHosts: [] };
  const el = doc.getElementById(FRAME_BOOT_ELEMENT_ID);
  if (!el?.textContent) return empty;
  try {
    return { ...empty, ...(JSON.parse(el.textContent) as Partial<FrameBoot>) };
  } catch {
    return empty;
  }
}

const NONE = {
  mode: null, platform: null, widgetId: null, galleryId: null, pluginType: null, serviceName: null,
  isBundleApp: false, popupId: null, popupParams: {}, language: null, muteEvents: false, device: null,
};

/** Without server-made env (a document we did not render) only the inlined widget identifies anything. */
export function viewerEnv(boot: FrameBoot): ViewerEnv {
  const e = boot.env;
  return {
    ...NONE,
    ...e,
    widgetId: e?.widgetId ?? boot.widgetId,
    pluginType: e?.pluginType ?? boot.widget?.type ?? null,
    boot,
  };
}
