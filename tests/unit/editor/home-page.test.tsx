// @vitest-environment happy-dom
// Home: the widget list through the instances call (search, type filter, paging), create from a type,
// duplicate, rename and delete with confirmation.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage, PAGE_SIZE } from '../../../frame/editor/home/home-page';
import { fakeServer, ok } from './fake-server';
import { renderInBuilder } from './render-builder';

afterEach(cleanup);

const widgets = Array.from({ length: 30 }, (_, i) => ({ guid: `w${i}`, type: i % 2 ? 'form' : 'audio_player', name: `Widget ${i}` }));

function start() {
  const navigated: string[] = [];
  const server = fakeServer({
    'GET /nindo/api/apps': () => ok({ docs: [{ type: 'form', name: 'Form' }, { type: 'audio_player', name: 'Audio player' }] }),
    'GET /api/v1/plugin/instances': (c) => {
      const page = Number(c.query.get('page'));
      const limit = Number(c.query.get('limit'));
      const list = widgets.filter((w) => (!c.query.get('pluginType') || w.type === c.query.get('pluginType')) && (!c.query.get('search') || w.name.includes(c.query.get('search')!)));
      return ok({ docs: list.slice((page - 1) * limit, page * limit), total: list.length });
    },
    'POST /api/v1/plugin/': (c) => ok({ guid: 'new1', type: c.query.get('pluginType'), name: (c.body as { name: string }).name, data: {} }),
    'DELETE /api/v1/plugin/:id': () => ok(null),
    'POST /api/v1/plugin/:id/duplicate': () => ok({ guid: 'dup' }),
  });
  renderInBuilder(<HomePage />, server.api, navigated);
  return { server, navigated };
}

const instanceCalls = (s: ReturnType<typeof start>['server']) => s.calls.filter((c) => c.path === '/api/v1/plugin/instances');

describe('home page', () => {
  it('lists the first page and pages through the instances call', async () => {
    const { server } = start();
    await screen.findByText('Widget 0');
    expect(document.querySelectorAll('.widget-card')).toHaveLength(PAGE_SIZE);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText(`Widget ${PAGE_SIZE}`);
    expect(instanceCalls(server).at(-1)!.query.get('page')).toBe('2');
  });

  it('filters by type and searches by name', async () => {
    const { server } = start();
    await screen.findByText('Widget 0');
    const type = screen.getByLabelText('Type') as HTMLSelectElement;
    type.value = 'form';
    type.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(instanceCalls(server).at(-1)!.query.get('pluginType')).toBe('form'));
    fireEvent.input(screen.getByLabelText('Search'), { target: { value: 'Widget 1' } });
    await waitFor(() => expect(instanceCalls(server).at(-1)!.query.get('search')).toBe('Widget 1'));
    await waitFor(() => expect(screen.queryByText('Widget 0')).toBeNull());
  });

  it('creates a widget from a type and opens it in the editor', async () => {
    const { server, navigated } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Create widget' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Audio player' }));
    await waitFor(() => expect(navigated).toEqual(['/editor/new1']));
    const post = server.calls.find((c) => c.method === 'POST')!;
    expect(post.query.get('pluginType')).toBe('audio_player');
    expect(post.body).toMatchObject({ name: 'My Widget', projectId: null, privacy: 'public', status: 'published', modelVersion: 1 });
  });

  it('deletes only after confirming', async () => {
    const { server } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Widget 0' }));
    expect(screen.getByRole('dialog', { name: 'Delete widget' })).toBeTruthy();
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Widget 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete widget' }));
    await waitFor(() => expect(server.calls.find((c) => c.method === 'DELETE')!.path).toBe('/api/v1/plugin/w0'));
  });

  it('duplicates through the duplicate call', async () => {
    const { server } = start();
    fireEvent.click(await screen.findByRole('button', { name: 'Duplicate Widget 0' }));
    await waitFor(() => expect(server.calls.some((c) => c.path === '/api/v1/plugin/w0/duplicate')).toBe(true));
  });
});
