// The browser every e2e test and the bench drive (harness.ts launchBrowser): Playwright's own disabled
// features still apply next to ours, and Chromium's omnibox WebUI does not load beside the page under
// test (it took CPU from every new context: in the bench, a plain iframe's cold first paint went 686 → 420 ms without it).
import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISABLED_FEATURES, launchBrowser } from './harness';

/** Command lines of the Chromium browser processes Playwright started (it talks to them over a pipe). */
function browserCommandLines(): string[][] {
  const out: string[][] = [];
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    let argv: string[];
    try {
      argv = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
    } catch {
      continue;
    }
    if (argv.includes('--remote-debugging-pipe') && !argv.some((a) => a.startsWith('--type='))) out.push(argv);
  }
  return out;
}

describe('e2e browser', () => {
  let browser: Browser;
  let server: Server;
  let url = '';
  beforeAll(async () => {
    browser = await launchBrowser();
    server = createServer((_q, res) => res.end('<!doctype html><p>hello</p>')).listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  it("keeps Playwright's disabled features: Chromium reads only the last --disable-features", () => {
    const lines = browserCommandLines();
    expect(lines.length).toBeGreaterThan(0);
    for (const argv of lines) {
      const lists = argv.filter((a) => a.startsWith('--disable-features=')).map((a) => a.slice('--disable-features='.length).split(','));
      expect(lists.at(-1)).toEqual(DISABLED_FEATURES);
      for (const list of lists) expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(list));
    }
  });

  it('loads nothing but the page in a new context', async () => {
    const ctx = await browser.newContext();
    try {
      const page = await ctx.newPage();
      await browser.startTracing(page, { categories: ['devtools.timeline'] });
      await page.goto(url);
      // The omnibox WebUI started loading within a second of a new context, when it did.
      await page.waitForTimeout(1500);
      const raw = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents?: { name: string; args?: { data?: { url?: string } } }[] };
      const requested = (raw.traceEvents ?? []).filter((e) => e.name === 'ResourceSendRequest').map((e) => e.args?.data?.url ?? '');
      expect(requested).toContain(url);
      expect(requested.filter((u) => !u.startsWith(url))).toEqual([]);
    } finally {
      await ctx.close();
    }
  });
});
