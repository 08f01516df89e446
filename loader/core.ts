// The private contract between loader.js (stage 1) and the lazily loaded runtime (stage 2).
// Both bundles are IIFEs; the runtime finds the core through one window property the loader owns.
import type { HostEventType } from '../shared/bridge/host-events';

/** One placeholder with its iframe. Attributes are read on demand so later edits are seen. */
export interface Mount {
  el: HTMLElement;
  id: string;
  iframe: HTMLIFrameElement;
  /** Runtime's per-mount teardown (penpal connection, listeners), set by the runtime. */
  off?: () => void;
  /** Set once the bridge reported a height: the frame's early size (early-size.ts) no longer applies. */
  sized?: boolean;
}

export interface Runtime {
  mount(m: Mount): void;
  unmount(m: Mount): void;
  consent(granted: boolean): void;
  /** A window message from the APP origin that is not an early size (loader.js's one listener). */
  message(e: MessageEvent): void;
}

/** The host page's sessionStorage state, under one namespaced key (ARCHITECTURE §4). */
export interface SessionState {
  sid?: string;
  /** Last known height per "widgetId:device". */
  h?: Record<string, number>;
  /** Event keys already reported this session. */
  r?: string[];
  /** Per-widget store (SPEC §7 widget_storage + id). */
  w?: Record<string, Record<string, unknown>>;
  /** Website session counters while no persistent storage is allowed. */
  v?: unknown;
}

export interface Core {
  /** The APP origin: the only origin iframes and bridges talk to. */
  origin: string;
  /** loader.js URL: relative asset paths resolve against it. */
  base: string;
  consentRequired: boolean;
  /** null until the host calls Tessera.consent() (or a consent banner's choice is known, consent-choice.ts). */
  consent: boolean | null;
  mounts: Mount[];
  session: SessionState;
  saveSession(): void;
  emit(m: Mount, type: HostEventType, data?: unknown): void;
  attach(rt: Runtime): void;
  /** Windows that posted from the APP origin before the runtime arrived (their handshake SYN). */
  sources?: MessageEventSource[];
}

/** Window property holding the core; its presence also marks "loader already running". */
export const CORE_KEY = '__tesseraCore';
export const SESSION_KEY = 'tessera';
export const VISITOR_KEY = 'tessera:visitor';
export const CONSENT_KEY = 'tessera:consent';

export type DeviceKind = 'desktop' | 'tablet' | 'mobile';
