// SPEC §4 "Integration loading status" in the viewer (a lazily loaded chunk: only widgets with
// integrations load it). The shared machine (shared/state/integration-loading.ts) moves not-loaded →
// loading → loaded, fetches raw data only for analytics integrations not yet held (one call to
// GET /api/apps/integrations/raw-data, no credentials; a failure is ignored) and then sets up the tags.
//
// Mode rule: the viewer follows the 'as-written' reading of SPEC §4 (tags load in every mode). The
// 'intent' reading would never load a tag for a visitor, and visitor analytics is what the tags are for
// (SPEC §1); events are still muted where our own reports are (editor, preview, muteEvents).
// Tags wait for consent when the host asked for it; our events seen before are replayed to them.
import type { EventReport } from '../../shared/api/events';
import { fetchIntegrationRawData } from '../../shared/api/integrations';
import type { ViewerWidget } from '../../shared/api/viewer';
import type { AnalyticsRawData } from '../../shared/schemas/integration';
import { DEFAULT_TAG_HOSTS, type TagHosts, type TagSpec } from '../../shared/state/analytics-tags';
import { createIntegrationLoader } from '../../shared/state/integration-loading';
import { whenConsented } from './consent-gate';
import type { Runtime } from './runtime';
import { setUpTagClient, type TagClient } from './tag-clients';
import { mapTrackedEvent } from './tracked-events';

type Rt = Pick<Runtime, 'api' | 'env' | 'session' | 'logger' | 'tracked'>;
type Integrations = ReturnType<typeof createIntegrationLoader>;

export interface IntegrationsRun {
  machine: Integrations;
  load(widget: ViewerWidget): Promise<void>;
}

const runs = new WeakMap<Rt, IntegrationsRun>();

/** Raw data per integration type from the raw-data call (entries `{type, rawData}`, or bare raw data). */
function byType(entries: unknown[]): Record<string, AnalyticsRawData> {
  const out: Record<string, AnalyticsRawData> = {};
  for (const e of entries as { type?: unknown; rawData?: unknown }[]) {
    if (e && typeof e.type === 'string' && e.rawData && typeof e.rawData === 'object') out[e.type] = e.rawData as AnalyticsRawData;
  }
  return out;
}

const keyOf = (t: TagSpec) => (t.kind === 'google' ? 'google-analytics' : 'mixpanel');
const markerOf = (t: TagSpec) => (t.kind === 'google' ? `google:${t.tagId}` : `mixpanel:${t.token}`);

export function integrationsRun(rt: Rt, win: Window = window): IntegrationsRun {
  const existing = runs.get(rt);
  if (existing) return existing;
  const hosts: TagHosts = { ...DEFAULT_TAG_HOSTS, ...rt.env.boot.tagHosts };
  const clients = new Map<string, { client: TagClient; key: string }>();
  let widget: ViewerWidget | null = null;
  let all: Promise<Record<string, AnalyticsRawData>> | null = null;

  const fetchAll = (w: ViewerWidget) =>
    (all ??= fetchIntegrationRawData({ ...rt.api, platform: rt.env.platform ?? undefined, pluginType: w.type }, w.guid || rt.env.widgetId || '').then(
      (entries) => byType(entries),
      (e: Error) => {
        all = null;
        throw e;
      },
    ));

  const send = (c: { client: TagClient; key: string }, e: EventReport) => {
    const events = machine.rawData.value[c.key]?.events;
    for (const m of mapTrackedEvent(events, e)) {
      try {
        c.client.track(m);
      } catch (err) {
        rt.logger.debug('analytics tag refused an event', err);
      }
    }
  };

  const machine = createIntegrationLoader({
    mode: rt.env.mode,
    reading: 'as-written',
    fetchRawData: (key) => fetchAll(widget!).then((m) => m[key] ?? null),
    setUpTag(tag) {
      const marker = markerOf(tag);
      if (clients.has(marker)) return;
      clients.set(marker, { client: { track: () => undefined }, key: keyOf(tag) });
      whenConsented(rt.session, () => {
        rt.logger.debug(`analytics tag ${marker} set up`);
        const c = { client: setUpTagClient(win, tag, hosts), key: keyOf(tag) };
        clients.set(marker, c);
        // Events from before (the first IMPRESSION, anything before consent) reach the tag too.
        for (const e of rt.tracked.seen) send(c, e);
      });
    },
  });
  machine.status.subscribe((s) => rt.logger.debug(`integrations ${s}`));

  rt.tracked.on((e) => {
    for (const c of clients.values()) send(c, e);
  });

  const run: IntegrationsRun = {
    machine,
    load(w) {
      widget = w;
      const list = Array.isArray(w.data.integrations) ? (w.data.integrations as unknown[]).filter((k): k is string => typeof k === 'string') : [];
      return machine.load(list);
    },
  };
  runs.set(rt, run);
  return run;
}

/** Entry point of the chunk: loads the widget's integrations and sets up its analytics tags. */
export function runIntegrations(rt: Rt, widget: ViewerWidget): Promise<void> {
  return integrationsRun(rt).load(widget);
}
