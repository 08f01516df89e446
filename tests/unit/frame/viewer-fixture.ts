// A viewer runtime wired to a fake host bridge and a fake HTTP server (routes answered by path), for the
// viewer behaviour tests. Everything between them is the real code.
import type { HostBridge } from '../../../frame/viewer/bridge';
import type { Logger } from '../../../frame/viewer/debug-logger';
import type { ViewerEnv } from '../../../frame/viewer/env';
import { createRuntime } from '../../../frame/viewer/runtime';
import { createSession } from '../../../frame/viewer/session';
import type { ViewerWidget } from '../../../shared/api/viewer';
import type { InitData } from '../../../shared/bridge/frame-to-host';
import type { HostToFrame } from '../../../shared/bridge/host-to-frame';
import type { FrameEnv } from '../../../shared/url/frame-env';
import type { FrameBoot } from '../../../shared/url/frame-boot';

export type Route = (url: URL, init: RequestInit) => Response | Promise<Response>;
export const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export interface FixtureOptions {
  widget?: ViewerWidget | null;
  env?: Partial<ViewerEnv>;
  bootEnv?: Partial<FrameEnv>;
  boot?: Partial<FrameBoot>;
  init?: Partial<InitData>;
  /** null: no host (top-level frame). */
  hostOrigin?: string | null;
  routes?: Record<string, Route>;
  logger?: Logger;
}

export function viewerFixture(o: FixtureOptions = {}) {
  const hostCalls: [string, unknown][] = [];
  const requests: { url: URL; init: RequestInit }[] = [];
  let handlers: HostToFrame | null = null;
  const host = new Proxy({}, { get: (_t, name: string) => async (arg: unknown) => void hostCalls.push([name, arg]) });
  const init: InitData = {
    bridgeVersion: 1, sessionId: 'sess1', visitorId: null, consent: 'not-required', consentChoice: null, reported: [], store: {},
    visitor: { currentUrl: 'https://shop.example/page' } as InitData['visitor'], props: {}, lang: null, muteEvents: false,
    ...o.init,
  };
  const session = createSession({
    hostOrigin: o.hostOrigin === undefined ? 'https://shop.example' : o.hostOrigin,
    connect: async (_origin, h) => {
      handlers = h;
      return { host, init, destroy: () => undefined } as unknown as HostBridge;
    },
  });
  const widget = o.widget === undefined ? null : o.widget;
  const env: ViewerEnv = {
    mode: 'viewer', platform: null, widgetId: widget?.guid ?? 'w1', galleryId: null, pluginType: null, serviceName: null, isBundleApp: false,
    popupId: null, popupParams: {}, language: null, muteEvents: false, device: null,
    boot: {
      env: { aisid: null, debug: false, ...o.bootEnv } as FrameEnv,
      widgetId: widget?.guid ?? null, widget, error: null, appUrl: 'http://app.test', productHosts: [],
      ...o.boot,
    },
    ...o.env,
  };
  const fetchImpl = (async (u: string, i: RequestInit = {}) => {
    const url = new URL(u);
    requests.push({ url, init: i });
    const route = o.routes?.[url.pathname];
    if (route) return route(url, i);
    if (url.pathname.startsWith('/api/v1/event/report/')) return new Response('');
    return json({ success: false, data: null, message: 'Not found.' }, 404);
  }) as typeof fetch;
  const rt = createRuntime({ env, session, api: { baseUrl: 'http://app.test', fetch: fetchImpl }, random: () => 0.5, pageUrl: 'http://fallback.test/', logger: o.logger });
  return {
    rt,
    session,
    hostCalls,
    requests,
    /** Requests to one path, in order. */
    hits: (path: string) => requests.filter((r) => r.url.pathname === path),
    dispatch: (a: { type: string; payload?: unknown; from?: 'host' }) => handlers!.dispatchAction(a),
    popupClosed: (id: string) => handlers!.popupClosed(id),
  };
}

/** Lets pending promises and lazily imported chunks settle. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise((r) => setTimeout(r, 0));
}
