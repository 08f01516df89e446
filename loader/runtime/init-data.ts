import type { InitData, PersistRequest } from '../../shared/bridge/frame-to-host';
import { BRIDGE_VERSION } from '../../shared/bridge/version';
import type { Core, Mount } from '../core';
import type { ConsentChoice } from './consent-choice';
import type { Visitor } from './visitor';

function props(el: HTMLElement): Record<string, unknown> {
  try {
    const v = JSON.parse(el.getAttribute('data-props') || '{}');
    return v && typeof v === 'object' && !Array.isArray(v) ? v : {};
  } catch {
    return {};
  }
}

const MAX_REPORTED = 500;

/** The answer to pluginRequestedData({kind:'init'}): everything the frame may not keep itself. */
export function initData(core: Core, visitor: Visitor, choice: ConsentChoice, m: Mount, started: number): InitData {
  const mute = m.el.getAttribute('data-mute-events');
  // First: a banner's remembered choice is the host's consent answer before the visitor id is read.
  const consentChoice = choice.current(m);
  return {
    bridgeVersion: BRIDGE_VERSION,
    sessionId: core.session.sid!,
    visitorId: visitor.id(),
    consent: !core.consentRequired ? 'not-required' : core.consent ? 'granted' : 'denied',
    consentChoice,
    consentCategories: choice.categories(),
    reported: (core.session.r || []).slice(),
    store: core.session.w?.[m.id] || {},
    visitor: visitor.context(started),
    props: props(m.el),
    lang: m.el.getAttribute('data-lang'),
    muteEvents: mute !== null && mute !== 'false',
  };
}

/** pluginRequestedData({kind:'persist'}): event keys join the session's list, the store is replaced. */
export function persist(core: Core, id: string, req: PersistRequest): void {
  const s = core.session;
  if (req.reported) s.r = [...new Set([...(s.r || []), ...req.reported])].slice(-MAX_REPORTED);
  if (req.store) (s.w ||= {})[id] = req.store;
  core.saveSession();
}
