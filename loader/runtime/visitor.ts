import type { SiteVisitorContext } from '../../shared/bridge/host-to-frame';
import { VISITOR_KEY, type Core } from '../core';
import { deviceOf } from '../device';
import { whenIdle } from '../idle';
import { randomId } from './ids';
import { timezone } from './timezone';

interface Visits {
  id?: string;
  firstVisit: number;
  lastVisit: number;
  clicks: number;
  pages: number;
  visits: number;
}

/** Persistent storage only when the host did not ask for consent mode, or consent was granted. */
export const persistAllowed = (core: Core): boolean => !core.consentRequired || core.consent === true;

/**
 * SPEC §3 "Site visitor context", gathered on the host page. Website-session counters live in
 * localStorage with the visitor id when allowed, otherwise only in this tab's session state. `settle` runs
 * before the counters are first read, so a consent banner's remembered answer applies to them.
 */
export function createVisitor(core: Core, onChange: () => void, settle?: () => void) {
  const now = Date.now();
  let visits: Visits = { firstVisit: now, lastVisit: now, clicks: 0, pages: 0, visits: 0 };
  const newSession = !core.session.sid;
  if (newSession) {
    core.session.sid = randomId();
    core.saveSession();
  }
  let loaded = false;

  /**
   * The first localStorage access on a page opens the origin's storage synchronously (5–20 ms of host
   * main thread in `npm run bench`), and nothing needs the counters before a frame asks for its context:
   * read them in idle time, or on that first request if it comes sooner.
   */
  const load = () => {
    if (loaded) return;
    loaded = true;
    settle?.();
    try {
      const stored = persistAllowed(core) ? JSON.parse(localStorage.getItem(VISITOR_KEY) || 'null') : core.session.v;
      if (stored && typeof stored === 'object') visits = { ...visits, ...stored };
    } catch {
      /* storage missing: memory only */
    }
    if (newSession) {
      visits.visits++;
      visits.lastVisit = now;
    }
    visits.pages++;
    save();
  };
  let scrollPercentage = 0;
  let hasExitIntent = false;
  let lastActivity = now;
  let lastElementClick: string | undefined;

  const save = () => {
    if (persistAllowed(core)) {
      visits.id ||= randomId();
      try {
        localStorage.setItem(VISITOR_KEY, JSON.stringify(visits));
      } catch {
        /* memory only */
      }
    } else {
      core.session.v = visits;
      // Consent withdrawn: the persistent id goes too.
      if (core.consentRequired) {
        delete visits.id;
        try {
          localStorage.removeItem(VISITOR_KEY);
        } catch {
          /* nothing stored */
        }
      }
    }
    core.saveSession();
  };

  const track = (e: Event) => {
    lastActivity = Date.now();
    if (e.type === 'click') {
      load();
      visits.clicks++;
      const t = e.target as Element | null;
      lastElementClick = t?.tagName ? t.tagName.toLowerCase() + (t.id ? `#${t.id}` : '') : undefined;
      save();
    } else if (e.type === 'scroll') {
      const max = document.documentElement.scrollHeight - innerHeight;
      scrollPercentage = max > 0 ? Math.min(100, Math.round((scrollY / max) * 100)) : 100;
    } else if (e.type === 'mouseout') {
      // Exit intent: the pointer leaves the page through the top edge (towards tabs/address bar), desktop only.
      const m = e as MouseEvent;
      if (m.relatedTarget || m.clientY > 0 || deviceOf(innerWidth) !== 'desktop' || hasExitIntent) return;
      hasExitIntent = true;
    }
    onChange();
  };
  for (const t of ['click', 'scroll', 'mouseout', 'keydown']) addEventListener(t, track, { capture: true, passive: true });
  whenIdle(
    () => {
      if (loaded) return;
      load();
      onChange();
    },
    2000,
    500,
  );
  // A page left before either still counts.
  addEventListener('pagehide', load, { once: true });

  return {
    /** The visitor id, only when persistent storage is allowed. */
    id: (): string | null => {
      load();
      if (!persistAllowed(core)) return null;
      // Storage writes cost the host page: write only when the id is new.
      if (!visits.id) save();
      return visits.id!;
    },
    /** Called when consent changes: move counters into (or keep out of) persistent storage. */
    save: () => (loaded ? save() : load()),
    context(widgetStarted: number): SiteVisitorContext {
      load();
      const { firstVisit, lastVisit, clicks, pages, visits: n } = visits;
      return {
        version: 1,
        language: navigator.language || '',
        timezone: timezone(onChange),
        domain: location.hostname,
        currentUrl: location.href,
        currentPage: location.pathname,
        device: deviceOf(innerWidth),
        lastActivity,
        scrollPercentage,
        hasExitIntent,
        websiteSession: { firstVisit, lastVisit, clicks, pages, visits: n },
        lastElementClick,
        widgetSession: { started: widgetStarted },
        pageSession: { started: now },
        dimensions: { width: innerWidth, height: innerHeight },
      };
    },
  };
}
export type Visitor = ReturnType<typeof createVisitor>;
