// @vitest-environment happy-dom
// Publish (embed code, slug, one-time links, custom domain TXT record + verify) and Insights (charts from
// the analytics call, submissions table, counters and the CSV export link).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { InsightsSection } from '../../../frame/editor/sections/insights-section';
import { PublishSection } from '../../../frame/editor/sections/publish-section';
import { EditorStore } from '../../../frame/editor/workspace/editor-store';
import { fakeServer, ok } from './fake-server';
import { EditorHarness, renderInBuilder, sampleDoc } from './render-builder';

afterEach(cleanup);

describe('publish section', () => {
  it('shows the embed snippet, saves a slug, makes one-time links and walks the custom domain through verify', async () => {
    let verified = false;
    const server = fakeServer({
      'GET /api/v1/plugin/w1/custom-domain': () => ok([]),
      'POST /api/v1/plugin/w1/custom-domain': (c) => ok({ domain: (c.body as { domain: string }).domain, verified: false, txtRecord: { type: 'TXT', names: ['_tessera.shop.example.com'], value: 'tessera-verify=abc' } }),
      'POST /api/v1/plugin/w1/custom-domain/verify': () => ok({ domain: 'shop.example.com', verified: (verified = true), txtRecord: { names: ['x'], value: 'y' } }),
      'PUT /api/v1/plugin/w1/update-slug': (c) => ok({ slug: (c.body as { slug: string }).slug }),
      'GET /api/v1/plugin/w1/one-time-slug': () => ok({ slug: 'tmp123', url: 'http://app.test/t/tmp123' }),
      'POST /api/v1/plugin/w1/one-time-slug/:slug/delete': () => ok({}),
    });
    renderInBuilder(
      <EditorHarness store={new EditorStore(sampleDoc())}>
        <PublishSection />
      </EditorHarness>,
      server.api,
    );
    expect((document.getElementById('embed-code') as HTMLTextAreaElement).value).toBe('<script src="http://app.test/loader.js" async></script>\n<div data-tessera-widget="w1"></div>');
    expect((document.getElementById('embed-placeholder') as HTMLTextAreaElement).value).toBe('<div data-tessera-widget="w1"></div>');
    fireEvent.click(screen.getByRole('tab', { name: 'Shopify' }));
    expect(screen.getByText(/Custom Liquid/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'http://app.test/viewer/w1' })).toBeTruthy();

    fireEvent.input(screen.getByLabelText('Slug'), { target: { value: 'My-Form' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save slug' }));
    await screen.findByText('Slug saved.');
    expect(server.calls.find((c) => c.method === 'PUT')!.body).toEqual({ slug: 'my-form' });

    fireEvent.click(screen.getByRole('button', { name: 'Create one-time link' }));
    await screen.findByText('http://app.test/t/tmp123');

    fireEvent.input(screen.getByLabelText('Domain'), { target: { value: 'shop.example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add domain' }));
    await screen.findByText('tessera-verify=abc');
    expect(screen.getByText('_tessera.shop.example.com')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByText('Domain verified.');
    expect(verified).toBe(true);
  });
});

describe('insights section', () => {
  it('charts impressions, views and engagement and lists form submissions with counters and CSV export', async () => {
    const days = [
      { day: '2026-11-20', counts: { IMPRESSION: 5, VIEW: 3 } },
      { day: '2026-11-21', counts: { IMPRESSION: 7, VIEW: 4 } },
    ];
    const server = fakeServer({
      'GET /api/v1/plugin/w1/analytics': (c) =>
        ok(c.query.get('groupType') === 'engagement' ? { days: [{ day: '2026-11-21', counts: { click: 2, hover: 1 } }], totals: {} } : { days, totals: {} }),
      'GET /api/v1/plugin/w1/submissions': () =>
        ok({ docs: [{ id: 's1', createdAt: Date.UTC(2026, 10, 21), data: { name: 'Ada', email: 'ada@example.com' } }], total: 1, counters: { total: 1, unread: 1, last24h: 1, last7d: 1 } }),
    });
    renderInBuilder(
      <EditorHarness store={new EditorStore(sampleDoc())} type="form">
        <InsightsSection />
      </EditorHarness>,
      server.api,
    );
    await screen.findByRole('img', { name: 'Impressions per day, 12 in total' });
    expect(screen.getByRole('img', { name: 'Views per day, 7 in total' })).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('img', { name: 'Engagement per day, 3 in total' })).toBeTruthy());
    await screen.findByText('ada@example.com');
    expect(screen.getByText('Unread:')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('http://app.test/api/v1/plugin/w1/submissions/export.csv');
  });
});

describe('insights: form submissions as the owner reads them', () => {
  it("heads each column with the field's label, shows ticked boxes as Yes and the page path, deletes one after asking, and says when a chart has nothing", async () => {
    let docs = [
      { id: 's1', createdAt: Date.UTC(2026, 10, 21), pageUrl: 'https://shop.example/contact?ref=ad', data: { email: 'ada@example.com', name: 'Ada', consent: true, extra: 'kept' } },
      { id: 's2', createdAt: Date.UTC(2026, 10, 22), data: { name: 'Bo', consent: false } },
    ];
    const server = fakeServer({
      'GET /api/v1/plugin/w1/analytics': (c) => ok({ days: c.query.get('groupType') ? [] : [{ day: '2026-11-21', counts: { IMPRESSION: 2 } }], totals: {} }),
      'GET /api/v1/plugin/w1/submissions': () => ok({ docs, total: docs.length, counters: { total: docs.length } }),
      'DELETE /api/v1/plugin/w1/submissions/:id': (c) => ((docs = docs.filter((d) => !c.path.endsWith(`/${d.id}`))), ok({ id: 's1' })),
    });
    const fields = [
      { id: 'name', type: 'text', label: 'Your name' },
      { id: 'email', type: 'email', label: 'Email address' },
      { id: 'consent', type: 'consent', label: 'Consent' },
    ];
    renderInBuilder(
      <EditorHarness store={new EditorStore(sampleDoc({ fields }))} type="form">
        <InsightsSection />
      </EditorHarness>,
      server.api,
    );
    await screen.findByText('ada@example.com');
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Received', 'Your name', 'Email address', 'Consent', 'extra', 'Page', 'Actions']);
    const first = [...document.querySelectorAll('tbody tr')].find((tr) => tr.textContent!.includes('Ada'))!;
    expect([...first.querySelectorAll('td')].slice(1, 6).map((td) => td.textContent)).toEqual(['Ada', 'ada@example.com', 'Yes', 'kept', '/contact?ref=ad']);
    // Views and engagement had none: said in words, not an empty chart.
    expect(screen.getAllByText('None in these 30 days yet.')).toHaveLength(2);

    fireEvent.click(first.querySelector('button')!);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete', exact: true } as never));
    await waitFor(() => expect(screen.queryByText('ada@example.com')).toBeNull());
    expect(server.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/plugin/w1/submissions/s1')).toBe(true);
    expect(screen.getByText('Bo')).toBeTruthy();
  });
});
