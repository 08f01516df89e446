// Renders a loaded widget: its lazily loaded type chunk, the size clamp, the watermark, and the SPEC §4
// events once the first render is on screen.
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import type { ViewerWidget } from '../../shared/api/viewer';
import { loadedWidgetModule, loadWidgetModule } from '../widgets/registry';
import type { Device, WidgetModule } from '../widgets/types';
import type { Runtime } from './runtime';
import { sizeLimitsOf, sizeStyle } from './size';
import { ErrorView } from './status-views';
import { widgetContext } from './widget-context';
import { reportWidgetError } from './viewer-behaviours';

const Watermark = lazy(() => import('./watermark'));

export function WidgetView({ rt, widget, device, language }: { rt: Runtime; widget: ViewerWidget; device: Device; language: string }) {
  // Already loaded (server-rendered documents load it before hydrating): render it in the first pass.
  const [mod, setMod] = useState<WidgetModule | null>(() => loadedWidgetModule(widget.type));
  const [failed, setFailed] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let live = true;
    loadWidgetModule(widget.type).then(
      (m) => live && setMod(m),
      (e: Error) => {
        if (!live) return;
        setFailed(e.message);
        reportWidgetError(rt, e.message);
      },
    );
    return () => void (live = false);
  }, [widget.type]);
  const ctx = useMemo(() => widgetContext(rt, device, language, widget.fonts), [rt, device, language, widget.fonts]);
  useEffect(() => {
    if (mod && box.current) rt.shown(widget, box.current);
  }, [mod]);

  if (failed) return <ErrorView message={failed} />;
  if (!mod) return null;
  const Comp = rt.env.popupId ? mod.Popup : mod.Widget;
  if (!Comp) return <ErrorView message="This widget has no popup view." />;
  const limits = sizeLimitsOf(widget.data);
  // Over-the-canvas types declare `global` in their module (GLOBAL_WIDGET_TYPES in shared/widget-types).
  const watermark = !mod.global && !rt.env.popupId && (rt.env.platform === 'wix' || rt.env.mode === 'preview');
  return (
    <div ref={box} style={{ ...sizeStyle(limits), overflow: limits.maxHeight || limits.maxWidth ? 'auto' : undefined, margin: '0 auto' }}>
      <Comp widget={widget} ctx={ctx} />
      {watermark && (
        <Suspense fallback={null}>
          <Watermark appUrl={rt.env.boot.appUrl} brand={rt.env.boot.brand} />
        </Suspense>
      )}
    </div>
  );
}
