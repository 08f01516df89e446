import { describe, expect, it } from 'vitest';
import { BridgeArgumentError, guardedMethods } from '../../../frame/viewer/bridge';
import type { HostToFrame } from '../../../shared/bridge/host-to-frame';

const recorder = () => {
  const calls: [string, unknown][] = [];
  const h: HostToFrame = {
    parentWindowScroll: (s) => void calls.push(['scroll', s]),
    visitorContextUpdated: (v) => void calls.push(['visitor', v]),
    dispatchAction: (a) => void calls.push(['action', a]),
    popupClosed: (id) => void calls.push(['closed', id]),
  };
  return { calls, methods: guardedMethods(h) };
};

describe('guardedMethods (frame side of the bridge)', () => {
  it('exposes exactly the HostToFrame methods', () => {
    expect(Object.keys(recorder().methods).sort()).toEqual(['dispatchAction', 'parentWindowScroll', 'popupClosed', 'visitorContextUpdated']);
  });

  it('passes valid arguments through', () => {
    const { calls, methods } = recorder();
    methods.parentWindowScroll({ fromTop: 10, inViewport: true, visibleRatio: 0.5 });
    methods.dispatchAction({ type: 'x', payload: 1 });
    methods.popupClosed('lightbox');
    expect(calls.map((c) => c[0])).toEqual(['scroll', 'action', 'closed']);
  });

  it('rejects bad arguments without running the handler', () => {
    const { calls, methods } = recorder();
    expect(() => methods.parentWindowScroll({ fromTop: 'x', inViewport: true, visibleRatio: 0 })).toThrow(BridgeArgumentError);
    expect(() => methods.dispatchAction({ type: 'x', evil: true })).toThrow(/not allowed/);
    expect(() => methods.popupClosed('a', 'b')).toThrow(/one argument/);
    expect(calls).toEqual([]);
  });
});

describe('popup-closed action', () => {
  it('the viewer raises the action type widgets listen for', async () => {
    const { POPUP_CLOSED_ACTION: fromSession } = await import('../../../frame/viewer/session');
    const { POPUP_CLOSED_ACTION: fromContract } = await import('../../../frame/widgets/types');
    expect(fromSession).toBe(fromContract);
  });
});
