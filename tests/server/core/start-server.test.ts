import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { WIDGET_TYPES } from '../../../shared/widget-types';
import { loadConfig } from '../../../server/config';
import { fillTemplate } from '../../../server/demo/demo-host-app';
import { DEMO_EMAIL } from '../../../server/seed';
import { startServer } from '../../../server/start-server';
import { signedBody } from '../ai/helpers/chat-client';

describe('startServer', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-start-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('migrates, seeds a demo owner and one widget per type, serves on real ports, and closes', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', DEMO_PORT: '0' });
    const s = await startServer(config);
    try {
      expect(s.url).toMatch(/^http:\/\/localhost:\d+$/);
      expect(s.demoUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(s.demo.email).toBe(DEMO_EMAIL);
      expect(s.demo.password).toBeTruthy();
      expect(Object.keys(s.demo.widgets).sort()).toEqual([...WIDGET_TYPES].sort());
      const health = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/healthz`);
      expect(health.status).toBe(200);
      const viewer = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/api/v1/plugin/viewer/${s.demo.widgets.image_gallery}`);
      expect((await viewer.json()).data.type).toBe('image_gallery');
      const login = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: s.url },
        body: JSON.stringify({ email: DEMO_EMAIL, password: s.demo.password }),
      });
      expect(login.status).toBe(200);
      const icon = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/static/favicon.svg`);
      expect([icon.status, icon.headers.get('content-type'), (await icon.text()).startsWith('<svg')]).toEqual([200, 'image/svg+xml', true]);
      const demoPage = await fetch(s.demoUrl);
      expect([200, 404]).toContain(demoPage.status);
      // The demo chat answers from the café's seeded knowledge, its starter questions included.
      const ask = async (input: string) => {
        const res = await fetch(`${s.url.replace('localhost', '127.0.0.1')}/ai/api/chat?stream=false`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(await signedBody({ sessionId: s.demo.widgets.ai_chat!, input, isDeadEndEnabled: true })),
        });
        const body = (await res.json()) as { data: string };
        return body.data;
      };
      for (const [question, fact] of [
        ['What are your opening hours?', '8:00 to 17:00'],
        ['What do you offer?', 'speciality coffee'],
        ['How can I contact you?', '01632 960 123'],
        ['Do you have vegan cakes?', 'vegan chocolate and orange cake'],
      ]) expect({ question, answer: await ask(question) }).toEqual({ question, answer: expect.stringContaining(fact) });
    } finally {
      await s.close();
    }
    await expect(fetch(`${s.url.replace('localhost', '127.0.0.1')}/healthz`)).rejects.toThrow();

    // A restart on the same data neither re-seeds nor forgets the demo widgets.
    const again = await startServer(config);
    try {
      expect(again.demo.password).toBeNull();
      expect(again.demo.widgets).toEqual(s.demo.widgets);
    } finally {
      await again.close();
    }
  });

  it('fills the demo host template with the app URL and the demo widget ids', () => {
    const html = '<script src="{{APP_URL}}/loader.js"></script><div data-tessera-widget="{{WIDGET_ID:image_gallery}}"></div>{{WIDGET_ID:nope}}';
    expect(fillTemplate(html, { appUrl: 'http://localhost:4000', widgetIds: { image_gallery: 'abc' } })).toBe(
      '<script src="http://localhost:4000/loader.js"></script><div data-tessera-widget="abc"></div>missing-demo-widget',
    );
  });
});
