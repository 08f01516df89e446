// Boots the viewer in a frame document: reads the inlined boot data, connects to the host page (only the
// concrete host origin, only if the widget allows it), starts loading and renders.
import { hydrate, render } from 'react-dom';
import { loadWidgetModule } from '../widgets/registry';
import { App } from './app';
import { readBoot, viewerEnv } from './env';
import { hostOriginOf, isAllowedHost } from './host-origin';
import { createRuntime } from './runtime';
import { createSession } from './session';
import { detectDevice } from './size';
import { watchSize } from './watch-size';

export function startViewer(rootId = 'root'): void {
  const root = document.getElementById(rootId) ?? document.body;
  const boot = readBoot(document, location.origin);
  const env = viewerEnv(boot);
  const embedded = window.parent !== window;
  let origin = embedded ? hostOriginOf(location) : null;
  if (origin && boot.widget && !isAllowedHost(origin, boot.widget.data.allowedOrigins)) origin = null;
  const session = createSession({ hostOrigin: origin });
  const rt = createRuntime({ env, session, api: { baseUrl: boot.appUrl }, pageUrl: document.referrer || location.href });
  rt.loader.start();
  // A server-rendered widget (frame-docs/render-widget.ts) is already on screen: hydrate it once its
  // chunk (modulepreloaded) is in, so the first client render equals the server's HTML. Rendered for
  // another device class than this frame's width, it is replaced in one task instead (no blank paint).
  const ssrDevice = root.getAttribute('data-ssr');
  const mount = (hydrating: boolean) => {
    if (hydrating && ssrDevice === detectDevice(env.mode, window.innerWidth, env.device)) hydrate(<App rt={rt} />, root);
    else {
      root.textContent = '';
      render(<App rt={rt} />, root);
    }
    // CSS that lets server-rendered markup follow the frame's width ([data-ssr] rules) gives way to
    // the device the viewer decides from now on.
    root.removeAttribute('data-ssr');
  };
  const mounted = ssrDevice && boot.widget ? loadWidgetModule(boot.widget.type).then(() => mount(true), () => mount(false)) : mount(false);
  // Popups are sized by the loader's dialog; main frames follow their content height, from the first
  // client render on: server markup for another device class is about to be replaced, and its height
  // would move the host page twice (the early-size script holds it back for the same reason).
  // A loading state's height is provisional (loading-state.ts): the loader keeps the reserved space, and
  // it is not the height the widget-load report teaches the server.
  if (!env.popupId)
    void Promise.all([session.ready, mounted]).then(() =>
      watchSize(root, (height, loading) => {
        if (!loading) rt.reportedHeight = height;
        session.call('dimensionsUpdate', loading ? { height, loading } : { height });
      }),
    );
}
