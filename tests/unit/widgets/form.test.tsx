// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import formModule from '../../../frame/widgets/form/index';
import { descriptionFontSize } from '../../../frame/widgets/form/FormWidget';
import { fieldError } from '../../../frame/widgets/form/validate';
import { formDefaults, type FormData } from '../../../shared/widgets/form';
import { json, startServer } from './local-server';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

// Loopback round trips on a busy 2-core machine can exceed the 1 s default.
const SLOW = { timeout: 5000 };

afterEach(cleanup);
const Form = formModule.Widget;

describe('form widget', () => {
  it('renders the default fields with labels when data is empty', () => {
    const { ctx } = makeCtx();
    render(<Form widget={makeWidget('form', {} as FormData)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Contact us' })).toBeTruthy();
    expect(screen.getByLabelText(/^Name/)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send' })).toBeTruthy();
  });

  it('shows inline required and format messages and focuses the first invalid field', async () => {
    const { ctx, rec } = makeCtx();
    render(<Form widget={makeWidget('form', {} as FormData)} ctx={ctx} />);
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText(/^Name/);
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThan(0);
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(name);
    expect(rec.hostEvents).toEqual([]);
  });

  it.each([
    ['phone', 'abc', 'phone'],
    ['phone', '+1234567890', null],
    ['number', '5', 'max'],
    ['date', '2024-13-45', 'date'],
    ['select', 'Nope', 'option'],
  ] as const)('validates %s value %s as %s', (type, value, code) => {
    const f = { id: 'x', type, label: 'X', max: 3, options: ['A'] } as const;
    expect(fieldError({ ...f, options: ['A'] }, value)?.code ?? null).toBe(code);
  });

  it('maps SPEC §5 description font sizes', () => {
    expect([descriptionFontSize('small'), descriptionFontSize('medium'), descriptionFontSize('large'), descriptionFontSize(18)]).toEqual(['0.86rem', '0.93rem', '1rem', '18px']);
  });

  it('submits to the server, emits a submit host event and shows the success message', async () => {
    let got: { url?: string; body?: any } = {};
    const srv = await startServer((req, body, res) => {
      got = { url: req.url, body: JSON.parse(body) };
      json(res, 201, { success: true, data: { id: 's1' } });
    });
    try {
      const { ctx, rec } = makeCtx({ appUrl: srv.url });
      const data: FormData = { ...formDefaults, fields: [{ id: 'email', type: 'email', label: 'Email', required: true }] };
      render(<Form widget={makeWidget('form', data, 'wid-9')} ctx={ctx} />);
      fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'a@b.co' } });
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
      await screen.findByText('Thank you! Your message was sent.', {}, SLOW);
      expect(got.url).toBe('/api/v1/forms/wid-9/submissions');
      expect(got.body).toMatchObject({ data: { email: 'a@b.co' }, honeypot: '' });
      expect(rec.hostEvents).toEqual([{ type: 'submit', data: { submissionId: 's1' } }]);
    } finally {
      await srv.close();
    }
  });

  it('shows the price, then the payment step with a link to the checkout page, then the success message once paid', async () => {
    const asked: string[] = [];
    let paid = false;
    const srv = await startServer((req, _body, res) => {
      if (req.method === 'POST') {
        return json(res, 201, { success: true, data: { id: 's2', payment: { provider: 'stripe', url: 'https://checkout.stripe.test/c/pay/cs_1', amount: 2550, currency: 'USD', status: 'pending' } } });
      }
      asked.push(req.url ?? '');
      json(res, 200, { success: true, data: { status: paid ? 'paid' : 'pending' } });
    });
    try {
      const { ctx, rec } = makeCtx({ appUrl: srv.url });
      const data: FormData = { ...formDefaults, fields: [{ id: 'n', type: 'text', label: 'N' }], payment: { enabled: true, amount: 25.5, currency: 'USD', itemName: 'Seat' } };
      render(<Form widget={makeWidget('form', data, 'wid-7')} ctx={ctx} />);
      expect(screen.getByText('$25.50').closest('p')?.textContent).toBe('Price: $25.50');
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
      const link = await screen.findByRole('link', { name: 'Pay $25.50' }, SLOW);
      expect(link.getAttribute('href')).toBe('https://checkout.stripe.test/c/pay/cs_1');
      expect(link.getAttribute('target')).toBe('_blank');
      expect(screen.getByRole('status').textContent).toContain('Pay $25.50 with Stripe');
      expect(rec.hostEvents).toEqual([{ type: 'submit', data: { submissionId: 's2', payment: 'pending' } }]);
      expect(screen.queryByText('Thank you! Your message was sent.')).toBeNull();
      // The visitor comes back to the tab: the widget asks at once, and again every 3 s.
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(asked).toEqual(['/api/v1/forms/wid-7/submissions/s2/payment']), SLOW);
      paid = true;
      document.dispatchEvent(new Event('visibilitychange'));
      await screen.findByText('Thank you! Your message was sent.', {}, SLOW);
    } finally {
      await srv.close();
    }
  });

  it('shows the server message inside the widget when the submission fails', async () => {
    const srv = await startServer((_req, _b, res) => json(res, 400, { success: false, message: 'Too many submissions.' }));
    try {
      const { ctx } = makeCtx({ appUrl: srv.url });
      const data: FormData = { ...formDefaults, fields: [{ id: 'n', type: 'text', label: 'N' }] };
      render(<Form widget={makeWidget('form', data)} ctx={ctx} />);
      fireEvent.submit(screen.getByRole('button', { name: 'Send' }).closest('form')!);
      expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('Too many submissions.');
    } finally {
      await srv.close();
    }
  });

  it('uses the visitor language texts and falls back to the default language', () => {
    const { ctx } = makeCtx({ language: 'de_de' });
    const data = { localization: { defaultLanguage: 'en-US', languages: { 'de-DE': { title: 'Kontakt', submitText: 'Senden' }, 'en-US': { 'field.name.label': 'Full name' } } } };
    render(<Form widget={makeWidget('form', data as unknown as FormData)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Kontakt' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Senden' })).toBeTruthy();
    expect(screen.getByLabelText(/^Full name/)).toBeTruthy();
  });

  it('renders right-to-left for Arabic and Hebrew', () => {
    const { ctx } = makeCtx({ language: 'he-IL' });
    const { container } = render(<Form widget={makeWidget('form', {} as FormData)} ctx={ctx} />);
    expect(container.querySelector('.tw-root')?.getAttribute('dir')).toBe('rtl');
  });

  it('shows a clear message when the form has no fields', () => {
    const { ctx } = makeCtx();
    render(<Form widget={makeWidget('form', { fields: [] } as unknown as FormData)} ctx={ctx} />);
    expect(screen.getByRole('alert').textContent).toContain('This form has no fields yet.');
  });
});
