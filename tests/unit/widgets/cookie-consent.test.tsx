// @vitest-environment happy-dom
// The consent banner: shown only while the visitor has not chosen (known after the handshake), Accept and
// Reject as buttons of the same weight, the choice handed to the loader, and always shown in the builder.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/cookie-consent/index';
import { CONSENT_SETTINGS_ACTION } from '../../../shared/bridge/consent-settings';
import { cookieConsentDefaults, type CookieConsentData } from '../../../shared/widgets/cookie-consent';
import type { WidgetContext } from '../../../frame/widgets/types';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Widget = module.Widget;
const show = async (over: Partial<CookieConsentData> = {}, ctxOver: Partial<WidgetContext> = {}) => {
  const { ctx, rec } = makeCtx({ consentChoice: null, ...ctxOver });
  render(<Widget widget={makeWidget('cookie_consent', { ...cookieConsentDefaults, ...over })} ctx={ctx} />);
  await act(async () => {});
  return rec;
};
const choices = (rec: Awaited<ReturnType<typeof show>>) => rec.log.filter((l) => l.kind === 'consentChosen').map((l) => l.arg);

describe('cookie consent banner', () => {
  it('asks a visitor who has not chosen, with Reject as plain as Accept, and hands the choice to the loader', async () => {
    const rec = await show({ policyUrl: 'https://shop.example/privacy' });
    const region = screen.getByRole('region', { name: 'We value your privacy' });
    const [reject, accept] = screen.getAllByRole('button');
    expect([reject!.textContent, accept!.textContent]).toEqual(['Reject all', 'Accept all']);
    expect(reject!.className).toBe(accept!.className);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://shop.example/privacy');
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom', state: 'expanded' });
    reject!.click();
    await act(async () => {});
    expect(choices(rec)).toEqual([{ granted: false }]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'reject' }]);
    expect(region.isConnected).toBe(false);
    expect(rec.global.at(-1)).toMatchObject({ state: 'hidden', height: 0 });
  });

  it('stays hidden for a visitor whose choice is known, and waits for the handshake to know it', async () => {
    let ready!: () => void;
    const { ctx, rec } = makeCtx({ consentChoice: true });
    ctx.store.ready = new Promise<void>((r) => (ready = r));
    render(<Widget widget={makeWidget('cookie_consent', cookieConsentDefaults)} ctx={ctx} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    await act(async () => ready());
    expect(screen.queryByRole('region')).toBeNull();
    expect(rec.global.every((g) => (g as { state: string }).state === 'hidden')).toBe(true);
  });

  it('comes back when the site\'s "Cookie settings" link asks, to change the answer', async () => {
    const { ctx, rec, dispatch } = makeCtx({ consentChoice: true });
    render(<Widget widget={makeWidget('cookie_consent', cookieConsentDefaults)} ctx={ctx} />);
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    dispatch({ type: 'other', from: 'host' });
    await act(async () => {});
    expect(screen.queryByRole('region')).toBeNull();
    dispatch({ type: CONSENT_SETTINGS_ACTION, from: 'host' });
    await act(async () => {});
    screen.getByRole('button', { name: 'Reject all' }).click();
    await act(async () => {});
    expect(choices(rec)).toEqual([{ granted: false }]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows in the builder whatever was chosen, and a press there decides nothing', async () => {
    const rec = await show({ showReject: false, position: 'bottom-left' }, { mode: 'preview', consentChoice: true });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Accept all']);
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom-left', state: 'expanded' });
    screen.getByRole('button', { name: 'Accept all' }).click();
    await act(async () => {});
    expect(choices(rec)).toEqual([]);
    expect(screen.getByRole('region')).toBeTruthy();
  });

  it('leaves out a policy link that is not http(s)', async () => {
    await show({ policyUrl: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
