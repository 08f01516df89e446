// What must not happen: a foreign origin driving the loader, and a broken widget breaking the host page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domEvents, iframeHeight, loaderEnv, page, waitForEvent, widgetFrame, type LoaderEnv } from './loader-fixture';

let env: LoaderEnv;
beforeAll(async () => {
  env = await loaderEnv(1);
});
afterAll(async () => {
  await env?.close();
});

/** penpal v7 CALL messages for loader methods, as an attacker would forge them. */
const FORGED = `[
  { namespace: 'penpal', type: 'SYN', participantId: 'evil' },
  { namespace: 'penpal', type: 'CALL', id: 'c1', methodPath: ['openPopup'], args: [{ popupId: 'p', variant: 'modal', label: 'Pwned' }] },
  { namespace: 'penpal', type: 'CALL', id: 'c2', methodPath: ['dimensionsUpdate'], args: [{ height: 4321 }] },
  { namespace: 'penpal', type: 'CALL', id: 'c3', methodPath: ['scrollTo'], args: [{ top: 900 }] },
  { namespace: 'penpal', type: 'CALL', id: 'c4', methodPath: ['addWatermark'], args: [{ href: 'https://evil.example' }] }
]`;

describe('loader e2e: isolation', () => {
  it('ignores messages posted to the host window from a foreign origin (and from the page itself)', async () => {
    const [id] = env.widgets;
    const hostPort = new URL(env.host.origin).port;
    // Another origin (localhost:A is not 127.0.0.1:A) framed by the host page, forging bridge calls.
    env.host.page('/evil', `<!doctype html><script>
      var forged = ${FORGED};
      setInterval(function () { forged.forEach(function (m) { parent.postMessage(m, '*'); }); }, 100);
    </script>`);
    const p = await env.browser.newPage({ viewport: { width: 1200, height: 800 } });
    await p.goto(
      page(env, '/attacked', `<div data-tessera-widget="${id}" data-lazy="none"></div><div style="height:2000px"></div>
        <iframe id="evil" src="http://localhost:${hostPort}/evil" style="width:10px;height:10px"></iframe>`),
    );
    await waitForEvent(p, 'loaded', id);
    const height = await iframeHeight(p, id);
    await p.evaluate((forged) => {
      const msgs = new Function(`return ${forged}`)() as unknown[];
      for (let i = 0; i < 5; i++) for (const m of msgs) window.postMessage(m, '*');
    }, FORGED);
    await p.waitForTimeout(1500);
    expect(await p.$('[role="dialog"]')).toBeNull();
    expect(await iframeHeight(p, id)).toBe(height);
    expect(await p.evaluate(() => scrollY)).toBe(0);
    expect(await p.$$('a[href="https://evil.example"]')).toHaveLength(0);
    expect((await domEvents(p)).map((e) => e.type)).not.toContain('popup-open');
    await p.close();
  });

  it('a missing widget shows the server\'s message in its frame and the rest of the page keeps working', async () => {
    const [id] = env.widgets;
    const missing = 'no-such-widget-0000';
    const res = await fetch(`${env.app.url}/api/v1/plugin/viewer/${missing}`);
    const { message } = (await res.json()) as { message: string };
    expect(message).toBeTruthy();
    const p = await env.browser.newPage({ viewport: { width: 1200, height: 800 } });
    const errors: Error[] = [];
    p.on('pageerror', (e) => errors.push(e));
    await p.goto(
      page(env, '/missing', `<div data-tessera-widget="${missing}" data-lazy="none"></div>
        <button id="b" onclick="this.textContent='clicked'">click</button>
        <div data-tessera-widget="${id}" data-lazy="none"></div>`),
    );
    const f = await widgetFrame(p, missing);
    await f.waitForFunction((m) => document.body.innerText.includes(m), message, { timeout: 15_000 });
    await waitForEvent(p, 'loaded', id);
    await p.click('#b');
    expect(await p.textContent('#b')).toBe('clicked');
    expect(errors).toEqual([]);
    await p.close();
  });
});
