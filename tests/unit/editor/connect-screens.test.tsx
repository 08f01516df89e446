// @vitest-environment happy-dom
// Every integration kind's connect screen, generated from the catalogue (SPEC §3 table, §5 rules).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { GA_TAG_ID_LABELS, GA_TAG_ID_PLACEHOLDERS, getIntegrationKind, INTEGRATION_KINDS, type IntegrationKind } from '../../../shared/integrations';
import { GOOGLE_DRIVE_UNAVAILABLE } from '../../../shared/rules/errors';
import { ConnectScreen } from '../../../frame/editor/integrations/connect-screen';
import type { IntegrationRecord } from '../../../frame/editor/api/integrations-api';
import { fakeServer, ok } from './fake-server';
import { renderInBuilder } from './render-builder';

afterEach(cleanup);

function show(kind: IntegrationKind, existing?: IntegrationRecord, saved: unknown[] = [], widgetType = 'form') {
  const server = fakeServer({
    'GET /api/v1/plugin/instances': () => ok({ docs: [{ guid: 'form-1', type: 'form', name: 'Contact form' }], total: 1 }),
    'POST /api/v1/plugin/w1/integrations': (c) => ok({ id: 'i1', type: kind.key, isActive: true, values: c.body, secrets: {} }),
    'PUT /api/v1/plugin/w1/integrations/:id': (c) => ok({ id: 'i1', type: kind.key, isActive: true, values: c.body, secrets: {} }),
  });
  renderInBuilder(<ConnectScreen kind={kind} widgetId="w1" widgetType={widgetType} existing={existing} onSaved={(r) => saved.push(r)} />, server.api);
  return server;
}

const control = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`);

describe('connect screens from the catalogue', () => {
  for (const kind of INTEGRATION_KINDS) {
    it(`${kind.key}: shows what the catalogue says`, () => {
      show(kind);
      if (kind.disabled) {
        expect(screen.getByRole('note').textContent).toBe(kind.disabled.message);
        expect(document.querySelector('form')).toBeNull();
        return;
      }
      if (kind.auth === 'popup-signup') {
        expect(screen.getByRole('button', { name: 'Connect PayPal' })).toBeTruthy();
        return;
      }
      if (kind.auth === 'oauth') expect(screen.getByRole('button', { name: `Connect with ${kind.label}` })).toBeTruthy();
      const fields = kind.personalToken ? [...kind.fields, kind.personalToken] : kind.fields;
      for (const f of fields) {
        const el = control(f.name);
        expect(el, f.name).toBeTruthy();
        // Every control has an accessible name.
        expect(el!.labels?.length || el!.closest('label'), f.name).toBeTruthy();
        if (f.secret) expect(el!.getAttribute('type'), f.name).toBe('password');
      }
    });
  }

  it('google-drive shows the SPEC §8 message', () => {
    show(getIntegrationKind('google-drive')!);
    expect(screen.getByText(GOOGLE_DRIVE_UNAVAILABLE)).toBeTruthy();
  });

  it('google-analytics tagId label and placeholder follow the tag type', async () => {
    show(getIntegrationKind('google-analytics')!);
    for (const t of ['ua', 'gtag', 'ga4'] as const) {
      const sel = control('tagType') as unknown as HTMLSelectElement;
      sel.value = t;
      sel.dispatchEvent(new Event('change', { bubbles: true }));
      await waitFor(() => {
        expect(screen.getByLabelText(GA_TAG_ID_LABELS[t])).toBeTruthy();
        expect(control('tagId')!.placeholder).toBe(GA_TAG_ID_PLACEHOLDERS[t]);
      });
    }
  });

  it('zendesk shows the https:// prefix and .zendesk.com suffix around the account name', () => {
    show(getIntegrationKind('zendesk')!);
    const wrap = control('accountName')!.parentElement!;
    expect(wrap.textContent).toBe('https://.zendesk.com');
  });

  it('twilio numbers show the +1234567890 pattern and reject other formats', async () => {
    show(getIntegrationKind('twilio')!);
    expect(control('toNumber')!.placeholder).toBe('+1234567890');
    fireEvent.input(control('toNumber')!, { target: { value: '555-1234' } });
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(control('toNumber')!.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById('int-toNumber-error')!.textContent).toMatch(/\+1234567890/);
  });

  it('csv: a bad URL gets a field error and nothing is sent; a good one is posted with its type', async () => {
    const saved: unknown[] = [];
    const server = show(getIntegrationKind('csv')!, undefined, saved);
    fireEvent.input(control('url')!, { target: { value: 'not a url' } });
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(document.getElementById('int-url-error')).toBeTruthy());
    expect(server.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.input(control('url')!, { target: { value: 'https://data.example.com/items.csv' } });
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(saved).toHaveLength(1));
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ url: 'https://data.example.com/items.csv', type: 'csv', componentId: 'w1' });
  });

  it('a saved secret is never shown, and an empty secret input keeps it on save', async () => {
    const existing: IntegrationRecord = { id: 'i9', type: 'stripe', isActive: true, values: { publishableKey: 'pk_live_1' }, secrets: { privateKey: { isSet: true, last4: '4242' } } };
    const server = show(getIntegrationKind('stripe')!, existing);
    expect(control('privateKey')!.value).toBe('');
    expect(screen.getByText(/ending in 4242/)).toBeTruthy();
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({ publishableKey: 'pk_live_1' });
  });

  it('the product form integration picks one of the owner\'s form widgets', async () => {
    show(getIntegrationKind('tessera-form')!);
    await waitFor(() => expect(screen.getByRole('option', { name: 'Contact form' })).toBeTruthy());
  });

  it('required fields left empty each get their own error', async () => {
    show(getIntegrationKind('mysql')!);
    fireEvent.submit(document.querySelector('form')!);
    await waitFor(() => expect(document.querySelectorAll('.field-error').length).toBe(4));
  });
});

describe('OAuth connect popup', () => {
  it('opens the start address and finishes on CN_INTEGRATION_AUTH_DONE from our origin, showing a failure message', async () => {
    const opened: string[] = [];
    const popup = { close() {} };
    window.open = ((url: string) => (opened.push(url), popup)) as typeof window.open;
    const saved: unknown[] = [];
    show(getIntegrationKind('notion')!, undefined, saved);
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Notion' }));
    expect(opened).toEqual(['http://app.test/api/v1/plugin/w1/integrations/oauth/notion/start']);
    window.dispatchEvent(new MessageEvent('message', { origin: 'https://evil.test', data: { type: 'CN_INTEGRATION_AUTH_DONE', kind: 'notion' } }));
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: 'CN_INTEGRATION_AUTH_DONE', kind: 'notion', error: { code: 'DENIED', message: 'You declined access.' } } }));
    await screen.findByText('You declined access.');
    expect(saved).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Connect with Notion' }));
    window.dispatchEvent(new MessageEvent('message', { origin: location.origin, data: { type: 'CN_INTEGRATION_AUTH_DONE', kind: 'notion' } }));
    await waitFor(() => expect(saved).toHaveLength(1));
  });
});

describe('what connecting does for the widget', () => {
  it.each([
    ['mailchimp', 'form', 'Adds each person who leaves their email in this form or chat to your first Mailchimp audience. Nobody who leaves a consent box of the form unticked is added.'],
    ['csv', 'image_gallery', 'Fills the gallery with the pictures of this source: each row with an image, with its title and link.'],
    ['csv', 'form', 'Nothing in this widget uses CSV yet: its settings are kept, but change nothing for visitors.'],
    ['notion', 'image_gallery', 'Fills the gallery with the pictures of the database you pick in Content, with their names.'],
    ['google-calendar', 'event_list', 'Fills the event list with the upcoming events of one of your calendars (picked in Content), except those marked private.'],
    ['notion', 'form', 'Nothing in this widget uses Notion yet: its settings are kept, but change nothing for visitors.'],
    ['stripe', 'image_gallery', 'Nothing in this widget uses Stripe yet: its settings are kept, but change nothing for visitors.'],
  ])('%s on a %s says so', (key, type, text) => {
    show(getIntegrationKind(key)!, undefined, [], type);
    expect(document.querySelector('.connect-does, .connect-unused')?.textContent).toBe(text);
  });
});
