// Issue 8: event budgets are counted in memory per process and shared through the rate_limits table
// once a second, so several processes still share one budget (each sees the others' hits after a flush).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventRateLimiter } from '../../../server/events/event-rate-limit';
import { BACKENDS, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('in-memory event budgets on %s', (backend) => {
  let t: TestApp;
  let clock = Date.parse('2026-05-01T10:00:10Z');
  beforeAll(async () => {
    t = await makeTestApp(backend, { now: () => clock });
  });
  afterAll(() => t.close());

  it('counts exactly within one process, with no database write before the flush', async () => {
    const l = new EventRateLimiter(t.deps);
    expect([1, 2, 3].map(() => l.hit('ev-ip:a', 60).count)).toEqual([1, 2, 3]);
    expect(l.peek('ev-ip:a', 60)).toBe(3);
    expect(l.hit('ev-ip:a', 60).retryAfterSec).toBe(50);
    expect(await t.deps.db.selectFrom('rate_limits').selectAll().where('key', '=', 'ev-ip:a').execute()).toEqual([]);
    await l.flush();
    const [row] = await t.deps.db.selectFrom('rate_limits').selectAll().where('key', '=', 'ev-ip:a').execute();
    expect(Number(row.count)).toBe(4);
  });

  it('two processes share one budget after a flush, and a new window starts from zero', async () => {
    const p1 = new EventRateLimiter(t.deps);
    const p2 = new EventRateLimiter(t.deps);
    for (let i = 0; i < 5; i++) p1.hit('ev-w:x', 60);
    p2.hit('ev-w:x', 60);
    await p1.flush();
    await p2.flush();
    // p2 learned p1's five at its flush; p1 learns p2's hits when it next flushes hits of its own.
    expect(p2.hit('ev-w:x', 60).count).toBe(7);
    await p2.flush();
    expect(p1.hit('ev-w:x', 60).count).toBe(6);
    await p1.flush();
    expect(p1.peek('ev-w:x', 60)).toBe(8);
    clock += 60_000;
    expect(p1.hit('ev-w:x', 60).count).toBe(1);
  });
});
