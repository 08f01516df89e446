// Builds the WidgetContext (frame/widgets/types.ts) a widget receives from the runtime.
import type { Device, WidgetContext } from '../widgets/types';
import type { Runtime } from './runtime';
import type { OwnFont } from '../../shared/design/own-font';

export function widgetContext(rt: Runtime, device: Device, language: string, fonts?: readonly OwnFont[]): WidgetContext {
  const { env, session } = rt;
  const surface = env.popupId ? 'popup' : 'main';
  const hostProxy = new Proxy({}, { get: (_t, name: string) => (arg: never) => session.call(name as never, arg) });
  return {
    mode: env.mode ?? 'viewer',
    device,
    language,
    appUrl: env.boot.appUrl,
    inlinedFontId: env.boot.inlinedFontId,
    fonts,
    surface,
    popupParams: env.popupParams,
    // Getters: the bridge usually settles after the widget's first render, and visitor context changes.
    get host() {
      return session.connected() ? hostProxy : null;
    },
    get visitor() {
      return session.visitor();
    },
    get consentChoice() {
      return session.init()?.consentChoice ?? null;
    },
    get consentCategories() {
      return session.init()?.consentCategories ?? null;
    },
    // The placeholder's data-props (ARCHITECTURE §3.1), handed over at the handshake.
    get props() {
      return session.init()?.props ?? {};
    },
    onVisitor: (fn) => session.onVisitor(fn),
    reportEngagement(e) {
      void rt.tracker().then((t) => t?.engagement(e.interaction, { eventSubType: e.eventSubType, entityPath: e.entityPath }));
      session.call('engagementEvent', { type: 'engagement', interaction: e.interaction, eventSubType: e.eventSubType, entityPath: e.entityPath });
    },
    emitHostEvent(type, data) {
      rt.tracked?.emit({ groupType: 'client', eventType: type });
      session.call('engagementEvent', data === undefined ? { type } : { type, data });
    },
    openPopup: (p) => session.call('openPopup', p),
    closePopup: (popupId) => session.call('closePopup', { popupId }),
    onAction: (fn) => session.onAction(fn),
    sendAction: (target, action) => session.call('dispatchActionToFrame', { target, action }),
    // The server render (server/frame-docs) passes a partial runtime without a store.
    store: rt.store ?? session.store,
  };
}
