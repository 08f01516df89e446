// Issue 8: the frame's widget-load report carries the rendered height and the host's device class; the
// server keeps the last one per device and the editor GET hands it to the builder's snippet.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventWriterFor } from '../../../server/events/routes';
import { BACKENDS, json, makeTestApp, type TestApp } from './harness';

describe.each(BACKENDS)('last rendered heights on %s', (backend) => {
  let t: TestApp;
  let owner: { cookie: string };
  let widgetId: string;
  beforeAll(async () => {
    t = await makeTestApp(backend);
    owner = await t.owner();
    widgetId = (await json(await t.call(owner.cookie, 'POST', '/api/v1/plugin/?pluginType=image_gallery', {}))).data.guid;
  });
  afterAll(() => t.close());

  const report = (q: string) => t.request(`/api/v1/event/report/${widgetId}?${q}`);
  const editorHeights = async () => (await json(await t.call(owner.cookie, 'GET', `/api/v1/plugin/${widgetId}`))).data.lastHeights;

  it('the editor GET has empty lastHeights before any viewer reported', async () => {
    expect(await editorHeights()).toEqual({});
  });

  it('keeps the last widget-load height per device and returns it with the editor GET', async () => {
    expect((await report('groupType=client&eventType=widget-load&height=640&device=desktop')).status).toBe(200);
    expect((await report('groupType=client&eventType=widget-load&height=930&device=mobile')).status).toBe(200);
    expect((await report('groupType=client&eventType=widget-load&height=655&device=desktop&eventId=s2:client:widget-load')).status).toBe(200);
    await eventWriterFor(t.deps).flush();
    expect(await editorHeights()).toEqual({ desktop: 655, mobile: 930 });
  });

  it('ignores a height on any other event, and stores the event itself', async () => {
    expect((await report('groupType=engagement&eventType=click&height=5&device=tablet')).status).toBe(200);
    expect((await report('groupType=client&eventType=widget-load&height=5')).status).toBe(200);
    await eventWriterFor(t.deps).flush();
    expect(await editorHeights()).toEqual({ desktop: 655, mobile: 930 });
  });

  // The frame document opens with the height for the device class it is rendered for (the loader's
  // device hint), so the loader sizes the iframe before the markup arrives (early-size-script.ts).
  it('puts the last height of the rendered device class in the embedded viewer document, and only there', async () => {
    const doc = async (path: string) => (await t.request(path)).text();
    expect(await doc(`/viewer/${widgetId}`)).toContain('<html lang="en" data-known-height="655">');
    expect(await doc(`/viewer/${widgetId}?device=mobile`)).toContain('<html lang="en" data-known-height="930">');
    // Nothing learned on tablets; the builder's preview picks its own device and is not embedded.
    expect(await doc(`/viewer/${widgetId}?device=tablet`)).not.toContain('data-known-height');
    expect(await doc(`/preview/${widgetId}`)).not.toContain('data-known-height');
  });

  it('refuses a malformed or unbounded height or an unknown device with 400, storing nothing', async () => {
    const count = async () => (await t.deps.db.selectFrom('events').select('id').where('widget_id', '=', widgetId).execute()).length;
    const before = await count();
    for (const q of ['height=0', 'height=-3', 'height=12.5', 'height=20001', 'height=999999', 'height=abc'].map((h) => `${h}&device=desktop`).concat('height=300&device=watch')) {
      const res = await report(`groupType=client&eventType=widget-load&${q}`);
      expect(res.status, q).toBe(400);
    }
    expect(await count()).toBe(before);
    expect(await editorHeights()).toEqual({ desktop: 655, mobile: 930 });
  });

  it('forgets the heights with the widget', async () => {
    expect((await t.call(owner.cookie, 'DELETE', `/api/v1/plugin/${widgetId}`)).status).toBe(200);
    const rows = await t.deps.db.selectFrom('widget_heights').selectAll().where('widget_id', '=', widgetId).execute();
    expect(rows).toEqual([]);
  });
});
