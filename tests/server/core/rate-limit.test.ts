import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hitRateLimits } from '../../../server/http/rate-limit';
import { BACKENDS, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('rate limits on %s', (backend) => {
  let a: TestApp;
  beforeAll(async () => {
    a = await makeTestApp(backend);
  });
  afterAll(() => a.close());

  it('50 concurrent hits on one key get the counts 1..50 and exactly the limit is allowed', async () => {
    const rule = { limit: 20, windowSec: 60 };
    const results = await Promise.all(Array.from({ length: 50 }, () => hitRateLimits(a.deps, [{ key: `burst-${backend}`, rule }])));
    const counts = results.map(([r]) => r.count).sort((x, y) => x - y);
    expect(counts).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(results.filter(([r]) => r.allowed)).toHaveLength(20);
  });
});

describe('rate limits across processes', () => {
  it('two server processes on one PostgreSQL share one budget', async () => {
    // Two apps on this file's one PostgreSQL database play two server processes.
    const a = await makeTestApp('postgres');
    const b = await makeTestApp('postgres');
    try {
      const rule = { limit: 10, windowSec: 60 };
      const hits = await Promise.all(Array.from({ length: 16 }, (_, i) => hitRateLimits(i % 2 ? a.deps : b.deps, [{ key: 'shared-budget', rule }])));
      expect(hits.filter(([r]) => r.allowed)).toHaveLength(10);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
