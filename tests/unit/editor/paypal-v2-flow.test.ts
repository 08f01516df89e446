// SPEC §4 "PayPal v2 connect" step by step against a fake API and fake timers.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaypalV2Flow, type PaypalPhase } from '../../../frame/editor/integrations/paypal-v2-flow';
import { fakeServer, ok } from './fake-server';

afterEach(() => vi.useRealTimers());

function setup(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(routes);
  const phases: PaypalPhase[] = [];
  const errors: string[] = [];
  const popup = { closed: false, close: vi.fn() };
  const opened: { url: string; features: string }[] = [];
  const flow = new PaypalV2Flow({
    api: server.api,
    widgetId: 'w1',
    platform: 'website',
    pageQuery: { projectId: 'p1' },
    openPopup: (url, features) => (opened.push({ url, features }), popup as unknown as Window),
    onPhase: (p) => phases.push(p),
    onError: (m) => errors.push(m),
  });
  return { server, phases, errors, popup, opened, flow };
}

describe('PayPal v2 connect flow', () => {
  it('shows "Cannot create url." when the sign-up url request gets no usable answer', async () => {
    const t = setup({ 'POST /api/apps/payments/paypal-v2/get-signup-url': () => ok({}) });
    await t.flow.start();
    expect(t.errors).toEqual(['Cannot create url.']);
    expect(t.phases).toEqual(['loading', 'idle']);
    expect(t.opened).toHaveLength(0);
  });

  it('shows the server message on a non-200 answer', async () => {
    const t = setup({ 'POST /api/apps/payments/paypal-v2/get-signup-url': () => ({ status: 502, body: { success: false, data: null, message: 'PayPal is unreachable.' } }) });
    await t.flow.start();
    expect(t.errors).toEqual(['PayPal is unreachable.']);
  });

  it('opens a 600x600 popup, then on CN_INTEGRATION_AUTH_DONE closes it and polls every 3 s until active', async () => {
    vi.useFakeTimers();
    let polls = 0;
    const t = setup({
      'POST /api/apps/payments/paypal-v2/get-signup-url': () => ok({ url: 'https://paypal.test/signup?x=1' }),
      'GET /api/v1/plugin/w1/integrations': () => ok([{ id: 'i1', type: 'paypal-v2', isActive: ++polls >= 3, values: {}, secrets: {} }]),
      'POST /api/apps/payments/paypal-v2/get-signup-status': () => ok(null),
    });
    await t.flow.start();
    const req = t.server.calls[0]!;
    expect(req.query.get('projectId')).toBe('p1');
    expect(req.body).toMatchObject({ widgetId: 'w1', platform: 'website' });
    expect(t.opened[0]!.url).toBe('https://paypal.test/signup?x=1');
    expect(t.opened[0]!.features).toMatch(/width=600,height=600/);
    t.flow.onMessage({ type: 'CN_INTEGRATION_AUTH_DONE', merchantId: 'M123' });
    expect(t.popup.close).toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    const status = t.server.calls.filter((c) => c.path.endsWith('get-signup-status'));
    expect(status).toHaveLength(1);
    expect(status[0]!.body).toMatchObject({ widgetId: 'w1', merchantId: 'M123' });
    await vi.advanceTimersByTimeAsync(2999);
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(3000);
    expect(polls).toBe(3);
    expect(t.phases.at(-1)).toBe('connected');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(polls).toBe(3);
  });

  it('ignores messages that are not the auth-done message', async () => {
    const t = setup({ 'POST /api/apps/payments/paypal-v2/get-signup-url': () => ok({ url: 'https://paypal.test/s' }) });
    await t.flow.start();
    t.flow.onMessage({ type: 'SOMETHING_ELSE' });
    expect(t.popup.close).not.toHaveBeenCalled();
    expect(t.phases).toEqual(['loading', 'popup']);
  });
});
