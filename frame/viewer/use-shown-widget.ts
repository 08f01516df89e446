// The widget the viewer shows: the loaded one, or, when url masking (viewer mode) or an `aisid` restyle
// applies, the result of the lazily loaded enhance-widget chunk. Until that settles nothing is shown, so
// an unmasked url never reaches the browser; a refresh keeps the previous result on screen meanwhile.
import { useEffect, useState } from 'react';
import type { ViewerWidget } from '../../shared/api/viewer';
import type { Runtime } from './runtime';

export function useShownWidget(rt: Runtime, w: ViewerWidget | null): ViewerWidget | null {
  // SPEC §4: masking only in viewer mode and only with the url-masking integration.
  const masking = rt.env.mode === 'viewer' && !!(w?.data.integrations as unknown[] | undefined)?.includes?.('url-masking');
  const aisid = rt.env.boot.env?.aisid ?? null;
  const wanted = !!w && (masking || !!aisid);
  const [done, setDone] = useState<ViewerWidget | null>(null);
  useEffect(() => {
    if (!w || !wanted) return;
    let live = true;
    import('./enhance-widget')
      .then((m) => m.enhanceWidget(rt, w, { masking, aisid }), () => w)
      .then((to) => live && setDone(to));
    return () => void (live = false);
  }, [rt, w, wanted]);
  return wanted ? done : w;
}
