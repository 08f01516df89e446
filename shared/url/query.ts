// SPEC §2 "Query parameters read". Parameter names SPEC leaves open are ours and listed in FRAME_QUERY.

/** Query parameter names of frame URLs. The loader builds frame URLs with these (origin, popup, lang...). */
export const FRAME_QUERY = {
  projectId: 'projectId',
  aisid: 'aisid',
  debug: 'cnDebug',
  whiteLabelToken: 'wlToken',
  whiteLabelPlatform: 'wlPlatform',
  /** The preview flag: makes the widget visible, counts as viewer preview (SPEC §2). */
  visible: 'visible',
  platform: 'platform',
  pluginType: 'pluginType',
  serviceName: 'serviceName',
  lang: 'lang',
  locale: 'locale',
  shopLocale: 'shopLocale',
  /** The host page's locale-shaped first path segment or subdomain, set by the loader (SPEC §2). */
  pageLocale: 'pageLocale',
  /** The concrete host origin, set by the loader for browsers without location.ancestorOrigins. */
  origin: 'origin',
  /** Present on a popup frame: the popup id given to openPopup; other unknown params are popup params. */
  popup: 'popup',
  muteEvents: 'muteEvents',
} as const;

/** A path segment that turns on white-label mode (SPEC §2). */
export const WHITE_LABEL_SEGMENT = 'wl';

export interface UrlQuery {
  projectId: string | null;
  aisid: string | null;
  debug: boolean;
  whiteLabel: boolean;
  whiteLabelToken: string | null;
  whiteLabelPlatform: string | null;
  visible: boolean;
  platform: string | null;
  pluginType: string | null;
  serviceName: string | null;
  hostOrigin: string | null;
  popupId: string | null;
  muteEvents: boolean;
}

const truthy = (v: string | null) => v !== null && v !== 'false' && v !== '0';

export function parseQuery(search: string | URLSearchParams, pathname = ''): UrlQuery {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const get = (k: string) => q.get(k) || null;
  const token = get(FRAME_QUERY.whiteLabelToken);
  const wlPath = pathname.toLowerCase().split('/').includes(WHITE_LABEL_SEGMENT);
  return {
    projectId: get(FRAME_QUERY.projectId),
    aisid: get(FRAME_QUERY.aisid),
    debug: q.get(FRAME_QUERY.debug) === 'true',
    whiteLabel: token !== null || wlPath,
    whiteLabelToken: token,
    whiteLabelPlatform: get(FRAME_QUERY.whiteLabelPlatform),
    visible: truthy(q.get(FRAME_QUERY.visible)),
    platform: get(FRAME_QUERY.platform),
    pluginType: get(FRAME_QUERY.pluginType),
    serviceName: get(FRAME_QUERY.serviceName),
    hostOrigin: get(FRAME_QUERY.origin),
    popupId: get(FRAME_QUERY.popup),
    muteEvents: truthy(q.get(FRAME_QUERY.muteEvents)),
  };
}

const RESERVED = new Set<string>(Object.values(FRAME_QUERY));

/** The params a main frame passed to openPopup: every query parameter that is not one of ours. */
export function popupParamsOf(search: string | URLSearchParams): Record<string, string> {
  const q = typeof search === 'string' ? new URLSearchParams(search) : search;
  const out: Record<string, string> = {};
  for (const [k, v] of q) if (!RESERVED.has(k)) out[k] = v;
  return out;
}
