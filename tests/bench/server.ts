// Bench section 4: viewer-call and event-report throughput and p99 latency on loopback at fixed
// concurrency, for SQLite and PostgreSQL, against the same server answering a static file (its ceiling).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort, ROOT, type AppServer } from '../e2e/harness';
import type { Row } from './table';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

interface Result { rps: number; p99: number; non2xx: number; errors: number; total: number }

async function load(url: string, headers: Record<string, string> = {}): Promise<Result> {
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  return {
    rps: r.requests.average,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    total: r.requests.total,
  };
}

/**
 * The runtime's own ceiling: Node's bare http server in a process of its own, answering loader.js's bytes
 * from memory with no routing, headers or logging. The framework's ceiling (the static file) is below the
 * raw-request fast paths of the viewer call, the frame document and the event report; this is above them.
 */
async function bareNodeCeiling(): Promise<Result> {
  const port = await freePort();
  const file = join(ROOT, 'dist/public/loader.js');
  const script = `const b=require('fs').readFileSync(${JSON.stringify(file)});require('http').createServer((q,s)=>{s.writeHead(200,{'content-type':'text/javascript'});s.end(b)}).listen(${port},'127.0.0.1',()=>console.log('up'))`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.once('data', () => resolve());
      child.once('exit', (code) => reject(new Error(`bare server exited (${code})`)));
    });
    return await load(`http://127.0.0.1:${port}/loader.js`);
  } finally {
    child.kill();
  }
}

/** Counts the events the server stored for a widget through the owner analytics call. */
type CountEvents = () => Promise<number>;

export async function serverRows(label: string, app: AppServer, widgetId: string, countEvents: CountEvents): Promise<Row[]> {
  // Warm-up so JIT and caches settle before measuring.
  await autocannon({ url: `${app.url}/api/v1/plugin/viewer/${widgetId}`, connections: 4, duration: 1 });
  const ceiling = await load(`${app.url}/loader.js`);
  const bare = await bareNodeCeiling();
  const viewer = await load(`${app.url}/api/v1/plugin/viewer/${widgetId}`);
  // What each view of an embedded widget asks for: its frame document (the viewer data inlined), as a
  // browser asks for it (gzip accepted) from a host page.
  const document = await load(`${app.url}/viewer/${widgetId}?origin=${encodeURIComponent('https://bench.example')}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
  const before = await countEvents();
  const events = await load(
    `${app.url}/api/v1/event/report/${widgetId}?groupType=engagement&eventType=click&refUrl=${encodeURIComponent('https://bench.example/')}`,
  );
  // Ingestion is durable only if every answered 2xx shows up in storage.
  const stored = (await countEvents()) - before;
  const answered = events.total - events.non2xx - events.errors;
  return [
    { figure: `${label}: static file req/s (ceiling)`, ours: ceiling.rps, unit: 'req/s' },
    { figure: `${label}: … Node's bare http server answering the same bytes from memory, its own process (the runtime's ceiling)`, ours: bare.rps, unit: 'req/s' },
    {
      figure: `${label}: viewer call req/s`,
      ours: viewer.rps,
      reference: ceiling.rps,
      unit: 'req/s',
      target: '≥ 0.5 × ceiling',
      ok: viewer.rps >= 0.5 * ceiling.rps,
    },
    { figure: `${label}: viewer call p99`, ours: viewer.p99, unit: 'ms', target: '≤ 50', ok: viewer.p99 <= 50 },
    {
      figure: `${label}: viewer document (the widget iframe's HTML, gzipped) req/s`,
      ours: document.rps,
      reference: ceiling.rps,
      unit: 'req/s',
      target: '≥ 0.5 × ceiling',
      ok: document.rps >= 0.5 * ceiling.rps && document.non2xx + document.errors === 0,
    },
    { figure: `${label}: viewer document p99`, ours: document.p99, unit: 'ms', target: '≤ 50', ok: document.p99 <= 50 },
    // The ceiling beside it says how fast the machine was that minute (it halved in one full run on
    // this two-core machine, taking ingestion with it).
    { figure: `${label}: event ingestion, events per second (ref = the static file, requests per second)`, ours: events.rps, reference: ceiling.rps, unit: '/s', target: '≥ 5000', ok: events.rps >= 5000 },
    { figure: `${label}: event report p99`, ours: events.p99, unit: 'ms', target: '≤ 50', ok: events.p99 <= 50 },
    { figure: `${label}: events answered 2xx but not stored`, ours: Math.max(0, answered - stored), unit: '', target: '0', ok: answered <= stored },
  ];
}
