// What the widget e2e tests record on their host pages, and the check they make of it, once for all of them.
import type { Frame, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every height the first widget frame takes on the host page, from before the loader runs (an init
 *  script, read back as window.__heights). */
export const HEIGHTS = `window.__heights=[];new MutationObserver(function(){var i=document.querySelector('iframe');if(!i)return;var h=Math.round(i.getBoundingClientRect().height),a=window.__heights;if(a[a.length-1]!==h)a.push(h)}).observe(document,{subtree:true,childList:true,attributes:true});`;

/** The host events the loader posts to the page (ARCHITECTURE §3.3), as a script tag for the page's body,
 *  read back as window.__msg. */
export const RECORDER = `<script>window.__msg=[];addEventListener('message',function(e){if(e.origin===location.origin&&e.data&&e.data.source==='tessera')window.__msg.push(e.data)});</script>`;

/**
 * The widget's frame took one height on the host page, its content's, from the first it was given (the
 * server-rendered markup had its final size): checks both with HEIGHTS recorded, and returns it.
 */
export async function expectOneFrameHeight(p: Page, f: Frame, widgetId: string, label: string): Promise<number> {
  const content = await f.evaluate(() => Math.ceil(document.getElementById('root')!.getBoundingClientRect().height));
  const iframe = p.locator(`[data-tessera-widget="${widgetId}"] iframe`);
  await expect.poll(async () => Math.round((await iframe.boundingBox())!.height)).toBe(content);
  expect((await p.evaluate(() => (window as unknown as { __heights: number[] }).__heights)).filter((h) => h > 0), label).toEqual([content]);
  return content;
}
