// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, CORE_KEY, VISITOR_KEY, type Core, type Mount } from '../../../loader/core';
import { loadSession, saveSession } from '../../../loader/session';
import { initData, persist } from '../../../loader/runtime/init-data';
import { createConsentChoice } from '../../../loader/runtime/consent-choice';
import { createVisitor } from '../../../loader/runtime/visitor';

function core(over: Partial<Core> = {}): Core {
  const c: Core = {
    origin: 'http://app.test',
    base: 'http://app.test/loader.js',
    consentRequired: false,
    consent: null,
    mounts: [],
    session: loadSession(),
    saveSession: () => saveSession(c.session),
    emit: () => {},
    attach: () => {},
    ...over,
  };
  return c;
}

function mount(attrs: Record<string, string> = {}): Mount {
  const el = document.createElement('div');
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  return { el, id: 'w1', iframe: document.createElement('iframe') };
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  delete (window as unknown as Record<string, unknown>)[CORE_KEY];
});

describe('runtime: init data and persistence', () => {
  it('answers init with the session id, consent state, props, lang and muteEvents from the placeholder', () => {
    const c = core();
    const v = createVisitor(c, () => {});
    const d = initData(c, v, createConsentChoice(c), mount({ 'data-props': '{"color":"red"}', 'data-lang': 'fr-FR', 'data-mute-events': '' }), 1);
    expect(d.bridgeVersion).toBe(1);
    expect(d.sessionId).toMatch(/^[0-9a-f]{32}$/);
    expect(d.consent).toBe('not-required');
    expect(d.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(d.props).toEqual({ color: 'red' });
    expect(d.lang).toBe('fr-FR');
    expect(d.muteEvents).toBe(true);
    expect(d.visitor.version).toBe(1);
    expect(d.visitor.currentUrl).toBe(location.href);
  });

  it('invalid data-props JSON becomes {} and a missing data-mute-events is false', () => {
    const c = core();
    const d = initData(c, createVisitor(c, () => {}), createConsentChoice(c), mount({ 'data-props': '{oops' }), 1);
    expect(d.props).toEqual({});
    expect(d.muteEvents).toBe(false);
  });

  it('keeps the session id and reported events under one sessionStorage key across page loads', () => {
    const c = core();
    const v = createVisitor(c, () => {});
    const first = initData(c, v, createConsentChoice(c), mount(), 1).sessionId;
    persist(c, 'w1', { kind: 'persist', reported: ['IMPRESSION:w1'], store: { a: 1 } });
    persist(c, 'w1', { kind: 'persist', reported: ['IMPRESSION:w1', 'VIEW:w1'] });
    const raw = JSON.parse(sessionStorage.getItem('tessera')!);
    expect(raw.sid).toBe(first);
    const c2 = core();
    const d = initData(c2, createVisitor(c2, () => {}), createConsentChoice(c2), mount(), 1);
    expect(d.sessionId).toBe(first);
    expect(d.reported).toEqual(['IMPRESSION:w1', 'VIEW:w1']);
    expect(d.store).toEqual({ a: 1 });
    expect(Object.keys(sessionStorage).filter((k) => k.startsWith('tessera'))).toEqual(['tessera']);
  });

  it('in consent mode, no visitor id and nothing in localStorage until consent is granted', () => {
    const c = core({ consentRequired: true });
    const v = createVisitor(c, () => {});
    const d = initData(c, v, createConsentChoice(c), mount(), 1);
    expect(d.consent).toBe('denied');
    expect(d.visitorId).toBeNull();
    expect(localStorage.length).toBe(0);
    c.consent = true;
    v.save();
    const after = initData(c, v, createConsentChoice(c), mount(), 1);
    expect(after.consent).toBe('granted');
    expect(after.visitorId).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.parse(localStorage.getItem(VISITOR_KEY)!).id).toBe(after.visitorId);
    c.consent = false;
    v.save();
    expect(localStorage.getItem(VISITOR_KEY)).toBeNull();
    expect(initData(c, v, createConsentChoice(c), mount(), 1).visitorId).toBeNull();
  });

  it('tolerates storage that throws (memory fallback)', () => {
    const set = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const get = vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    try {
      const c = core();
      const v = createVisitor(c, () => {});
      const d = initData(c, v, createConsentChoice(c), mount(), 1);
      expect(d.sessionId).toBeTruthy();
      expect(() => persist(c, 'w1', { kind: 'persist', reported: ['x'] })).not.toThrow();
      expect(initData(c, v, createConsentChoice(c), mount(), 1).reported).toEqual(['x']);
    } finally {
      set.mockRestore();
      get.mockRestore();
    }
  });
});

describe('runtime: visitor context', () => {
  it('reads localStorage only when a frame first asks for the context (or in idle time), not at creation', () => {
    const v = createVisitor(core(), () => {});
    // Written after creation: seen, so creation read nothing.
    localStorage.setItem(VISITOR_KEY, JSON.stringify({ firstVisit: 5, lastVisit: 6, clicks: 3, pages: 4, visits: 2 }));
    expect(v.context(0).websiteSession).toMatchObject({ firstVisit: 5, clicks: 3, pages: 5, visits: 3 });
    expect(JSON.parse(localStorage.getItem(VISITOR_KEY)!)).toMatchObject({ pages: 5, visits: 3 });
  });

  it('counts a visit per session and a page per load, and clicks', () => {
    const c = core();
    createVisitor(c, () => {}).context(0);
    const c2 = core();
    const v2 = createVisitor(c2, () => {});
    // The counters are read from storage when a frame first asks (or in idle time), not at creation.
    expect(v2.context(0).websiteSession).toMatchObject({ visits: 1, pages: 2, clicks: 0 });
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    const s = v2.context(0).websiteSession;
    expect(s).toMatchObject({ visits: 1, pages: 2, clicks: 1 });
    expect(v2.context(0).lastElementClick).toBe('body');
  });

  it('detects exit intent when the pointer leaves through the top on desktop, and reports the device', () => {
    const c = core();
    let changes = 0;
    const v = createVisitor(c, () => changes++);
    expect(v.context(0).hasExitIntent).toBe(false);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: 300, relatedTarget: null }));
    expect(v.context(0).hasExitIntent).toBe(false);
    document.dispatchEvent(new MouseEvent('mouseout', { clientY: -1, relatedTarget: null }));
    const ctx = v.context(0);
    expect(ctx.device).toBe(innerWidth < 480 ? 'mobile' : innerWidth < 1024 ? 'tablet' : 'desktop');
    expect(ctx.hasExitIntent).toBe(ctx.device === 'desktop');
    expect(changes).toBeGreaterThan(0);
    expect(ctx.domain).toBe(location.hostname);
    expect(ctx.dimensions).toEqual({ width: innerWidth, height: innerHeight });
  });
});

describe('runtime: a consent banner’s remembered choice', () => {
  it('is the consent answer on a later visit where the host asked for consent mode, and the host’s own answer comes first', () => {
    createConsentChoice(core()).remember(true);
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!).granted).toBe(true);
    // A later page of the site: the host asked for consent mode and has not answered.
    const events: [string, unknown][] = [];
    const c = core({ consentRequired: true, emit: (_m, type, data) => void events.push([type, data]) });
    const choice = createConsentChoice(c);
    const d = initData(c, createVisitor(c, () => {}), choice, mount(), 1);
    expect(d.consentChoice).toBe(true);
    // The host page hears of it once a page, whichever frame asked first.
    initData(c, createVisitor(c, () => {}), choice, mount(), 1);
    expect(events).toEqual([['consent', { granted: true, remembered: true }]]);
    expect(d.consent).toBe('granted');
    expect(d.visitorId).toMatch(/^[0-9a-f]{32}$/);
    // The host's Tessera.consent(false) on this page wins over the banner's earlier choice.
    const c2 = core({ consentRequired: true, consent: false });
    const d2 = initData(c2, createVisitor(c2, () => {}), createConsentChoice(c2), mount(), 1);
    expect([d2.consentChoice, d2.consent, d2.visitorId]).toEqual([false, 'denied', null]);
  });

  it('is null until the visitor chose; once they rejected, a page that did not ask for consent mode is in it', () => {
    const c = core({ consentRequired: true });
    expect(initData(c, createVisitor(c, () => {}), createConsentChoice(c), mount(), 1).consentChoice).toBeNull();
    expect(c.consent).toBeNull();
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ granted: false }));
    const open = core();
    const d = initData(open, createVisitor(open, () => {}), createConsentChoice(open), mount(), 1);
    expect([d.consentChoice, d.consent, d.visitorId]).toEqual([false, 'denied', null]);
    // Read with the visitor counters (in idle time, before any frame asked): the answer applies to them.
    localStorage.setItem(VISITOR_KEY, JSON.stringify({ id: 'old', visits: 3 }));
    const idle = core();
    createVisitor(idle, () => {}, createConsentChoice(idle).settle).save();
    expect([idle.consentRequired, idle.consent, localStorage.getItem(VISITOR_KEY)]).toEqual([true, false, null]);
    // A stored value that is not a choice counts as none.
    localStorage.setItem(CONSENT_KEY, '{"granted":"yes"}');
    expect(createConsentChoice(core({ consentRequired: true })).current(mount())).toBeNull();
  });

  it('keeps the answer per kind of cookie with the choice, hands it to the frames and the host page, while it is the page’s answer', () => {
    createConsentChoice(core()).remember(true, { analytics: true, marketing: false });
    expect(JSON.parse(localStorage.getItem(CONSENT_KEY)!)).toMatchObject({ granted: true, categories: { analytics: true, marketing: false } });
    const events: [string, unknown][] = [];
    const c = core({ consentRequired: true, emit: (_m, type, data) => void events.push([type, data]) });
    const d = initData(c, createVisitor(c, () => {}), createConsentChoice(c), mount(), 1);
    expect([d.consentChoice, d.consentCategories]).toEqual([true, { analytics: true, marketing: false }]);
    expect(events).toEqual([['consent', { granted: true, remembered: true, categories: { analytics: true, marketing: false } }]]);
    // The host's own Tessera.consent answer on this page: the banner's kinds are not what the page follows.
    const c2 = core({ consentRequired: true, consent: false });
    expect(initData(c2, createVisitor(c2, () => {}), createConsentChoice(c2), mount(), 1).consentCategories).toBeNull();
    // A kept value that is not booleans per kind: none.
    localStorage.setItem(CONSENT_KEY, JSON.stringify({ granted: false, categories: ['analytics'] }));
    const c3 = core();
    expect(initData(c3, createVisitor(c3, () => {}), createConsentChoice(c3), mount(), 1).consentCategories).toBeNull();
  });
});
