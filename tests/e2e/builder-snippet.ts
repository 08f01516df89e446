// The Publish panel's embed code as an owner copies it in the builder (Chromium), with the height the
// live preview showed: for the e2e test of the reserved height and the bench's CLS row.
import type { Browser } from 'playwright-core';

export interface CopiedSnippet {
  snippet: string;
  /** The preview's content height (desktop) when the code was read. */
  previewHeight: number;
  hint: string;
}

export async function copySnippetFromBuilder(browser: Browser, appUrl: string, cookie: string, widgetId: string): Promise<CopiedSnippet> {
  const [name, value] = cookie.split('=');
  const ctx = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await ctx.addCookies([{ name, value, url: appUrl }]);
    const page = await ctx.newPage();
    await page.goto(`${appUrl}/editor/${widgetId}`);
    await page.locator('iframe[title="Widget preview"]').waitFor();
    const previewHeight = async () => {
      const f = page.frames().find((x) => /\/preview\//.test(x.url()));
      return f ? ((await f.evaluate(`Math.ceil(document.getElementById('root')?.getBoundingClientRect().height ?? 0)`).catch(() => 0)) as number) : 0;
    };
    // Content first (a floating widget's root stays empty: 3 s for it), then a height that holds still
    // for 600 ms (images and fonts settle it).
    const content = Date.now() + 3_000;
    while ((await previewHeight()) === 0 && Date.now() < content) await page.waitForTimeout(100);
    const until = Date.now() + 15_000;
    let h = await previewHeight();
    for (let still = 0; still < 3 && Date.now() < until; ) {
      await page.waitForTimeout(200);
      const next = await previewHeight();
      still = next === h ? still + 1 : 0;
      h = next;
    }
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const code = page.locator('#embed-code');
    await code.waitFor();
    const hint = (await page.locator('#embed-reserve').textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
    return { snippet: await code.inputValue(), previewHeight: h, hint };
  } finally {
    await ctx.close();
  }
}
