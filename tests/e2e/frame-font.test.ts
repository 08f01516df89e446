// Issue 8: the server-rendered frame document carries the widget font's rules inline
// (server/frame-docs/font-css.ts), so no font stylesheet request sits before the frame's first paint,
// and the hydrated widget still sets its text in the self-hosted face, with no stylesheet link added.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loaderEnv, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';

describe('frame document: the widget font inline', () => {
  let env: LoaderEnv;
  beforeAll(async () => {
    env = await loaderEnv(1);
  });
  afterAll(async () => {
    await env?.close();
  });

  it('loads the Poppins face from the inline rules, with no font stylesheet requested or linked', async () => {
    const [id] = env.widgets;
    const ctx = await env.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const p = await ctx.newPage();
      const requested: string[] = [];
      p.on('request', (r) => /\/fonts\//.test(r.url()) && requested.push(new URL(r.url()).pathname));
      await p.goto(page(env, '/font', `<div data-tessera-widget="${id}"></div>`));
      await waitForEvent(p, 'loaded', id);
      const frame = await widgetFrame(p, id);
      const font = await frame.evaluate(async () => {
        await document.fonts.ready;
        const heading = document.querySelector('#root h2, #root h3, #root p, #root button') as HTMLElement;
        return {
          inline: document.head.querySelector('style[data-font]')?.getAttribute('data-font'),
          links: document.querySelectorAll('link[rel="stylesheet"]').length,
          family: getComputedStyle(heading).fontFamily,
          loaded: [...document.fonts].some((f) => f.family.replace(/['"]/g, '') === 'Poppins' && f.status === 'loaded'),
        };
      });
      expect(font.inline).toBe('poppins');
      expect(font.links).toBe(0);
      expect(font.family).toMatch(/^['"]?Poppins/);
      expect(font.loaded).toBe(true);
      expect(requested.some((u) => u.endsWith('.css'))).toBe(false);
      expect(requested.some((u) => /^\/fonts\/files\/poppins-latin-\d+-normal\.woff2$/.test(u))).toBe(true);
    } finally {
      await ctx.close();
    }
  });
});
