// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { frameToHostGuards, type FrameToHost } from '../../../shared/bridge/frame-to-host';
import { guarded } from '../../../loader/runtime/bridge';

function recorder() {
  const calls: [string, unknown][] = [];
  const impl = new Proxy({} as FrameToHost, {
    get: (_t, name: string) => (arg: unknown) => void calls.push([name, arg]),
  });
  return { calls, methods: guarded(impl) };
}

// One well-formed argument per method; the table must cover every FrameToHost method.
const good: Record<keyof FrameToHost, unknown> = {
  pluginRequestedData: { kind: 'init', bridgeVersion: 1 },
  pluginLoaded: { widgetId: 'w', type: 'image_gallery', name: 'G', height: 10 },
  pluginError: { widgetId: 'w', message: 'Widget not found.' },
  engagementEvent: { type: 'view' },
  performanceEvent: { name: 'load', value: 12 },
  dimensionsUpdate: { height: 300 },
  stylesUpdate: { styles: { borderRadius: '8px' } },
  scrollTo: { top: 10 },
  openPopup: { popupId: 'p', variant: 'modal', label: 'Photo' },
  updatePopup: { popupId: 'p' },
  closePopup: { popupId: 'p' },
  dispatchActionToFrame: { target: 'main', action: { type: 'x' } },
  handleGlobalWidget: { position: 'bottom-right', width: 60, height: 60, state: 'collapsed' },
  editorStateChanged: { isChanged: true, isSaved: false },
  editorChangesSaved: { widgetId: 'w' },
  addWatermark: { href: 'https://tessera.example' },
  consentChosen: { granted: true, categories: { analytics: true, marketing: false } },
};

describe('runtime bridge guards', () => {
  it('exposes exactly the FrameToHost methods of ARCHITECTURE §3.4', () => {
    expect(Object.keys(recorder().methods).sort()).toEqual(Object.keys(frameToHostGuards).sort());
    expect(Object.keys(good).sort()).toEqual(Object.keys(frameToHostGuards).sort());
  });

  it.each(Object.entries(good))('%s runs with a valid argument', (name, arg) => {
    const r = recorder();
    r.methods[name](arg);
    expect(r.calls).toEqual([[name, arg]]);
  });

  const bad: [string, unknown[]][] = [
    ['dimensionsUpdate', [{ height: '300' }]],
    ['dimensionsUpdate', [{ height: Infinity }]],
    ['dimensionsUpdate', [{ height: 10, evil: 1 }]],
    ['dimensionsUpdate', [{ height: 10, loading: 'yes' }]],
    ['openPopup', [{ popupId: 'p', variant: 'sideways', label: 'x' }]],
    ['engagementEvent', [{ type: 'loaded' }]],
    ['addWatermark', [null]],
    ['consentChosen', [{ granted: 'yes' }]],
    ['consentChosen', [{ granted: true, categories: { analytics: 'yes' } }]],
    ['consentChosen', [{ granted: true, categories: Object.fromEntries(Array.from({ length: 9 }, (_, i) => [`k${i}`, true])) }]],
    ['pluginError', [{ widgetId: 'w', message: 'x'.repeat(501) }]],
    ['pluginRequestedData', [{ kind: 'persist', reported: [1] }]],
    ['closePopup', [{ popupId: 'p' }, 'extra']],
    ['handleGlobalWidget', [{ position: 'bottom-right', width: -1, height: 1, state: 'collapsed' }]],
  ];
  it.each(bad)('%s with a bad argument is rejected and nothing runs (%j)', (name, args) => {
    const r = recorder();
    expect(() => r.methods[name](...args)).toThrow(expect.objectContaining({ name: 'BridgeError', code: 'BRIDGE_BAD_ARGUMENT' }));
    expect(r.calls).toEqual([]);
  });
});
