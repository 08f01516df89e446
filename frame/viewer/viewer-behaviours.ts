// SPEC §4 behaviours around a loaded widget, hooked into the runtime: the host page hears about a widget
// that cannot be shown (host event `error` with the message the error view shows), and widgets with
// integrations get their loading status and analytics tags (a lazily loaded chunk; others never pay).
import type { EventReport } from '../../shared/api/events';
import { emitter } from './emitter';
import type { Runtime } from './runtime';

export interface TrackedEvents {
  /** The first events of this load, kept because the tags' chunk subscribes after some were sent. */
  seen: EventReport[];
  on(fn: (e: EventReport) => void): () => void;
  emit(e: EventReport): void;
}

/** Our events (IMPRESSION, VIEW, interactions, submit...) as they are reported, for the analytics tags. */
export function trackedEvents(max = 50): TrackedEvents {
  const bus = emitter<EventReport>();
  const seen: EventReport[] = [];
  return { seen, on: bus.on, emit: (e) => (seen.length < max && seen.push(e), bus.emit(e)) };
}

type Rt = Pick<Runtime, 'api' | 'env' | 'session' | 'logger' | 'tracked' | 'loader'>;

const reported = new WeakMap<object, Set<string>>();

/** Raises the host `error` event once per message (a refresh failing the same way says nothing new). */
export function reportWidgetError(rt: Pick<Rt, 'env' | 'session' | 'logger'>, message: string): void {
  rt.logger.debug('widget error', message);
  const seen = reported.get(rt) ?? reported.set(rt, new Set()).get(rt)!;
  if (seen.has(message)) return;
  seen.add(message);
  const widgetId = (rt.env.widgetId ?? rt.env.boot.widgetId ?? '').slice(0, 100);
  void rt.session.ready.then(() => rt.session.call('pluginError', { widgetId, message: message.slice(0, 500) }));
}

export function watchViewerBehaviours(rt: Rt): void {
  rt.loader.subscribe((s) => {
    if (s.status === 'error') reportWidgetError(rt, s.message);
    // Popup frames are a second view of the same widget: the main frame owns its tags.
    else if (s.status === 'loaded' && !rt.env.popupId && (s.widget.data.integrations as unknown[] | undefined)?.length)
      import('./integrations-runtime').then((m) => m.runIntegrations(rt, s.widget)).catch((e: unknown) => rt.logger.debug('integrations failed', e));
  });
}
