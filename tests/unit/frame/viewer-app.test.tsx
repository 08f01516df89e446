// @vitest-environment happy-dom
// @vitest-environment-options {"settings": {"handleDisabledFileLoadingAsSuccess": true}}
import { act, cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../../frame/viewer/app';
import type { ViewerEnv } from '../../../frame/viewer/env';
import { createRuntime } from '../../../frame/viewer/runtime';
import { createSession } from '../../../frame/viewer/session';
import { startViewer } from '../../../frame/viewer/start';
import type { ViewerWidget } from '../../../shared/api/viewer';
import { FRAME_BOOT_ELEMENT_ID, inlineJson, type FrameBoot } from '../../../shared/url/frame-boot';
import { imageGalleryDefaults } from '../../../shared/widgets/image-gallery';

const gallery = (data: Record<string, unknown> = {}): ViewerWidget => ({ guid: 'w1', type: 'image_gallery', name: 'G', data: { ...imageGalleryDefaults, ...data } });

function runtime(over: Partial<ViewerEnv>, fetchImpl: typeof fetch = (() => new Promise(() => undefined)) as typeof fetch) {
  const env: ViewerEnv = {
    mode: 'viewer', platform: null, widgetId: 'w1', galleryId: null, pluginType: null, serviceName: null, isBundleApp: false,
    popupId: null, popupParams: {}, language: null, muteEvents: false, device: null,
    boot: { env: null, widgetId: null, widget: null, error: null, appUrl: 'http://app.test', productHosts: [] },
    ...over,
  };
  return createRuntime({ env, session: createSession({ hostOrigin: null }), api: { baseUrl: 'http://app.test', fetch: fetchImpl }, pageUrl: 'http://x.test/' });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('viewer screen (SPEC §2)', () => {
  it('shows nothing for the first 100 ms, then the spinner while loading', async () => {
    vi.useFakeTimers();
    const rt = runtime({});
    rt.loader.start();
    render(<App rt={rt} />);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(100)));
    expect(screen.getByRole('status').getAttribute('aria-label')).toBe('Loading...');
  });

  it('shows the server message in the error view when the fetch fails', async () => {
    const rt = runtime({}, (async () => new Response(JSON.stringify({ success: false, data: null, message: 'Plugin not found.' }), { status: 404 })) as typeof fetch);
    rt.loader.start();
    render(<App rt={rt} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Plugin not found.'));
  });

  it('shows "Plugin ID is not defined" without any source', async () => {
    const rt = runtime({ widgetId: null });
    rt.loader.start();
    render(<App rt={rt} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Plugin ID is not defined'));
  });

  it('renders the default built-in data when only the type is known', async () => {
    const rt = runtime({ widgetId: null, pluginType: 'image_gallery' });
    rt.loader.start();
    render(<App rt={rt} />);
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(8));
  });

  it('shows an error for a widget type that is not available', async () => {
    const rt = runtime({ boot: { env: null, widgetId: 'w1', widget: { ...gallery(), type: 'hologram' }, error: null, appUrl: 'http://app.test', productHosts: [] } });
    rt.loader.start();
    render(<App rt={rt} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('hologram'));
  });

  it('clamps the widget box to the configured sizes (0 = no maximum)', async () => {
    const rt = runtime({ boot: { env: null, widgetId: 'w1', widget: gallery({ styles: { minHeight: 100, maxHeight: 300, maxWidth: 0 } }), error: null, appUrl: 'http://app.test', productHosts: [] } });
    rt.loader.start();
    const { container } = render(<App rt={rt} />);
    await waitFor(() => expect(screen.getAllByRole('img').length).toBe(8));
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.maxHeight).toBe('300px');
    expect(box.style.minHeight).toBe('100px');
    expect(box.style.maxWidth).toBe('none');
  });

  it('adds the lazily loaded watermark in preview mode and on wix, not in viewer mode', async () => {
    const boot: FrameBoot = { env: null, widgetId: 'w1', widget: gallery(), error: null, appUrl: 'http://app.test', productHosts: [] };
    for (const [over, expected] of [[{ mode: 'preview' as const }, true], [{ platform: 'wix' }, true], [{}, false]] as const) {
      const rt = runtime({ ...over, boot });
      rt.loader.start();
      render(<App rt={rt} />);
      await waitFor(() => expect(screen.getAllByRole('img').length).toBe(8));
      if (expected) {
        const link = await screen.findByText('Made with Tessera');
        expect(link.getAttribute('target')).toBe('_blank');
        expect(link.getAttribute('rel')).toContain('noopener');
      } else {
        await new Promise((r) => setTimeout(r, 20));
        expect(screen.queryByText('Made with Tessera')).toBeNull();
      }
      cleanup();
    }
  });
});

describe('startViewer', () => {
  it('replaces Loading... with the inlined widget, without a request', async () => {
    document.body.innerHTML = `<script type="application/json" id="${FRAME_BOOT_ELEMENT_ID}">${inlineJson({
      env: null, widgetId: 'w1', widget: gallery({ title: 'Trip </script>' }), error: null, appUrl: 'http://app.test', productHosts: [],
    })}</script><div id="root"><p>Loading...</p></div>`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(''));
    startViewer();
    await waitFor(() => expect(document.querySelectorAll('#root img')).toHaveLength(8));
    // Top-level (no host page): the IMPRESSION still reaches the server, as a no-cors report.
    await waitFor(() => expect(fetchSpy.mock.calls.some(([u]) => String(u).includes('eventType=IMPRESSION'))).toBe(true));
    expect(document.getElementById('root')!.textContent).not.toContain('Loading...');
    expect(document.querySelector('h2')!.textContent).toBe('Trip </script>');
    expect(fetchSpy.mock.calls.filter(([u]) => String(u).includes('/plugin/viewer/'))).toEqual([]);
    fetchSpy.mockRestore();
  });

  it('shows the inlined server error', async () => {
    document.body.innerHTML = `<script type="application/json" id="${FRAME_BOOT_ELEMENT_ID}">${inlineJson({
      env: null, widgetId: null, widget: null, error: 'Plugin not found.', appUrl: 'http://app.test', productHosts: [],
    })}</script><div id="root">Loading...</div>`;
    history.replaceState(null, '', '/viewer/missing1');
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(''));
    startViewer();
    await waitFor(() => expect(document.querySelector('[role=alert]')?.textContent).toBe('Plugin not found.'));
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });
});

describe('HelpLink', () => {
  it('opens in a new tab without handing over the opener', async () => {
    const { HelpLink } = await import('../../../frame/viewer/help-link');
    render(<HelpLink href="https://help.example/x" label="Help" />);
    const a = screen.getByRole('link', { name: 'Help' });
    expect(a.getAttribute('target')).toBe('_blank');
    expect(a.getAttribute('rel')).toBe('noopener noreferrer');
    expect(a.style.width).toBe('32px');
  });
});
