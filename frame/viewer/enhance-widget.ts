// The loaded widget as the visitor sees it (a lazily loaded chunk: only widgets that need it pay for it).
// SPEC §4: in viewer mode with the url-masking integration the data is replaced with the masked version,
// and when masking fails the original widget is used (SPEC §8: swallowed). SPEC §2 `aisid` restyles it
// from a website analysis; "Could not load website analysis." is raised by the client and caught here,
// so a visitor never sees it (cnDebug logs it).
import { getWebsiteAnalysis } from '../../shared/api/ai-knowledge';
import { createMaskingClient, type MaskingClient } from '../../shared/api/masking';
import type { ViewerWidget } from '../../shared/api/viewer';
import { applyMaskMap, MASKED_PROPERTIES } from '../../shared/rules/masking';
import { restyleWidget, type SiteDesign } from './restyle-widget';
import type { Runtime } from './runtime';

/** A slow masking or analysis call never keeps the widget away longer than this: the original shows. */
export const ENHANCE_TIMEOUT_MS = 4000;

type Rt = Pick<Runtime, 'api' | 'env' | 'session' | 'logger'>;
interface State {
  masking: MaskingClient;
  analysis: Promise<SiteDesign | null> | null;
}
const states = new WeakMap<Rt, State>();


async function masked(rt: Rt, s: State, w: ViewerWidget): Promise<ViewerWidget> {
  if (!(w.type in MASKED_PROPERTIES) || !w.guid) return w;
  const map = await s.masking.getMaskedUrls(w.guid, rt.session.visitor()?.currentUrl);
  if (!map) {
    rt.logger.debug('url masking failed: showing the original widget');
    return w;
  }
  return { ...w, data: applyMaskMap(w.type, w.data, map) };
}

function design(rt: Rt, s: State, aisid: string): Promise<SiteDesign | null> {
  s.analysis ??= getWebsiteAnalysis(rt.api, aisid).then(
    (a) => a.analysis.design as SiteDesign,
    (e: Error) => {
      rt.logger.debug(e.message, aisid);
      s.analysis = null;
      return null;
    },
  );
  return s.analysis;
}

/** What applies: masking (viewer mode with url-masking, decided by the entry) and the aisid, if any. */
export interface Wanted {
  masking: boolean;
  aisid: string | null;
}

async function enhance(rt: Rt, w: ViewerWidget, want: Wanted): Promise<ViewerWidget> {
  let s = states.get(rt);
  if (!s) states.set(rt, (s = { masking: createMaskingClient(rt.api), analysis: null }));
  const [maskedWidget, d] = await Promise.all([want.masking ? masked(rt, s, w) : w, want.aisid ? design(rt, s, want.aisid) : null]);
  return d ? restyleWidget(maskedWidget, d) : maskedWidget;
}

/** The widget to show; never rejects: any failure or a time-out gives the original widget. */
export function enhanceWidget(rt: Rt, w: ViewerWidget, want: Wanted, timeoutMs = ENHANCE_TIMEOUT_MS): Promise<ViewerWidget> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      rt.logger.debug('masking or restyle timed out: showing the original widget');
      resolve(w);
    }, timeoutMs);
    enhance(rt, w, want).then(
      (out) => (clearTimeout(timer), resolve(out)),
      () => (clearTimeout(timer), resolve(w)),
    );
  });
}
