// @vitest-environment happy-dom
// The consent banner: shown only while the visitor has not chosen (known after the handshake), Accept and
// Reject as buttons of the same weight, the choice handed to the loader, and always shown in the builder.
import { act, cleanup, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/cookie-consent/index';
import { CONSENT_SETTINGS_ACTION } from '../../../shared/bridge/consent-settings';
import { consentOf, cookieConsentDefaults, type CookieConsentData } from '../../../shared/widgets/cookie-consent';
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
    const [reject, customize, accept] = screen.getAllByRole('button');
    expect([reject!.textContent, customize!.textContent, accept!.textContent]).toEqual(['Reject all', 'Customize', 'Accept all']);
    expect(new Set([reject!.className, customize!.className, accept!.className]).size).toBe(1);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('https://shop.example/privacy');
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom', state: 'expanded' });
    reject!.click();
    await act(async () => {});
    expect(choices(rec)).toEqual([{ granted: false, categories: { analytics: false, marketing: false } }]);
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
    expect(choices(rec)).toEqual([{ granted: false, categories: { analytics: false, marketing: false } }]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows in the builder whatever was chosen, and a press there decides nothing', async () => {
    const rec = await show({ showReject: false, position: 'bottom-left', categories: [] }, { mode: 'preview', consentChoice: true });
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

  it('Customize: each kind offered is a switch, off until turned on, and Save hands over the answer per kind', async () => {
    const rec = await show({ categories: ['functional', 'analytics', 'marketing'] });
    screen.getByRole('button', { name: 'Customize' }).click();
    await act(async () => {});
    const switches = screen.getAllByRole('switch') as HTMLInputElement[];
    // Named by the kind alone, described by what it is for.
    expect(screen.getByRole('switch', { name: 'Marketing' }).getAttribute('aria-describedby')).toBe('tw-kind-marketing-text');
    expect(document.getElementById('tw-kind-marketing-text')!.textContent).toBe(cookieConsentDefaults.marketingText);
    expect(switches.map((s) => [s.labels?.[0]?.textContent, s.checked, s.disabled])).toEqual([
      ['Strictly necessary', true, true], ['Functional', false, false], ['Analytics', false, false], ['Marketing', false, false],
    ]);
    // The keyboard is where the choice is: on the first switch that can change.
    expect(document.activeElement).toBe(switches[1]);
    expect(screen.getByRole('group', { name: 'Customize' })).toBeTruthy();
    switches[2]!.click();
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Customize' })).toBeNull();
    screen.getByRole('button', { name: 'Save my choices' }).click();
    await act(async () => {});
    // Analytics on: Tessera's own visitor counts may run; the rest stays off.
    expect(choices(rec)).toEqual([{ granted: true, categories: { functional: false, analytics: true, marketing: false } }]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'save' }]);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('Customize opened again from the site\'s settings link starts from the answer given before', async () => {
    const { ctx, rec, dispatch } = makeCtx({ consentChoice: false, consentCategories: { analytics: false, marketing: true } });
    render(<Widget widget={makeWidget('cookie_consent', cookieConsentDefaults)} ctx={ctx} />);
    await act(async () => {});
    dispatch({ type: CONSENT_SETTINGS_ACTION, from: 'host' });
    await act(async () => {});
    screen.getByRole('button', { name: 'Customize' }).click();
    await act(async () => {});
    expect((screen.getAllByRole('switch') as HTMLInputElement[]).map((s) => s.checked)).toEqual([true, false, true]);
    screen.getByRole('button', { name: 'Accept all' }).click();
    await act(async () => {});
    expect(choices(rec)).toEqual([{ granted: true, categories: { analytics: true, marketing: true } }]);
  });

  it('offers no Customize when the owner lists no kinds, and Accept is then the plain answer', async () => {
    const rec = await show({ categories: [] });
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Reject all', 'Accept all']);
    screen.getByRole('button', { name: 'Accept all' }).click();
    await act(async () => {});
    expect(choices(rec)).toEqual([{ granted: true }]);
  });

  it('names the kinds in the visitor’s language', async () => {
    await show({ localization: { languages: { fr: { customizeText: 'Personnaliser', analyticsLabel: 'Mesure d’audience' } } } as CookieConsentData['localization'] }, { language: 'fr' });
    screen.getByRole('button', { name: 'Personnaliser' }).click();
    await act(async () => {});
    expect(screen.getByText('Mesure d’audience')).toBeTruthy();
  });
});

describe('consentOf: the site’s answer from the answer per kind', () => {
  it.each([
    ['analytics on, marketing off', ['analytics', 'marketing'], { analytics: true }, true, { analytics: true, marketing: false }],
    ['analytics off, marketing on', ['analytics', 'marketing'], { marketing: true }, false, { analytics: false, marketing: true }],
    ['no analytics offered, all on', ['functional', 'marketing'], { functional: true, marketing: true }, true, { functional: true, marketing: true }],
    ['no analytics offered, one off', ['functional', 'marketing'], { functional: true }, false, { functional: true, marketing: false }],
    ['a kind not offered is left out', ['analytics'], { analytics: true, marketing: true }, true, { analytics: true }],
  ] as const)('%s', (_name, offered, picked, granted, categories) => {
    expect(consentOf(offered, picked)).toEqual({ granted, categories });
  });
});
