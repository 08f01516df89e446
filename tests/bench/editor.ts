// Bench: time from opening /editor/{id} to an interactive preview (issue 6), cold (fresh browser context)
// and warm (reload in the same context), median over BENCH_RUNS runs. "Interactive" = the real viewer in the
// preview iframe shows the widget's content and the editor's first field accepts input.
import type { Browser } from 'playwright-core';
import { createWidget } from '../e2e/harness';
import { median, type Row } from './table';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

export async function editorRows(browser: Browser, appUrl: string, cookie: string): Promise<Row[]> {
  const id = await createWidget(appUrl, cookie, 'form', { name: 'Bench form' });
  const [name, value] = cookie.split('=');
  const open = async (reload: boolean, page: import('playwright-core').Page) => {
    const t0 = Date.now();
    if (reload) await page.reload();
    else await page.goto(`${appUrl}/editor/${id}`);
    const preview = page.frameLocator('iframe[title="Widget preview"]');
    await preview.getByText('Contact us').first().waitFor({ timeout: 30_000 });
    await page.locator('input, textarea').first().waitFor({ state: 'visible', timeout: 30_000 });
    return Date.now() - t0;
  };
  const cold: number[] = [];
  const warm: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await ctx.addCookies([{ name, value, url: appUrl }]);
    const page = await ctx.newPage();
    cold.push(await open(false, page));
    warm.push(await open(true, page));
    await ctx.close();
  }
  return [
    { figure: 'open /editor/{id} → interactive preview, cold (median)', ours: median(cold), unit: 'ms' },
    { figure: 'open /editor/{id} → interactive preview, warm (median)', ours: median(warm), unit: 'ms' },
  ];
}
