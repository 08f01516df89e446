// The Publish panel's embed code as an owner copies it in the builder (Chromium), with the height the
// live preview showed: for the e2e test of the reserved height and the bench's CLS row.
import type { Browser } from 'playwright-core';

export interface CopiedSnippet {
  snippet: string;
  /** The preview's content height (desktop, without the preview's mark) when the code was read. */
  previewHeight: number;
  /** The live preview's column width (the desktop stage's). */
  columnWidth: number;
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
      // As a site shows it: without the preview's "Made with Tessera" mark.
      const height = () => {
        const root = document.getElementById('root');
        const mark = root?.querySelector('[data-watermark]');
        const box = root?.getBoundingClientRect();
        if (!box) return 0;
        return Math.ceil(box.height - (mark ? box.bottom - mark.getBoundingClientRect().top + parseFloat(getComputedStyle(mark).marginTop) : 0));
      };
      return f ? await f.evaluate(height).catch(() => 0) : 0;
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
    // The panel measures the other screen sizes as it opens: the code holds still once they are in.
    let snippet = await code.inputValue();
    for (let still = 0, until = Date.now() + 10_000; still < 4 && Date.now() < until; ) {
      await page.waitForTimeout(200);
      const next = await code.inputValue();
      still = next === snippet ? still + 1 : 0;
      snippet = next;
    }
    const hint = (await page.locator('#embed-reserve').textContent({ timeout: 1_000 }).catch(() => '')) ?? '';
    const columnWidth = await page.locator('section.preview').evaluate((el) => {
      const s = getComputedStyle(el);
      return Math.round(el.clientWidth - parseFloat(s.paddingLeft) - parseFloat(s.paddingRight));
    });
    return { snippet, previewHeight: h, columnWidth, hint };
  } finally {
    await ctx.close();
  }
}
