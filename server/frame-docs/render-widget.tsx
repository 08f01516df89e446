// Server rendering of the viewer document's widget (issue 8): the frame paints the widget as soon as its
// HTML and inline CSS arrive, before any JavaScript runs, and the viewer hydrates the same markup
// (frame/viewer/start.tsx). The markup is WidgetView's own output for a runtime that has no host bridge
// yet, which is exactly the client's first render. Rendered for the device class the loader hints
// (ssr-device.ts), else desktop; the viewer re-renders when the frame's width says otherwise. Anything that
// fails to render server-side simply falls back to the client render.
// The frame modules are imported lazily: the server bundle carries them (build.mjs aliases react to
// preact/compat), while tools that load server code without that alias (tsx) just skip SSR.
import { renderToString } from 'preact-render-to-string';
import { hasUrlMasking } from '../../shared/rules/masking';
import type { FrameBoot } from '../../shared/url/frame-boot';
import type { Runtime } from '../../frame/viewer/runtime';
import type { Session } from '../../frame/viewer/session';
import { viewerEnv } from '../../frame/viewer/env';
import { hasWidgetType } from '../../frame/widgets/registry';
import { sanitizeOnServer } from './server-sanitizer';
import type { Device } from '../../shared/rules/values';

/** Whether the widget has data of its own for a tablet or mobile frame (deviceRewrites). */
function hasSmallDeviceData(widget: NonNullable<FrameBoot['widget']>): boolean {
  const rewrites = (widget.data as { deviceRewrites?: Record<string, unknown> }).deviceRewrites;
  const has = (d: string) => { const r = rewrites?.[d]; return !!r && typeof r === 'object' && Object.keys(r).length > 0; };
  return has('tablet') || has('mobile');
}

export interface WidgetHtml {
  html: string;
  /** Right at any frame width (the type's fluidSsr and no tablet or mobile data of its own). */
  fluid: boolean;
}
const MAX_CACHED = 500;

const never = new Promise<void>(() => {});
const off = () => () => {};

/** A session with no host: what the viewer has during its first render. */
const detached: Session = {
  ready: never,
  connected: () => false,
  init: () => null,
  visitor: () => null,
  call: () => {},
  onAction: off,
  onScroll: off,
  onVisitor: off,
  store: { get: () => undefined, set: () => {} },
  persistReported: () => {},
  destroy: () => {},
};

const cache = new Map<string, WidgetHtml | null>();

/** The widget's HTML for the viewer document, or null when it is not server-rendered. */
export async function renderWidgetHtml(boot: FrameBoot, lang: string, device: Device = 'desktop'): Promise<WidgetHtml | null> {
  const w = boot.widget;
  const env = viewerEnv(boot);
  // Viewer and gallery frames only: popups, the editor and previews render on the client.
  if (!w || env.popupId || (env.mode !== 'viewer' && env.mode !== 'gallery') || !hasWidgetType(w.type)) return null;
  // Url masking and the aisid restyle happen in the frame (frame/viewer/use-shown-widget.ts): server HTML
  // would hand the browser the original urls (an <audio src> fetches at once) and an unstyled widget.
  if ((env.mode === 'viewer' && hasUrlMasking(w.data)) || boot.env?.aisid) return null;
  const key = `${w.guid}|${(w as { updatedAt?: unknown }).updatedAt ?? ''}|${env.mode}|${env.platform ?? ''}|${env.language ?? ''}|${lang}|${device}|${boot.inlinedFontId ?? ''}`;
  if (cache.has(key)) return cache.get(key)!;
  let out: WidgetHtml | null = null;
  try {
    // Over-the-canvas types (popup, notification bar) are placed by the loader once they report: nothing
    // to paint early, and their first state depends on the visitor.
    const [{ WidgetView }, { loadWidgetModule }, { useServerSanitizer }] = await Promise.all([
      import('../../frame/viewer/widget-view'),
      import('../../frame/widgets/registry'),
      import('../../frame/widgets/common/sanitize'),
    ]);
    useServerSanitizer(sanitizeOnServer);
    const mod = await loadWidgetModule(w.type);
    if (!mod.global) {
      const rt = {
        env,
        api: { baseUrl: boot.appUrl },
        session: detached,
        loader: null,
        tracker: () => never,
        shown: () => {},
      } as unknown as Runtime;
      // The same language the viewer computes: the URL's, else the document's (<html lang>).
      const html = renderToString(<WidgetView rt={rt} widget={w} device={device} language={env.language || lang} />);
      out = { html, fluid: !!mod.fluidSsr && !hasSmallDeviceData(w) };
    }
  } catch {
    out = null;
  }
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
  cache.set(key, out);
  return out;
}
