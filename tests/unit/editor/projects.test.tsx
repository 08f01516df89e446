// @vitest-environment happy-dom
// Projects as folders on the home page, kept by the server (/api/v1/projects): list with counts, create
// (then the widget list filters by it and new widgets go in it), rename, and delete after confirmation
// (the widgets stay, in no project).
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { HomePage } from '../../../frame/editor/home/home-page';
import { fakeServer, ok } from './fake-server';
import { renderInBuilder } from './render-builder';

afterEach(cleanup);

function start() {
  const s = {
    projects: [{ id: 'p1', name: 'Shop', widgetCount: 1 }],
    widgets: [
      { guid: 'w1', type: 'form', name: 'Contact', projectId: 'p1' },
      { guid: 'w2', type: 'form', name: 'Survey', projectId: null as string | null },
    ],
  };
  const server = fakeServer({
    'GET /nindo/api/apps': () => ok({ docs: [{ type: 'form', name: 'Form' }] }),
    'GET /api/v1/plugin/instances': (c) => {
      const p = c.query.get('projectId');
      const list = s.widgets.filter((w) => !p || w.projectId === p);
      return ok({ docs: list, total: list.length });
    },
    'GET /api/v1/projects': () => ok({ items: s.projects.map((p) => ({ ...p, widgetCount: s.widgets.filter((w) => w.projectId === p.id).length })), total: s.projects.length }),
    'POST /api/v1/projects': (c) => {
      const p = { id: `p${s.projects.length + 1}`, name: (c.body as { name: string }).name, widgetCount: 0 };
      s.projects.push(p);
      return { status: 201, body: { success: true, data: p } };
    },
    'PUT /api/v1/projects/:id': (c) => {
      const p = s.projects.find((x) => c.path.endsWith(`/${x.id}`))!;
      p.name = (c.body as { name: string }).name;
      return ok(p);
    },
    'DELETE /api/v1/projects/:id': (c) => {
      const id = c.path.split('/').pop()!;
      s.projects = s.projects.filter((x) => x.id !== id);
      for (const w of s.widgets) if (w.projectId === id) w.projectId = null;
      return ok({ deleted: true });
    },
    'PUT /api/v1/plugin/:id': (c) => {
      const w = s.widgets.find((x) => c.path.endsWith(`/${x.guid}`))!;
      w.projectId = (c.body as { projectId: string | null }).projectId;
      return ok(w);
    },
    'POST /api/v1/plugin/': (c) => ok({ guid: 'new1', type: 'form', name: 'x', data: {}, projectId: (c.body as { projectId: string }).projectId }),
  });
  renderInBuilder(<HomePage />, server.api);
  return { s, calls: server.calls };
}

const folders = () => screen.getByRole('navigation', { name: 'Projects' });

describe('projects as folders', () => {
  it("lists the owner's projects from the server and filters the widgets by the chosen one", async () => {
    const t = start();
    const shop = await within(folders()).findByRole('button', { name: /Shop/ });
    expect(shop.textContent).toContain('1');
    await screen.findByText('Survey');
    fireEvent.click(shop);
    await waitFor(() => expect(screen.queryByText('Survey')).toBeNull());
    expect(screen.getByText('Contact')).toBeTruthy();
    expect(t.calls.filter((c) => c.path === '/api/v1/plugin/instances').at(-1)!.query.get('projectId')).toBe('p1');
  });

  it('creates a project on the server, selects it, and creates new widgets in it', async () => {
    const t = start();
    await within(folders()).findByRole('button', { name: /Shop/ });
    fireEvent.input(screen.getByLabelText('New project'), { target: { value: ' Blog ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add project' }));
    const blog = await within(folders()).findByRole('button', { name: /Blog/ });
    expect(t.calls.find((c) => c.method === 'POST' && c.path === '/api/v1/projects')!.body).toEqual({ name: 'Blog' });
    await waitFor(() => expect(blog.getAttribute('aria-current')).toBe('page'));
    await screen.findByText(/No widgets yet/);
    fireEvent.click(screen.getByRole('button', { name: 'Create widget' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Form' }));
    await waitFor(() => expect(t.calls.some((c) => c.method === 'POST' && c.path === '/api/v1/plugin/')).toBe(true));
    expect((t.calls.find((c) => c.method === 'POST' && c.path === '/api/v1/plugin/')!.body as { projectId: string }).projectId).toBe('p2');
  });

  it('renames the selected project', async () => {
    const t = start();
    fireEvent.click(await within(folders()).findByRole('button', { name: /Shop/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Rename project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rename project' });
    fireEvent.input(within(dialog).getByLabelText('Project name'), { target: { value: 'Store' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save name' }));
    await within(folders()).findByRole('button', { name: /Store/ });
    expect(t.calls.find((c) => c.method === 'PUT')!).toMatchObject({ path: '/api/v1/projects/p1', body: { name: 'Store' } });
  });

  it('deletes the selected project after confirmation; its widgets stay, in no project', async () => {
    const t = start();
    fireEvent.click(await within(folders()).findByRole('button', { name: /Shop/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete project' });
    expect(dialog.textContent).toContain('Its widgets are kept');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(within(folders()).queryByRole('button', { name: /Shop/ })).toBeNull());
    expect(t.calls.some((c) => c.method === 'DELETE' && c.path === '/api/v1/projects/p1')).toBe(true);
    // Back on all widgets, both still listed.
    await screen.findByText('Survey');
    await screen.findByText('Contact');
    expect(within(folders()).getByRole('button', { name: 'All widgets' }).getAttribute('aria-current')).toBe('page');
  });

  it('moves a widget into a project from its card', async () => {
    const t = start();
    await within(folders()).findByRole('button', { name: /Shop/ });
    fireEvent.click(await screen.findByRole('button', { name: 'Move Survey to a project' }));
    const dialog = await screen.findByRole('dialog', { name: 'Move to project' });
    const select = within(dialog).getByLabelText('Project') as HTMLSelectElement;
    expect(select.value).toBe('');
    select.value = 'p1';
    await act(() => void select.dispatchEvent(new Event('change', { bubbles: true })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(t.calls.find((c) => c.method === 'PUT' && c.path === '/api/v1/plugin/w2')!.body).toEqual({ projectId: 'p1' });
    // The list and the folder counts reload.
    fireEvent.click(within(folders()).getByRole('button', { name: /Shop/ }));
    await screen.findByText('Survey');
    await waitFor(() => expect(within(folders()).getByRole('button', { name: /Shop/ }).textContent).toContain('2'));
  });

  it("says so when the projects can't be loaded, and the widgets still show", async () => {
    const server = fakeServer({
      'GET /nindo/api/apps': () => ok({ docs: [] }),
      'GET /api/v1/plugin/instances': () => ok({ docs: [{ guid: 'w1', type: 'form', name: 'Contact' }], total: 1 }),
      'GET /api/v1/projects': () => ({ status: 500, body: { success: false, data: null, message: 'Internal server error.' } }),
    });
    renderInBuilder(<HomePage />, server.api);
    expect((await within(folders()).findByRole('alert')).textContent).toBe('Internal server error.');
    await screen.findByText('Contact');
  });
});
