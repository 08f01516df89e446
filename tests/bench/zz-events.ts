// Temporary: event ingestion only, for iterating on server/events (issue 8 round 2).
import autocannon from 'autocannon';
import { startBenchApp } from './app';
const a = await startBenchApp(process.env.PG_URL ? { DATABASE_URL: process.env.PG_URL } : {});
try {
  const ev = `${a.app.url}/api/v1/event/report/${a.widgetId}?groupType=engagement&eventType=click&refUrl=${encodeURIComponent('https://bench.example/')}`;
  await autocannon({ url: ev, connections: 4, duration: 1 });
  const ceiling = await autocannon({ url: `${a.app.url}/loader.js`, connections: 20, duration: 5 });
  const before = await a.countEvents();
  const r = await autocannon({ url: ev, connections: 20, duration: Number(process.env.SECS ?? 5) });
  const stored = (await a.countEvents()) - before;
  const answered = r.requests.total - r.non2xx - r.errors - r.timeouts;
  console.log(JSON.stringify({ ceiling: ceiling.requests.average, evps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, non2xx: r.non2xx, errors: r.errors, answered, stored, lost: answered - stored }));
} finally { await a.app.stop(); }
