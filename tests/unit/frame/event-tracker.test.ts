import { describe, expect, it } from 'vitest';
import type { EventReport } from '../../../shared/api/events';
import { createEventTracker, type TrackerOptions } from '../../../frame/viewer/event-tracker';

const make = (over: Partial<TrackerOptions> = {}) => {
  const sent: EventReport[] = [];
  const persisted: string[][] = [];
  const t = createEventTracker({
    widgetId: 'w1',
    muted: false,
    reported: [],
    persist: (k) => persisted.push(k),
    send: (r) => sent.push(r),
    random: () => 0.5,
    viewerLoad: true,
    ...over,
  });
  return { t, sent, persisted };
};

describe('event tracker (SPEC §4 events)', () => {
  it('sends IMPRESSION and VIEW once each and persists the keys for the session', () => {
    const { t, sent, persisted } = make();
    expect(t.impression()).toBe(true);
    expect(t.impression()).toBe(false);
    expect(t.view()).toBe(true);
    expect(t.view()).toBe(false);
    expect(sent.map((s) => `${s.groupType}/${s.eventType}`)).toEqual(['client/IMPRESSION', 'client/VIEW']);
    expect(persisted.at(-1)).toEqual(['w1:IMPRESSION', 'w1:VIEW']);
  });

  it('does not repeat events already reported in this session (keys from the loader)', () => {
    const { t, sent } = make({ reported: ['w1:IMPRESSION', 'w1:VIEW'] });
    expect(t.impression()).toBe(false);
    expect(t.view()).toBe(false);
    expect(sent).toEqual([]);
  });

  it('keys are per widget: another widget\'s report does not silence this one', () => {
    const { t, sent, persisted } = make({ reported: ['w2:IMPRESSION'] });
    expect(t.impression()).toBe(true);
    expect(sent).toHaveLength(1);
    // Only this widget's keys go back; the loader merges them into the tab's list.
    expect(persisted.at(-1)).toEqual(['w1:IMPRESSION']);
  });

  it('sends nothing when muteEvents is on', () => {
    const { t, sent, persisted } = make({ muted: true, random: () => 0 });
    expect(t.impression()).toBe(false);
    expect(t.view()).toBe(false);
    expect(t.client('widget-load')).toBe(false);
    expect(t.performance('load-time')).toBe(false);
    expect(t.engagement('click')).toBe(false);
    expect(sent).toEqual([]);
    expect(persisted).toEqual([]);
  });

  it('reports client events once per type, and not again in the same session', () => {
    const { t, sent, persisted } = make();
    expect(t.client('widget-load')).toBe(true);
    expect(t.client('widget-load')).toBe(false);
    expect(t.client('INSTALL')).toBe(true);
    expect(sent.map((s) => s.eventType)).toEqual(['widget-load', 'INSTALL']);
    expect(persisted.at(-1)).toEqual(['w1:client:widget-load', 'w1:client:INSTALL']);
    expect(make({ reported: ['w1:client:widget-load'] }).t.client('widget-load')).toBe(false);
  });

  it('samples performance events at 1% of viewer loads', () => {
    expect(make({ random: () => 0.0099 }).t.sampled).toBe(true);
    expect(make({ random: () => 0.01 }).t.sampled).toBe(false);
    expect(make({ random: () => 0, viewerLoad: false }).t.sampled).toBe(false);
    const out = make({ random: () => 0.5 });
    expect(out.t.performance('load-time')).toBe(false);
    expect(out.sent).toEqual([]);
  });

  it('reports sampled performance events once per type', () => {
    const { t, sent } = make({ random: () => 0.001 });
    expect(t.performance('load-time', { eventSubType: '120' })).toBe(true);
    expect(t.performance('load-time')).toBe(false);
    expect(sent).toEqual([{ groupType: 'performance', eventType: 'load-time', eventSubType: '120' }]);
  });

  it('sends engagement events each time with their entity path', () => {
    const { t, sent } = make();
    t.engagement('click', { entityPath: 'images/1' });
    t.engagement('click', { entityPath: 'images/1' });
    expect(sent).toEqual([
      { groupType: 'engagement', eventType: 'click', entityPath: 'images/1' },
      { groupType: 'engagement', eventType: 'click', entityPath: 'images/1' },
    ]);
  });

  it('tags session-once events with an id the server can de-duplicate', () => {
    const { t, sent } = make({ sessionId: 's-1' });
    t.impression();
    expect(sent[0].eventId).toBe('s-1:IMPRESSION');
  });

  it('merges keys learned later', () => {
    const { t, sent } = make();
    t.merge(['w1:VIEW']);
    expect(t.view()).toBe(false);
    expect(sent).toEqual([]);
  });
});
