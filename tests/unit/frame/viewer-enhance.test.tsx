// @vitest-environment happy-dom
// SPEC §4 url masking in viewer mode (masked map replaces the urls; failure keeps the original widget) and
// SPEC §2 `aisid` restyle from a website analysis (failure raises nothing to the visitor).
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { debugLogger } from '../../../frame/viewer/debug-logger';
import { enhanceWidget } from '../../../frame/viewer/enhance-widget';
import { catalogueFontId, restyleWidget } from '../../../frame/viewer/restyle-widget';
import type { Runtime } from '../../../frame/viewer/runtime';
import { useShownWidget } from '../../../frame/viewer/use-shown-widget';
import type { ViewerWidget } from '../../../shared/api/viewer';
import { json, viewerFixture, type Route } from './viewer-fixture';

const audio = (integrations: string[] = ['url-masking']): ViewerWidget => ({
  guid: 'aud1',
  type: 'audio_player',
  name: 'A',
  data: {
    integrations,
    colorScheme: { preset: '3' },
    songs: [
      { id: 's1', title: 'One', content: { audioSrc: 'https://cdn.example/one.mp3' } },
      { id: 's2', title: 'Two', content: { audioSrc: 'https://cdn.example/two.mp3' } },
    ],
  },
});
const MASK = '/api/masking/aud1/urls';
const maskOk: Route = () => json({ success: true, data: { s1: 'http://app.test/api/masking/aud1/file/s1' } });
const ANALYSIS = '/ai/api/website-analysis/an1';
const analysisOk: Route = () =>
  json({ success: true, data: { analysis: { design: { styles: {}, typography: { primaryFont: "'Lato', sans-serif", secondaryFont: 'Merriweather' }, colors: { primary: '#FF5500', background: '#fafafa', text: 'rgb(1,2,3)' } } } } });
const srcs = (w: ViewerWidget) => (w.data.songs as { content: { audioSrc: string } }[]).map((s) => s.content.audioSrc);

function Probe({ rt, w }: { rt: Runtime; w: ViewerWidget | null }) {
  const shown = useShownWidget(rt, w);
  return <output data-testid="shown">{shown ? JSON.stringify(shown.data) : 'nothing'}</output>;
}

afterEach(cleanup);

describe('url masking in viewer mode', () => {
  it('replaces the urls from the masked map, fetched without credentials', async () => {
    const f = viewerFixture({ widget: audio(), routes: { [MASK]: maskOk } });
    const out = await enhanceWidget(f.rt, audio(), { masking: true, aisid: null });
    expect(srcs(out)).toEqual(['http://app.test/api/masking/aud1/file/s1', 'https://cdn.example/two.mp3']);
    expect(f.hits(MASK)[0].init.credentials).toBe('omit');
  });

  it('keeps the original widget when masking fails, and logs why only with cnDebug', async () => {
    const lines: string[] = [];
    const f = viewerFixture({ widget: audio(), routes: { [MASK]: () => json({ success: false, message: 'boom' }, 500) }, logger: debugLogger(true, { debug: (m: string) => void lines.push(m) }) });
    const w = audio();
    expect(await enhanceWidget(f.rt, w, { masking: true, aisid: null })).toBe(w);
    expect(lines).toContain('[tessera] url masking failed: showing the original widget');
  });

  it('shows the original widget when masking takes longer than the time-out', async () => {
    const f = viewerFixture({ widget: audio(), routes: { [MASK]: () => new Promise<Response>(() => undefined) } });
    const w = audio();
    expect(await enhanceWidget(f.rt, w, { masking: true, aisid: null }, 30)).toBe(w);
  });

  it('holds the widget back until the masked data is in (no unmasked url rendered), then shows it', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const f = viewerFixture({ widget: audio(), routes: { [MASK]: async (u, i) => (await gate, maskOk(u, i)) } });
    render(<Probe rt={f.rt} w={audio()} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(screen.getByTestId('shown').textContent).toBe('nothing');
    release();
    await waitFor(() => expect(screen.getByTestId('shown').textContent).toContain('/api/masking/aud1/file/s1'));
    expect(screen.getByTestId('shown').textContent).not.toContain('cdn.example/one.mp3');
  });

  it('does not mask outside viewer mode or without the url-masking integration', async () => {
    const gallery = viewerFixture({ widget: audio(), env: { mode: 'gallery' }, routes: { [MASK]: maskOk } });
    render(<Probe rt={gallery.rt} w={audio()} />);
    expect(screen.getByTestId('shown').textContent).toContain('cdn.example/one.mp3');
    cleanup();
    const plain = viewerFixture({ widget: audio([]), routes: { [MASK]: maskOk } });
    render(<Probe rt={plain.rt} w={audio([])} />);
    expect(screen.getByTestId('shown').textContent).toContain('cdn.example/one.mp3');
    await new Promise((r) => setTimeout(r, 20));
    expect([...gallery.hits(MASK), ...plain.hits(MASK)]).toEqual([]);
  });
});

describe('aisid restyle', () => {
  it('applies primary → accent, background and the primary font from the analysis', async () => {
    const f = viewerFixture({ widget: audio([]), bootEnv: { aisid: 'an1' }, routes: { [ANALYSIS]: analysisOk } });
    render(<Probe rt={f.rt} w={audio([])} />);
    await waitFor(() => expect(screen.getByTestId('shown').textContent).not.toBe('nothing'));
    const data = JSON.parse(screen.getByTestId('shown').textContent!);
    // 'rgb(1,2,3)' is not a colour the scheme takes: the preset's text colour stays.
    expect(data.colorScheme).toEqual({ preset: '3', accent: '#ff5500', background: '#fafafa' });
    expect(data.fontId).toBe('lato');
  });

  it('raises nothing to the visitor when the analysis fails: the widget shows unchanged', async () => {
    const lines: string[] = [];
    const f = viewerFixture({ widget: audio([]), bootEnv: { aisid: 'an1' }, logger: debugLogger(true, { debug: (m: string) => void lines.push(m) }) });
    const w = audio([]);
    expect(await enhanceWidget(f.rt, w, { masking: false, aisid: 'an1' })).toBe(w);
    expect(f.hits(ANALYSIS)).toHaveLength(1);
    expect(lines).toContain('[tessera] Could not load website analysis.');
  });

  it('masks and restyles together', async () => {
    const f = viewerFixture({ widget: audio(), routes: { [MASK]: maskOk, [ANALYSIS]: analysisOk } });
    const out = await enhanceWidget(f.rt, audio(), { masking: true, aisid: 'an1' });
    expect(srcs(out)[0]).toBe('http://app.test/api/masking/aud1/file/s1');
    expect(out.data.fontId).toBe('lato');
  });

  it('falls back to the secondary font and skips fonts outside the catalogue', () => {
    expect(catalogueFontId('"Open Sans", Arial, sans-serif')).toBe('open-sans');
    expect(catalogueFontId('Comic Sans MS')).toBeUndefined();
    const w = restyleWidget(audio([]), { typography: { primaryFont: 'Comic Sans MS', secondaryFont: 'Merriweather' }, colors: {} });
    expect(w.data.fontId).toBe('merriweather');
    expect(restyleWidget(audio([]), {}).data.fontId).toBeUndefined();
  });
});
