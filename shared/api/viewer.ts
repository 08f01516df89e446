// Viewer widget fetches (SPEC §7 "Widgets"): no credentials, so any host page can load them and CDNs
// can cache them. Framework-free and zod-free: the viewer entry has a byte budget.
import { COULD_NOT_LOAD_PLUGIN } from '../rules/errors';
import type { OwnFont } from '../design/own-font';
import { request, ResponseCodeError, type ApiConfig } from './request';

/** A widget as the viewer calls return it; `data` is the type's own shape. */
export interface ViewerWidget {
  guid: string;
  type: string;
  name: string;
  description?: string;
  previewImage?: string;
  modelVersion?: number;
  /** The owner's own font the widget uses, if any (server/widgets/queries.ts keeps only that one). */
  fonts?: OwnFont[];
  data: Record<string, unknown>;
}

export class ViewerFetchError extends Error {
  readonly code = 'VIEWER_FETCH';
  constructor(
    /** The server's envelope message, when it gave one (SPEC §8 shows it in the error view). */
    readonly serverMessage: string | undefined,
    readonly status?: number,
  ) {
    super(serverMessage ?? COULD_NOT_LOAD_PLUGIN);
    this.name = 'ViewerFetchError';
  }
}

async function unwrap(p: Promise<{ success: boolean; data: unknown; message?: string }>): Promise<ViewerWidget> {
  let env;
  try {
    env = await p;
  } catch (e) {
    if (e instanceof ResponseCodeError) throw new ViewerFetchError(e.serverMessage, e.status);
    throw new ViewerFetchError(undefined);
  }
  if (!env.success || !env.data) throw new ViewerFetchError(env.message);
  return env.data as ViewerWidget;
}

/** GET /api/v1/plugin/viewer/{id}?serviceName (the variant without serviceName when none is given). */
export function fetchViewerWidget(cfg: ApiConfig, id: string, serviceName?: string | null, signal?: AbortSignal) {
  return unwrap(
    request(cfg, `api/v1/plugin/viewer/${encodeURIComponent(id)}`, {
      query: { serviceName },
      credentials: false,
      signal,
    }),
  );
}

/** GET /api/v1/plugin/gallery/{id}?serviceName&includeData. */
export function fetchGalleryWidget(cfg: ApiConfig, galleryId: string, serviceName?: string | null, signal?: AbortSignal) {
  return unwrap(
    request(cfg, `api/v1/plugin/gallery/${encodeURIComponent(galleryId)}`, {
      query: { serviceName, includeData: true },
      credentials: false,
      signal,
    }),
  );
}

export interface WixViewerQuery {
  pluginType: string;
  serviceName?: string | null;
  siteUrl: string;
  isBundleApp?: boolean;
}

/** GET /api/v1/wix/plugin/viewer?pluginType&serviceName&siteUrl (+ isBundleApp in a bundle). */
export function fetchWixViewerWidget(cfg: ApiConfig, q: WixViewerQuery, signal?: AbortSignal) {
  return unwrap(
    request(cfg, 'api/v1/wix/plugin/viewer', {
      query: { pluginType: q.pluginType, serviceName: q.serviceName, siteUrl: q.siteUrl, isBundleApp: q.isBundleApp || undefined },
      credentials: false,
      signal,
    }),
  );
}
