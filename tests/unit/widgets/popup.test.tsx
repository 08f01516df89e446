// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import popupModule from '../../../frame/widgets/popup/index';
import type { SiteVisitorContext } from '../../../shared/bridge/host-to-frame';
import type { PopupData } from '../../../shared/widgets/popup';
import { makeCtx, makeWidget, visitor } from '../../helpers/make-ctx';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
const Popup = popupModule.Widget;
const empty = {} as PopupData;

function withVisitorBus(over = {}) {
  const subs = new Set<(v: SiteVisitorContext) => void>();
  const made = makeCtx({ visitor: visitor(), onVisitor: (fn) => (subs.add(fn), () => subs.delete(fn)), ...over });
  const push = (v: Partial<SiteVisitorContext>) => act(() => subs.forEach((fn) => fn(visitor(v))));
  return { ...made, push };
}

describe('popup widget', () => {
  it('is a global widget that stays hidden until the scroll trigger fires', () => {
    expect(popupModule.global).toBe(true);
    const { ctx, rec, push } = withVisitorBus();
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rec.global.at(-1)).toMatchObject({ state: 'hidden' });
    push({ scrollPercentage: 30 });
    expect(screen.queryByRole('dialog')).toBeNull();
    push({ scrollPercentage: 55 });
    expect(screen.getByRole('dialog', { name: 'Before you go…' })).toBeTruthy();
    expect(rec.global.at(-1)).toMatchObject({ position: 'center', state: 'expanded', width: 488 });
  });

  it('opens on exit intent', () => {
    const { ctx, push } = withVisitorBus();
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    push({ hasExitIntent: true });
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('opens after the delay', () => {
    vi.useFakeTimers();
    const { ctx } = makeCtx({ visitor: visitor() });
    const data = { displayRules: { triggers: { delay: { active: true, seconds: 3 } } } } as unknown as PopupData;
    render(<Popup widget={makeWidget('popup', data)} ctx={ctx} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => void vi.advanceTimersByTime(3000));
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('is a bottom sheet when the host page is on mobile', () => {
    // The frame's own device is unreliable for a floating frame; the host's visitor context decides.
    const { ctx, rec, push } = withVisitorBus({ device: 'desktop' });
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    push({ scrollPercentage: 80, device: 'mobile', dimensions: { width: 375, height: 700 } });
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom', state: 'expanded', width: 375 });
  });

  it('closes with Escape and reports it, hiding the frame', () => {
    const { ctx, rec, push } = withVisitorBus();
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    push({ hasExitIntent: true });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'close', entityPath: 'popup' }]);
    expect(rec.global.at(-1)).toMatchObject({ state: 'hidden' });
  });

  it('respects the frequency cap per visitor', () => {
    const { ctx, rec, push } = withVisitorBus();
    rec.storeData.shows = 1;
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    push({ hasExitIntent: true, scrollPercentage: 100 });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('counts a showing in the per-widget store', () => {
    const { ctx, rec, push } = withVisitorBus();
    render(<Popup widget={makeWidget('popup', empty)} ctx={ctx} />);
    push({ hasExitIntent: true });
    expect(rec.storeData.shows).toBe(1);
  });

  it('does not show on a device the rules exclude', () => {
    const { ctx, push } = withVisitorBus({ visitor: visitor({ device: 'mobile' }) });
    const data = { displayRules: { devices: ['desktop'] } } as unknown as PopupData;
    render(<Popup widget={makeWidget('popup', data)} ctx={ctx} />);
    push({ hasExitIntent: true, device: 'mobile' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows at once in the builder's preview, whatever its triggers, filters and cap say", () => {
    const { ctx, rec } = makeCtx({ mode: 'preview', host: null });
    rec.storeData.shows = 5;
    const data = { displayRules: { devices: ['mobile'], urlMatch: { mode: 'contains', patterns: ['/pricing'] }, frequency: { maxShows: 1 } } } as unknown as PopupData;
    render(<Popup widget={makeWidget('popup', data)} ctx={ctx} />);
    expect(screen.getByRole('dialog', { name: 'Before you go…' })).toBeTruthy();
  });

  it('localizes its texts', () => {
    const { ctx, push } = withVisitorBus({ language: 'it-IT' });
    const data = { localization: { languages: { 'it-IT': { title: 'Aspetta!', closeText: 'No grazie' } } } } as unknown as PopupData;
    render(<Popup widget={makeWidget('popup', data)} ctx={ctx} />);
    push({ hasExitIntent: true });
    expect(screen.getByRole('dialog', { name: 'Aspetta!' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'No grazie' })).toBeTruthy();
  });
});
