// Methods the loader exposes to the frame: SPEC §4 "Embedded mode", one typed method each.
// Each entry: Purpose / Triggers / Actions, the argument type, and its guard (checked on arrival).
import { bool, json, list, num, oneOf, opt, record, shape, str, type Guard } from './guards';
import type { SiteVisitorContext } from './host-to-frame';

export type PopupVariant = 'modal' | 'drawer' | 'fullscreen';
export type GlobalPosition = 'bottom-right' | 'bottom-left' | 'top' | 'bottom' | 'center';
/** Host events a frame may raise through engagementEvent (ARCHITECTURE §3.3). */
export type FrameHostEventType = 'view' | 'engagement' | 'submit' | 'chat-message';

export interface InitRequest { kind: 'init'; bridgeVersion: number }
export interface PersistRequest { kind: 'persist'; reported?: string[]; store?: Record<string, unknown> }
export interface InitData {
  bridgeVersion: number;
  /** Per-tab id kept in the host page's sessionStorage (SPEC §7 "Local storage", per-session id). */
  sessionId: string;
  /** Persistent visitor id: null until consent when the host asked for consent mode. */
  visitorId: string | null;
  consent: 'granted' | 'denied' | 'not-required';
  /** The visitor's consent choice known on this site (the host's Tessera.consent, or a consent banner's
   *  from an earlier visit); null while they have not chosen. A consent banner shows only then. */
  consentChoice: boolean | null;
  /** With consentChoice, the visitor's answer per kind of cookie when a banner's Customize gave one. */
  consentCategories?: Record<string, boolean> | null;
  /** Event keys already reported in this session (SPEC §4: events are not repeated within a session). */
  reported: string[];
  /** The per-widget store (SPEC §7 key widget_storage + widget id), kept by the loader. */
  store: Record<string, unknown>;
  visitor: SiteVisitorContext;
  /** data-props from the placeholder (JSON), data-lang, data-mute-events. */
  props: Record<string, unknown>;
  lang: string | null;
  muteEvents: boolean;
}

export interface FrameToHost {
  /** Purpose: handshake data and persistence. Triggers: frame start (init), state changes (persist).
   *  Actions: returns InitData for init; writes the session state for persist. */
  pluginRequestedData(req: InitRequest | PersistRequest): InitData | void;
  /** Purpose: the widget rendered. Triggers: first render after load. Actions: host event `loaded`. */
  pluginLoaded(info: { widgetId: string; type: string; name: string; height: number }): void;
  /** Purpose: the widget could not be shown. Triggers: the error view (load failure, missing type chunk).
   *  Actions: host event `error` with the message. Safe towards older loaders: an unknown method is
   *  rejected by penpal and the frame ignores the failure. */
  pluginError(e: { widgetId: string; message: string }): void;
  /** Purpose: visitor interaction or widget outcome. Triggers: click/hover/scroll, VIEW, submit, chat.
   *  Actions: host event `tessera:<type>` with the data. */
  engagementEvent(e: { type: FrameHostEventType; interaction?: 'click' | 'hover' | 'scroll'; eventSubType?: string; entityPath?: string; data?: unknown }): void;
  /** Purpose: load timings. Triggers: sampled viewer loads. Actions: none on the host but a host event. */
  performanceEvent(e: { name: string; value: number }): void;
  /** Purpose: size the iframe to its content. Triggers: ResizeObserver in the frame (debounced).
   *  Actions: sets the iframe height (and width for global widgets); host event `resize`. With
   *  `loading`, the height is a loading state's (a PDF still opening): it may grow the iframe, never
   *  shrink it, and the reserved height stays until the content's own height arrives. */
  dimensionsUpdate(d: { height: number; width?: number; loading?: boolean }): void;
  /** Purpose: cosmetic iframe styles. Actions: applies allow-listed properties only. */
  stylesUpdate(s: { styles: Record<string, string> }): void;
  /** Purpose: scroll the host page so a part of the widget shows. Actions: window.scrollTo. */
  scrollTo(s: { top: number; behavior?: 'auto' | 'smooth' }): void;
  /** Purpose: show a second frame of the same widget as a dialog on the host page (lightbox, PDF viewer).
   *  Actions: overlay at stack layer 1000100 over a 99999 modal overlay; host event `popup-open`. */
  openPopup(p: { popupId: string; variant: PopupVariant; label: string; params?: Record<string, string> }): void;
  updatePopup(p: { popupId: string; label?: string; params?: Record<string, string> }): void;
  /** Actions: removes the overlay, restores focus and scroll; host event `popup-close`. */
  closePopup(p: { popupId: string }): void;
  /** Purpose: message another frame of the same widget (main frame ↔ its popup). */
  dispatchActionToFrame(a: { target: 'main' | 'popup' | 'all'; action: { type: string; payload?: unknown } }): void;
  /** Purpose: over-the-canvas widgets (chat bubble, bar, popup). Actions: fixed position and size. */
  handleGlobalWidget(g: { position: GlobalPosition; width: number; height: number; state: 'collapsed' | 'expanded' | 'hidden' }): void;
  editorStateChanged(s: { isChanged: boolean; isSaved: boolean }): void;
  editorChangesSaved(s: { widgetId: string }): void;
  /** Purpose: a "made with Tessera" link (wix/preview). Actions: a link after the iframe, once. */
  addWatermark(w: { href: string }): void;
  /** Purpose: the visitor's choice in a consent banner. Triggers: Accept or Reject in a cookie_consent
   *  widget (only that type's frame is heard). Actions: as Tessera.consent(granted), the choice kept for
   *  the next visits, host event `consent`. `categories`: the answer per kind of cookie (Customize, or
   *  all of them with Accept all / Reject all), passed on to the site's scripts with the event. */
  consentChosen(c: { granted: boolean; categories?: Record<string, boolean> }): void;
}

const size = num(0, 100_000);
const params = opt(record(str(2048), 32));

/** One guard per method, checked against the method's single argument. */
export const frameToHostGuards: { [K in keyof FrameToHost]: Guard } = {
  pluginRequestedData: (v, p) =>
    (v as { kind?: unknown } | null)?.kind === 'init'
      ? shape({ kind: oneOf('init'), bridgeVersion: num(1, 1000) })(v, p)
      : shape({ kind: oneOf('persist'), reported: opt(list(str(200), 500)), store: opt(json(65_536)) })(v, p),
  pluginLoaded: shape({ widgetId: str(100), type: str(60), name: str(300), height: size }),
  pluginError: shape({ widgetId: str(100), message: str(500) }),
  engagementEvent: shape({
    type: oneOf('view', 'engagement', 'submit', 'chat-message'),
    interaction: opt(oneOf('click', 'hover', 'scroll')),
    eventSubType: opt(str(200)),
    entityPath: opt(str(500)),
    data: opt(json(16_384)),
  }),
  performanceEvent: shape({ name: str(100), value: num(0, 3_600_000) }),
  dimensionsUpdate: shape({ height: size, width: opt(size), loading: opt(bool) }),
  stylesUpdate: shape({ styles: record(str(200), 16) }),
  scrollTo: shape({ top: num(-100_000, 100_000), behavior: opt(oneOf('auto', 'smooth')) }),
  openPopup: shape({ popupId: str(100), variant: oneOf('modal', 'drawer', 'fullscreen'), label: str(300), params }),
  updatePopup: shape({ popupId: str(100), label: opt(str(300)), params }),
  closePopup: shape({ popupId: str(100) }),
  dispatchActionToFrame: shape({
    target: oneOf('main', 'popup', 'all'),
    action: shape({ type: str(100), payload: opt(json(65_536)) }),
  }),
  handleGlobalWidget: shape({
    position: oneOf('bottom-right', 'bottom-left', 'top', 'bottom', 'center'),
    width: size,
    height: size,
    state: oneOf('collapsed', 'expanded', 'hidden'),
  }),
  editorStateChanged: shape({ isChanged: bool, isSaved: bool }),
  editorChangesSaved: shape({ widgetId: str(100) }),
  addWatermark: shape({ href: str(2048) }),
  consentChosen: shape({ granted: bool, categories: opt(record(bool, 8)) }),
};

/** Stylesheet properties a frame may set on its own iframe (stylesUpdate); everything else is refused. */
export const ALLOWED_IFRAME_STYLES = ['borderRadius', 'boxShadow', 'background', 'colorScheme', 'maxWidth', 'margin'] as const;
