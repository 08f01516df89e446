// The visitor's choice in a Tessera consent banner (the cookie_consent widget), kept in the host's
// localStorage for the next visits: the choice itself may be kept without consent (it is what consent
// law asks a site to remember). Read once, with the visitor counters (the storage is opened then
// anyway), never in loader.js's own evaluation.
import { CONSENT_KEY, type Core, type Mount } from '../core';

/** A consent answer for every widget of the page (Tessera.consent's effect on the core). */
export function apply(core: Core, granted: boolean): void {
  core.consentRequired = true;
  core.consent = granted;
}

/** Answers per kind of cookie, as kept: an object of booleans, anything else none. */
function categoriesOf(v: unknown): Record<string, boolean> | null {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return null;
  const out: Record<string, boolean> = {};
  for (const [k, b] of Object.entries(v)) if (typeof b === 'boolean') out[k] = b;
  return out;
}

export function createConsentChoice(core: Core) {
  let stored: boolean | null | undefined;
  let categories: Record<string, boolean> | null = null;
  let announced = false;
  const read = (): boolean | null => {
    if (stored === undefined) {
      stored = null;
      try {
        const v = JSON.parse(localStorage.getItem(CONSENT_KEY) || 'null') as { granted?: unknown; categories?: unknown } | null;
        if (v && typeof v.granted === 'boolean') {
          stored = v.granted;
          categories = categoriesOf(v.categories);
        }
      } catch {
        /* no storage: asked again on the next visit */
      }
    }
    return stored;
  };
  /** The remembered choice is this page's answer (the host did not answer otherwise). */
  const isPageAnswer = () => stored != null && core.consent === stored;
  /**
   * A banner's choice from an earlier visit puts the page in consent mode with that answer, unless the
   * host answered itself (Tessera.consent), whether or not the host asked for consent mode: a visitor who
   * rejected gets no visitor id and no analytics tags from any widget. It runs before the visitor
   * counters are first read (visitor.ts), which would otherwise keep or make an id under the page's own
   * setting.
   */
  const settle = (): void => {
    if (core.consent !== null || read() === null) return;
    apply(core, stored!);
  };
  return {
    settle,
    /**
     * The choice known on this page (null: none yet). The host page hears of a remembered one once (a
     * `consent` event on `m`'s placeholder), so its own scripts can follow the same answer on every page.
     */
    current(m: Mount): boolean | null {
      settle();
      if (!announced && isPageAnswer()) {
        announced = true;
        core.emit(m, 'consent', { granted: stored, remembered: true, ...(categories ? { categories } : {}) });
      }
      return core.consent;
    },
    /** The remembered answer per kind of cookie, while it is the page's answer (read after current). */
    categories: (): Record<string, boolean> | null => (isPageAnswer() ? categories : null),
    remember(granted: boolean, picked?: Record<string, boolean>): void {
      stored = granted;
      categories = picked ?? null;
      announced = true;
      try {
        localStorage.setItem(CONSENT_KEY, JSON.stringify({ granted, ...(picked ? { categories: picked } : {}), at: Date.now() }));
      } catch {
        /* memory only: the banner asks again on the next visit */
      }
    },
  };
}
export type ConsentChoice = ReturnType<typeof createConsentChoice>;
