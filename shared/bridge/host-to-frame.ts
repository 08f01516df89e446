// Methods the frame exposes to the loader. Purpose / Triggers / Actions per method; guards beside them.
import { bool, json, num, oneOf, opt, shape, str, type Guard } from './guards';

/** SPEC §3 "Site visitor context", gathered by the loader on the host page. */
export interface SiteVisitorContext {
  version: 1;
  country?: string;
  language: string;
  timezone: string;
  domain: string;
  currentUrl: string;
  currentPage: string;
  device: 'desktop' | 'tablet' | 'mobile';
  lastActivity: number;
  scrollPercentage: number;
  hasExitIntent: boolean;
  websiteSession: { firstVisit: number; lastVisit: number; clicks: number; pages: number; visits: number };
  lastElementClick?: string;
  widgetSession?: { started: number };
  pageSession?: { started: number };
  dimensions: { width: number; height: number };
}

export interface HostToFrame {
  /** Purpose: where the widget sits in the host viewport. Triggers: host scroll (throttled 200 ms) and
   *  resize. Actions: the frame's VIEW detection (10% visible) and scroll-triggered display rules. */
  parentWindowScroll(s: { fromTop: number; inViewport: boolean; visibleRatio: number }): void;
  /** Purpose: display rules and personalisation. Triggers: scroll, exit intent, clicks, resize. */
  visitorContextUpdated(ctx: SiteVisitorContext): void;
  /** Purpose: actions from the host API or another frame of the widget (e.g. consent, lightbox index). */
  dispatchAction(a: { type: string; payload?: unknown; from?: 'main' | 'popup' | 'host' }): void;
  /** Purpose: the host closed a popup (Escape, overlay click). Actions: the frame updates its state. */
  popupClosed(popupId: string): void;
}

export const hostToFrameGuards: { [K in keyof HostToFrame]: Guard } = {
  parentWindowScroll: shape({ fromTop: num(-1e7, 1e7), inViewport: bool, visibleRatio: num(0, 1) }),
  visitorContextUpdated: json(16_384),
  dispatchAction: shape({ type: str(100), payload: opt(json(65_536)), from: opt(oneOf('main', 'popup', 'host')) }),
  popupClosed: str(100),
};
