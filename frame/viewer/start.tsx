// Boots the viewer in a frame document: reads the inlined boot data, connects to the host page (only the
// concrete host origin, only if the widget allows it), starts loading and renders.
import { render } from 'react-dom';
import { App } from './app';
import { readBoot, viewerEnv } from './env';
import { hostOriginOf, isAllowedHost } from './host-origin';
import { createRuntime } from './runtime';
import { createSession } from './session';
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
  root.textContent = '';
  render(<App rt={rt} />, root);
  // Popups are sized by the loader's dialog; main frames follow their content height.
  if (!env.popupId) void session.ready.then(() => watchSize(root, (height) => session.call('dimensionsUpdate', { height })));
}
