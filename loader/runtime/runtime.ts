import { RESIZE_DEBOUNCE_MS, SCROLL_THROTTLE_MS } from '../../shared/constants';
import type { Core, Mount, Runtime } from '../core';
import { call } from './bridge';
import { debounce, throttle } from './timing';
import { createVisitor } from './visitor';
import { createWidget, type Widget } from './widget';

/** Stage 2: bridges, sizing, popups and the visitor context for every mounted placeholder. */
export function createRuntime(core: Core): Runtime {
  const widgets = new Map<Mount, Widget>();
  const each = (fn: (w: Widget) => void) => widgets.forEach((w) => fn(w));

  const pushContext = throttle(() => each((w) => w.contextChanged()), SCROLL_THROTTLE_MS);
  const visitor = createVisitor(core, pushContext);
  const onScroll = throttle(() => each((w) => w.scrolled()), SCROLL_THROTTLE_MS);
  const onResize = debounce(() => each((w) => (w.scrolled(), w.contextChanged())), RESIZE_DEBOUNCE_MS);
  addEventListener('scroll', onScroll, { passive: true });
  addEventListener('resize', onResize, { passive: true });

  return {
    mount(m) {
      if (widgets.has(m) || !m.iframe.contentWindow) return;
      widgets.set(m, createWidget(core, visitor, m));
    },
    unmount(m) {
      widgets.get(m)?.destroy();
      widgets.delete(m);
    },
    consent(granted) {
      visitor.save();
      const action = { type: 'consent', payload: { granted }, from: 'host' as const };
      each((w) => {
        call(w.remote(), 'dispatchAction', action);
        call(w.popupRemote(), 'dispatchAction', action);
      });
    },
  };
}
