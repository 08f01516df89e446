import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { createWidget, freePort, ROOT, signUp, tmpDir } from '../e2e/harness';
const [port, demoPort] = [await freePort(), await freePort()];
const url = `http://localhost:${port}`;
const child = spawn(process.execPath, ['--cpu-prof', '--cpu-prof-dir=/tmp/h8/prof', 'dist/server/main.js'], { cwd: ROOT, env: { ...process.env, PORT: String(port), DEMO_PORT: String(demoPort), DATA_DIR: tmpDir('zzprof-'), PUBLIC_URL: url, EVENT_LIMIT_PER_IP: '1000000000', EVENT_LIMIT_PER_WIDGET: '1000000000', ...(process.env.PG_URL ? { DATABASE_URL: process.env.PG_URL } : {}) }, stdio: ['ignore', 'ignore', 'inherit'] });
for (;;) { try { if ((await fetch(`${url}/healthz`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 100)); }
const { cookie } = await signUp(url);
const id = await createWidget(url, cookie, 'image_gallery');
const r = await autocannon({ url: `${url}/api/v1/event/report/${id}?groupType=engagement&eventType=click&refUrl=${encodeURIComponent('https://bench.example/')}`, connections: 20, duration: 5 });
console.log(JSON.stringify({ evps: r.requests.average, p99: r.latency.p99 }));
child.kill('SIGTERM');
await new Promise((r) => child.once('exit', r));
