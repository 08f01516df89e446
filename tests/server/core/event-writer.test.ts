// The group commit (server/events/event-writer.ts): reports arriving together share one write (on
// PostgreSQL one unnest() statement, server/events/insert-events-postgres.ts), every column survives the
// trip unchanged (NULLs, quotes, commas, braces, non-ASCII), and a retried eventId is stored once even
// when both copies arrive in the same burst.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventWriter } from '../../../server/events/event-writer';
import { BACKENDS, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('event writer on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(async () => {
    await t.close();
  });

  const row = (widgetId: string, i: number, eventId: string | null) => ({
    widget_id: widgetId,
    event_id: eventId,
    group_type: 'engagement',
    event_type: 'click',
    event_sub_type: i % 2 ? `sub "${i}", {x}\\y` : null,
    event_version: i % 3 ? null : 'v2',
    ref_url: i % 2 ? `https://host.test/?a=${i},b='c'` : null,
    entity_path: i % 5 ? null : `items.${i}.ünïcödé NULL`,
    day: '2026-11-22',
    created_at: 1_795_000_000_000 + i,
  });

  it('commits a burst in batches, keeps every value, stores a retried eventId once', async () => {
    const writer = new EventWriter(t.deps, { maxBatch: 7 });
    const widgetId = `wbatch${backend}`;
    const rows = Array.from({ length: 30 }, (_, i) => row(widgetId, i, i % 4 === 0 ? `e-${i}` : null));
    // Retries of e-0 and e-8: in the same tick, so in the same or the next batch.
    const retries = [row(widgetId, 100, 'e-0'), row(widgetId, 101, 'e-8')];
    await Promise.all([...rows, ...retries].map((r) => writer.write(r)));

    const stored = (await t.deps.db.selectFrom('events').selectAll().where('widget_id', '=', widgetId).execute()).map(({ id: _id, ...r }) => ({
      ...r,
      created_at: Number(r.created_at),
    }));
    expect(stored).toHaveLength(30);
    // Concurrent batches may commit out of order: which copy of a retried event is kept is open.
    const byEventId = (id: string) => stored.filter((r) => r.event_id === id);
    expect(byEventId('e-0')).toHaveLength(1);
    expect([rows[0], retries[0]]).toContainEqual(byEventId('e-0')[0]);
    expect(byEventId('e-8')).toHaveLength(1);
    expect([rows[8], retries[1]]).toContainEqual(byEventId('e-8')[0]);
    const rest = (list: typeof rows) => list.filter((r) => r.event_id !== 'e-0' && r.event_id !== 'e-8').sort((a, b) => a.created_at - b.created_at);
    expect(rest(stored)).toEqual(rest(rows));
  });

  it('a later batch with an already stored eventId stores nothing new and still resolves', async () => {
    const writer = new EventWriter(t.deps);
    const widgetId = `wretry${backend}`;
    await writer.write(row(widgetId, 1, 'only-once'));
    await writer.write(row(widgetId, 2, 'only-once'));
    await writer.write(row(widgetId, 3, null));
    const stored = await t.deps.db.selectFrom('events').select(['event_id', 'created_at']).where('widget_id', '=', widgetId).orderBy('created_at').execute();
    expect(stored.map((r) => [r.event_id, Number(r.created_at)])).toEqual([
      ['only-once', 1_795_000_000_001],
      [null, 1_795_000_000_003],
    ]);
  });
});
