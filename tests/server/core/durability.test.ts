// A kill -9 during event ingestion loses no event that was answered 2xx (issue 4), on both backends.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../server/db/connect';
import { getTestDatabaseUrl } from '../../setup/postgres';
import { BACKENDS } from './harness';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

describe.each(BACKENDS)('event durability on %s', (backend) => {
  it('every event answered 2xx before kill -9 is in the database afterwards', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'tessera-kill-'));
    dirs.push(dataDir);
    const env: Record<string, string> = { ...(process.env as Record<string, string>), DATA_DIR: dataDir, EVENT_LIMIT_PER_IP: '1000000', EVENT_LIMIT_PER_WIDGET: '1000000' };
    if (backend === 'postgres') env.DATABASE_URL = await getTestDatabaseUrl();
    else delete env.DATABASE_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'fixtures/event-server.ts')], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const first = await new Promise<string>((resolve, reject) => {
      const rl = createInterface({ input: child.stdout! });
      rl.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`server exited early (${code})`)));
    });
    const { url, widgetId } = JSON.parse(first) as { url: string; widgetId: string };

    const answered: string[] = [];
    let n = 0;
    let stop = false;
    const worker = async () => {
      while (!stop) {
        const id = `e${n++}`;
        try {
          const res = await fetch(`${url}/api/v1/event/report/${widgetId}?groupType=client&eventType=VIEW&eventId=${id}`);
          if (res.ok) answered.push(id);
        } catch {
          /* the server died mid-request: not answered */
        }
      }
    };
    const workers = Array.from({ length: 16 }, worker);
    // Kill mid-stream once a fair number were answered (time-based waits are flaky on a busy machine).
    const deadline = Date.now() + 15_000;
    while (answered.length < 150 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));
    stop = true;
    await Promise.all(workers);
    expect(answered.length).toBeGreaterThanOrEqual(150);

    const o = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      const rows = await o.db.selectFrom('events').select('event_id').where('widget_id', '=', widgetId).execute();
      const stored = new Set(rows.map((r) => r.event_id));
      const lost = answered.filter((id) => !stored.has(id));
      expect(lost).toEqual([]);
    } finally {
      await o.close();
    }
  }, 45_000);
});
