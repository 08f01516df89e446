// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"disableJavaScriptFileLoading": true, "handleDisabledFileLoadingAsSuccess": true}}
// SPEC §4 integration loading status + analytics tags in the viewer: raw data for analytics integrations,
// tags after consent when the host asked for it, our events mapped through the event tracking config.
import { afterEach, describe, expect, it } from 'vitest';
import { integrationsRun } from '../../../frame/viewer/integrations-runtime';
import { widgetContext } from '../../../frame/viewer/widget-context';
import type { ViewerWidget } from '../../../shared/api/viewer';
import { json, settle, viewerFixture, type FixtureOptions } from './viewer-fixture';

const RAW = '/api/apps/integrations/raw-data';
const gaWidget = (integrations = ['google-analytics']): ViewerWidget => ({ guid: 'w1', type: 'image_gallery', name: 'G', data: { integrations } });
const gaRaw = {
  type: 'google-analytics',
  rawData: { tagType: 'ga4', tagId: 'G-TEST1', events: [{ key: 'IMPRESSION', category: 'widget', action: 'widget_impression', label: '', name: '' }, { key: 'click:open-image', action: 'open_image' }] },
};
const mixRaw = { type: 'mixpanel', rawData: { token: 'tok123', events: [{ key: 'VIEW', name: 'Widget viewed' }] } };

type W = Window & { dataLayer?: unknown[]; gtag?: unknown; mixpanel?: unknown };
const tagScripts = () => [...document.querySelectorAll('script[data-tessera-tag]')].map((s) => s.getAttribute('src'));
/** dataLayer entries as arrays (gtag pushes Arguments objects). */
const layer = () => ((window as W).dataLayer ?? []).map((e) => (typeof e === 'object' && e && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e));

function start(o: FixtureOptions & { raw?: unknown[]; rawStatus?: number } = {}) {
  const f = viewerFixture({
    widget: gaWidget(),
    boot: { tagHosts: { google: 'http://tags.test', mixpanel: 'http://mp.test' } },
    routes: { [RAW]: () => json({ success: o.rawStatus ? false : true, data: o.raw ?? [gaRaw] }, o.rawStatus ?? 200) },
    ...o,
  });
  f.rt.loader.start();
  return f;
}

afterEach(() => {
  document.head.querySelectorAll('script').forEach((s) => s.remove());
  delete (window as W).dataLayer;
  delete (window as W).gtag;
  delete (window as W).mixpanel;
});

describe('viewer integrations and analytics tags', () => {
  it('loads raw data once without credentials, reaches "loaded" and adds the Google tag from the configured host', async () => {
    const f = start();
    await settle();
    const run = integrationsRun(f.rt);
    expect(run.machine.status.value).toBe('loaded');
    const calls = f.hits(RAW);
    expect(calls).toHaveLength(1);
    expect(calls[0].init.credentials).toBe('omit');
    expect(calls[0].url.searchParams.get('widgetId')).toBe('w1');
    expect(tagScripts()).toEqual(['http://tags.test/gtag/js?id=G-TEST1']);
    // A refresh loads again: the raw data is held, the tag is not added twice.
    await run.load(gaWidget());
    expect(f.hits(RAW)).toHaveLength(1);
    expect(tagScripts()).toHaveLength(1);
  });

  it('adds no tag before consent when the host asked for it, and one after the host grants it', async () => {
    const f = start({ init: { consent: 'denied' } });
    await settle();
    expect(integrationsRun(f.rt).machine.status.value).toBe('loaded');
    expect(tagScripts()).toEqual([]);
    expect((window as W).dataLayer).toBeUndefined();
    f.dispatch({ type: 'consent', payload: { granted: false }, from: 'host' });
    expect(tagScripts()).toEqual([]);
    f.dispatch({ type: 'consent', payload: { granted: true }, from: 'host' });
    expect(tagScripts()).toEqual(['http://tags.test/gtag/js?id=G-TEST1']);
  });

  it('maps our events to the configured ones, replaying those seen before consent', async () => {
    const f = start({ init: { consent: 'denied' } });
    await settle();
    const root = document.createElement('div');
    f.rt.shown(gaWidget(), root);
    await settle();
    expect(f.requests.some((r) => r.url.searchParams.get('eventType') === 'IMPRESSION')).toBe(true);
    f.dispatch({ type: 'consent', payload: { granted: true }, from: 'host' });
    const events = () => layer().filter((e) => Array.isArray(e) && e[0] === 'event');
    expect(events()).toEqual([['event', 'widget_impression', { event_category: 'widget', event_label: '', value: undefined, send_to: 'G-TEST1' }]]);
    expect(layer()).toContainEqual(['config', 'G-TEST1', { send_page_view: false }]);
    // A configured sub-type matches; an unconfigured interaction sends nothing.
    f.rt.tracked.emit({ groupType: 'engagement', eventType: 'click', eventSubType: 'open-image', entityPath: 'images/3' });
    f.rt.tracked.emit({ groupType: 'engagement', eventType: 'hover' });
    expect(events().slice(1)).toEqual([['event', 'open_image', { event_category: 'tessera', event_label: 'images/3', value: undefined, send_to: 'G-TEST1' }]]);
  });

  it('sends a widget\'s own host event (submit) to the tag when configured', async () => {
    const raw = { type: 'google-analytics', rawData: { tagType: 'ga4', tagId: 'G-TEST1', events: [{ key: 'submit', category: 'form', action: 'form_submit', label: 'contact' }] } };
    const f = start({ raw: [raw] });
    await settle();
    await f.session.ready;
    widgetContext(f.rt, 'desktop', 'en-US').emitHostEvent('submit', { fields: 2 });
    expect(layer().filter((e) => Array.isArray(e) && e[0] === 'event')).toEqual([['event', 'form_submit', { event_category: 'form', event_label: 'contact', value: undefined, send_to: 'G-TEST1' }]]);
    expect(f.hostCalls).toContainEqual(['engagementEvent', { type: 'submit', data: { fields: 2 } }]);
  });

  it('sets up a Mixpanel-type tag with its token and tracks the mapped event name', async () => {
    const f = start({ widget: gaWidget(['mixpanel', 'google-analytics']), raw: [mixRaw, gaRaw] });
    await settle();
    expect(tagScripts().sort()).toEqual(['http://mp.test/libs/mixpanel-2-latest.min.js', 'http://tags.test/gtag/js?id=G-TEST1']);
    f.rt.tracked.emit({ groupType: 'client', eventType: 'VIEW' });
    const mp = (window as W).mixpanel as unknown[] & { _i: unknown[] };
    expect(mp._i).toEqual([['tok123', { track_pageview: false }, undefined]]);
    expect(mp).toContainEqual(['track', 'Widget viewed', { category: 'tessera', action: 'Widget viewed', label: '', value: undefined }]);
  });

  it('never adds a tag already on the page', async () => {
    const s = document.createElement('script');
    s.src = 'http://tags.test/gtag/js?id=G-TEST1';
    document.head.appendChild(s);
    start();
    await settle();
    expect([...document.querySelectorAll('script')].filter((x) => x.src.includes('G-TEST1'))).toHaveLength(1);
  });

  it('ignores a failed raw-data call: loaded, no tag, the widget unaffected', async () => {
    const f = start({ rawStatus: 500 });
    await settle();
    expect(integrationsRun(f.rt).machine.status.value).toBe('loaded');
    expect(tagScripts()).toEqual([]);
    expect(f.rt.loader.getState().status).toBe('loaded');
  });

  it('does not start for widgets without integrations, nor in popup frames', async () => {
    const none = start({ widget: gaWidget([]) });
    const popup = start({ env: { popupId: 'lightbox' } });
    await settle();
    expect(none.hits(RAW)).toEqual([]);
    expect(popup.hits(RAW)).toEqual([]);
  });

  it('skips a second load while one is running (SPEC §4)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const f = viewerFixture({ widget: gaWidget(), routes: { [RAW]: async () => (await gate, json({ success: true, data: [gaRaw] })) } });
    const run = integrationsRun(f.rt);
    const a = run.load(gaWidget());
    const b = run.load(gaWidget());
    expect(run.machine.status.value).toBe('loading');
    release();
    await Promise.all([a, b]);
    expect(f.hits(RAW)).toHaveLength(1);
  });
});
