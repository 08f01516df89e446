// The viewer screen (SPEC §2): nothing for the first 100 ms, then a spinner while loading, the error view
// with the message on failure, the widget once loaded.
import { useEffect, useState } from 'react';
import type { Runtime } from './runtime';
import { detectDevice } from './size';
import { usePreviewFeed } from './preview-feed';
import { useShownWidget } from './use-shown-widget';
import { ErrorView, Spinner } from './status-views';
import { WidgetView } from './widget-view';

function useWindowWidth(): number {
  const [w, setW] = useState(() => window.innerWidth);
  useEffect(() => {
    const on = () => setW(window.innerWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
}

export function App({ rt }: { rt: Runtime }) {
  const [state, setState] = useState(rt.loader.getState());
  const [, setTick] = useState(0);
  useEffect(() => rt.loader.subscribe(setState), [rt]);
  // The handshake brings the host bridge and visitor context: render again once it settles.
  useEffect(() => void rt.session.ready.then(() => setTick(1)), [rt]);
  const width = useWindowWidth();
  const fed = usePreviewFeed(rt.env.mode);
  // Masked urls and the `aisid` restyle (SPEC §4, §2): null while they are being applied.
  const shown = useShownWidget(rt, state.status === 'loaded' ? state.widget : null);

  if (state.status === 'loading') return state.showLoader ? <Spinner /> : null;
  if (state.status === 'error') return <ErrorView message={state.message} />;
  if (!shown && !fed) return null;
  // A preview shows the device its URL names (env.device), a viewer its width's.
  const device = fed?.device ?? detectDevice(rt.env.mode, width, rt.env.device);
  const language = rt.env.language || document.documentElement.lang || 'en-US';
  return <WidgetView rt={rt} widget={fed?.widget ?? shown!} device={device} language={language} />;
}
