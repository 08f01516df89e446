// The contract between the viewer runtime (frame/viewer) and each widget type (frame/widgets/<type>/).
// A widget folder's index.tsx is loaded as its own chunk and default-exports a WidgetModule.
import type { ComponentType } from 'react';
import type { FrameToHost } from '../../shared/bridge/frame-to-host';
import type { SiteVisitorContext } from '../../shared/bridge/host-to-frame';
import type { OwnFont } from '../../shared/design/own-font';

export type Mode = 'editor' | 'preview' | 'viewer' | 'gallery';
export type Device = 'desktop' | 'tablet' | 'mobile';

/** A widget as the viewer call returns it (the SPEC §3 Widget; `data` is the type's own shape). */
export interface WidgetRecord<D = Record<string, unknown>> {
  guid: string;
  type: string;
  name: string;
  description?: string;
  privacy?: string;
  status?: string;
  modelVersion?: number;
  data: D;
}

/** What the runtime hands every widget. */
export interface WidgetContext {
  mode: Mode;
  device: Device;
  language: string;
  /** Absolute base of the app (the server), for API calls and assets. */
  appUrl: string;
  /** The font whose rules the frame document already holds inline (no stylesheet link needed). */
  inlinedFontId?: string;
  /** The widget's own fonts (SPEC §3 "Project font"); data.fontId may name one by its guid. */
  fonts?: readonly OwnFont[];
  /** 'main' for the widget in the placeholder, 'popup' when rendered inside a host-page popup. */
  surface: 'main' | 'popup';
  /** Params the main frame passed to openPopup (surface 'popup' only). */
  popupParams: Record<string, string>;
  /** The bridge to the loader, or null when the frame runs top-level (no host page). */
  host: Partial<FrameToHost> | null;
  /** The placeholder's data-props JSON (InitData.props); empty until the handshake or top-level. */
  props?: Record<string, unknown>;
  /** The visitor's consent choice known on the host site (InitData.consentChoice): null while they have
   *  not chosen, top-level, or before the handshake (store.ready settles after it). A consent banner
   *  gives the choice with host.consentChosen. */
  consentChoice?: boolean | null;
  /** With consentChoice, the answer per kind of cookie a banner's Customize gave (InitData.consentCategories). */
  consentCategories?: Record<string, boolean> | null;
  /** Latest visitor context from the loader (display rules, scroll triggers), null top-level. */
  visitor: SiteVisitorContext | null;
  /** Subscribes to visitor context updates (scroll %, exit intent) for display rules; returns unsubscribe. */
  onVisitor?(handler: (v: SiteVisitorContext) => void): () => void;
  /** Reports an engagement event to the server and the host (SPEC §4 events; muteEvents honoured). */
  reportEngagement(e: { interaction: 'click' | 'hover' | 'scroll'; eventSubType?: string; entityPath?: string }): void;
  /** Raises a host event of the widget's own kind (`submit`, `chat-message`). */
  emitHostEvent(type: 'submit' | 'chat-message', data?: unknown): void;
  /** Opens/closes a host-page popup showing this widget with surface 'popup' and the given params. */
  openPopup(p: { popupId: string; variant: 'modal' | 'drawer' | 'fullscreen'; label: string; params?: Record<string, string> }): void;
  closePopup(popupId: string): void;
  /** Subscribes to actions dispatched from the host or the widget's other frame; returns unsubscribe. */
  onAction(handler: (a: { type: string; payload?: unknown; from?: string }) => void): () => void;
  sendAction(target: 'main' | 'popup' | 'all', action: { type: string; payload?: unknown }): void;
  /** Per-widget storage (kept by the loader in the host's sessionStorage; memory when top-level). A
   *  server-rendered widget renders before the loader hands the store over: `ready` settles once what an
   *  earlier page of the visit stored can be read (absent: at once). */
  store: { get<T>(key: string): T | undefined; set(key: string, value: unknown): void; ready?: Promise<unknown> };
}

export interface WidgetProps<D = Record<string, unknown>> {
  widget: WidgetRecord<D>;
  ctx: WidgetContext;
}

export interface WidgetModule<D = Record<string, unknown>> {
  /** The type's default built-in data: a widget created with empty data renders this. */
  defaults: D;
  /** Renders the widget in the placeholder (surface 'main'). */
  Widget: ComponentType<WidgetProps<D>>;
  /** Renders the popup surface (lightbox, PDF viewer...), when the type has one. */
  Popup?: ComponentType<WidgetProps<D>>;
  /** Over-the-canvas types ask the loader to float the frame (bubble, bar, popup). */
  global?: boolean;
  /**
   * Its server-rendered markup follows the frame's width by CSS until hydrated ([data-ssr] rules), so
   * its first height is right on any device unless the widget has its own tablet or mobile data.
   */
  fluidSsr?: boolean;
}

/** The action type onAction listeners receive when the host closed a popup (payload: the popup id). */
export const POPUP_CLOSED_ACTION = '@popup-closed';
