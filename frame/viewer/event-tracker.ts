// SPEC §4 "Events": IMPRESSION once after load, VIEW once at 10% visibility (or in gallery mode); client
// and performance events once per type; none repeated within a session (the keys live in the loader's
// sessionStorage), all muted by muteEvents; performance events only on the sampled 1% of viewer loads.
// Engagement events (clicks...) are interactions, reported each time. Framework-free.
import { PERFORMANCE_SAMPLE_RATE, type Interaction } from '../../shared/constants';
import type { EventReport } from '../../shared/api/events';

export interface TrackerOptions {
  widgetId: string;
  muted: boolean;
  /** Keys already reported this session (InitData.reported from the loader's sessionStorage). */
  reported: readonly string[];
  /** Writes the key set back to the loader (pluginRequestedData persist), so a reload keeps it. */
  persist(reported: string[]): void;
  send(report: EventReport): void;
  /** Math.random in production; decides the performance sample once per load. */
  random(): number;
  /** Whether this load counts as a viewer load for performance sampling. */
  viewerLoad: boolean;
  /** The loader's per-tab session id; makes session-once events idempotent on the server too. */
  sessionId?: string | null;
}

export interface EventTracker {
  /** Returns true when the IMPRESSION was sent now. */
  impression(): boolean;
  /** Returns true when the VIEW was sent now (first time this session). */
  view(): boolean;
  client(eventType: string, extra?: Omit<EventReport, 'groupType' | 'eventType'>): boolean;
  performance(eventType: string, extra?: Omit<EventReport, 'groupType' | 'eventType'>): boolean;
  engagement(interaction: Interaction, extra?: { eventSubType?: string; entityPath?: string }): boolean;
  /** Merges keys learned after start (InitData arriving late) into the session set. */
  merge(reported: readonly string[]): void;
  readonly sampled: boolean;
}

export function createEventTracker(o: TrackerOptions): EventTracker {
  const seen = new Set(o.reported);
  const sampled = o.viewerLoad && o.random() < PERFORMANCE_SAMPLE_RATE;

  /** Session-wide once: the key carries the widget id since the loader keeps one list per tab; the event id
   *  (session id + key) lets the server drop a repeat that raced the persist call. */
  const once = (key: string, report: EventReport): boolean => {
    if (o.muted) return false;
    const k = `${o.widgetId}:${key}`;
    if (seen.has(k)) return false;
    seen.add(k);
    // Only this widget's keys: the loader merges them into the tab's list (which holds every widget's).
    o.persist([...seen].filter((x) => x.startsWith(`${o.widgetId}:`)));
    const sid = o.sessionId?.replace(/[^A-Za-z0-9_.:-]/g, '').slice(0, 100);
    o.send(sid ? { ...report, eventId: `${sid}:${key}` } : report);
    return true;
  };

  return {
    sampled,
    impression: () => once('IMPRESSION', { groupType: 'client', eventType: 'IMPRESSION' }),
    view: () => once('VIEW', { groupType: 'client', eventType: 'VIEW' }),
    client: (eventType, extra) => once(`client:${eventType}`, { ...extra, groupType: 'client', eventType }),
    performance: (eventType, extra) => sampled && once(`performance:${eventType}`, { ...extra, groupType: 'performance', eventType }),
    engagement(interaction, extra) {
      if (o.muted) return false;
      o.send({ ...extra, groupType: 'engagement', eventType: interaction });
      return true;
    },
    merge(reported) {
      for (const k of reported) seen.add(k);
    },
  };
}
