// ARCHITECTURE §4: analytics tags only after consent when the host asked for consent mode. The loader
// says so in InitData.consent ('denied' until the host calls Tessera.consent(true)) and relays the
// host's decision as a `consent` action; without a host (top-level frame) nobody asked, so no wait.
import type { Session } from './session';

export const CONSENT_ACTION = 'consent';

export function consentGranted(a: { type: string; payload?: unknown }): boolean {
  return a.type === CONSENT_ACTION && (a.payload as { granted?: unknown } | null)?.granted === true;
}

/** Runs `fn` once consent is given (at once when none is needed); returns a cancel function. */
export function whenConsented(session: Pick<Session, 'ready' | 'init' | 'onAction'>, fn: () => void): () => void {
  let off: (() => void) | null = null;
  let cancelled = false;
  void session.ready.then(() => {
    if (cancelled) return;
    if (session.init()?.consent !== 'denied') return fn();
    off = session.onAction((a) => {
      if (!consentGranted(a)) return;
      off?.();
      fn();
    });
  });
  return () => {
    cancelled = true;
    off?.();
  };
}
