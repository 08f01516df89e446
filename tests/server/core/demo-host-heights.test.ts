// Issue 8: the demo host reserves each widget's height in its placeholder, as the builder's snippet does:
// the last desktop height viewers reported, else the measured default of the seeded widget.
import { describe, expect, it } from 'vitest';
import { DEFAULT_DEMO_HEIGHTS, demoHostApp, fillTemplate } from '../../../server/demo/demo-host-app';
import { ROOT } from '../../e2e/harness';

describe('demo host height reservation', () => {
  const tpl = '<div data-tessera-widget="{{WIDGET_ID:form}}" style="min-height:{{WIDGET_HEIGHT:form}}px"></div>{{WIDGET_HEIGHT:nope}}';

  it('fills {{WIDGET_HEIGHT:type}} with a known height, else the default, else 0', () => {
    expect(fillTemplate(tpl, { appUrl: 'http://a.test', widgetIds: { form: 'f1' }, heights: { form: 432 } })).toBe(
      '<div data-tessera-widget="f1" style="min-height:432px"></div>0',
    );
    expect(fillTemplate(tpl, { appUrl: 'http://a.test', widgetIds: { form: 'f1' } })).toBe(
      `<div data-tessera-widget="f1" style="min-height:${DEFAULT_DEMO_HEIGHTS.form}px"></div>0`,
    );
  });

  it('serves the page with the desktop height the server learned, per widget id', async () => {
    const asked: string[][] = [];
    const app = demoHostApp({
      rootDir: ROOT,
      appUrl: 'http://a.test',
      widgetIds: { image_gallery: 'g1', form: 'f1' },
      heights: async (ids) => (asked.push(ids), new Map([['g1', { mobile: 1400, desktop: 777 }], ['f1', { tablet: 501 }]])),
    });
    const html = await (await app.request('/')).text();
    expect(asked).toEqual([['g1', 'f1']]);
    expect(html).toContain('<div data-tessera-widget="g1" style="min-height:777px"></div>');
    expect(html).toContain('<div data-tessera-widget="f1" style="min-height:501px"></div>');
    expect(html).toContain(`style="min-height:${DEFAULT_DEMO_HEIGHTS.audio_player}px"`);
    expect(html).not.toContain('{{WIDGET_HEIGHT');
  });

  it('falls back to the defaults when the lookup fails', async () => {
    const app = demoHostApp({ rootDir: ROOT, appUrl: 'http://a.test', widgetIds: { form: 'f1' }, heights: () => Promise.reject(new Error('db down')) });
    const html = await (await app.request('/')).text();
    expect(html).toContain(`<div data-tessera-widget="f1" style="min-height:${DEFAULT_DEMO_HEIGHTS.form}px"></div>`);
  });
});
