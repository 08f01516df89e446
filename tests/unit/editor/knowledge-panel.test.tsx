// @vitest-environment happy-dom
// The AI chat's knowledge panel as an owner uses it: find a site's pages, choose, train and watch the
// job (progress with counts, failures listed), switch trained pages off and delete them, add a text and
// documents (by URL and picked from the computer). The AI service is faked at the fetch boundary.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { KnowledgePanel } from '../../../frame/editor/sections/knowledge-panel';
import { knowledgeFileType } from '../../../frame/editor/sections/knowledge/file-form';
import { EditorStore } from '../../../frame/editor/workspace/editor-store';
import { fakeServer, ok, type Call } from './fake-server';
import { EditorHarness, renderInBuilder, sampleDoc } from './render-builder';

afterEach(cleanup);

const SITE = 'https://shop.example';
const PAGES = [`${SITE}/`, `${SITE}/prices`, `${SITE}/faq`];

function start(trained = false) {
  const s = {
    discoveryFinished: false,
    trainingFinished: false,
    trained,
    pages: [
      { url: `${SITE}/`, title: 'Home', isActive: true },
      { url: `${SITE}/prices`, title: 'Prices', isActive: true },
    ],
    docs: [] as Record<string, unknown>[],
    instructions: '',
  };
  const job = (id: string, status: string, done: number, failed: number, items: unknown[]) =>
    ok({ id, status, done, failed, progress: status === 'done' ? 100 : 40, error: null, items, total: items.length, page: 1, limit: 50 });
  const server = fakeServer({
    'POST /ai/api/internal-links': () => ({ status: 202, body: { success: true, data: { jobId: 'd1', job: { id: 'd1', total: 1 } } } }),
    'POST /ai/api/store-pages': (c) => ({ status: 202, body: { success: true, data: { jobId: 't1', job: { id: 't1', total: (c.body as { links: string[] }).links.length } } } }),
    'POST /ai/api/store-text': (c) => {
      const b = c.body as { title: string; textContent: string };
      s.docs.push({ kind: 'text', itemId: 'x1', title: b.title, textContent: b.textContent, type: 'text', isActive: true, wordCount: 3 });
      return ok({ itemId: 'x1' });
    },
    'POST /ai/api/store-file': (c) => {
      s.docs.push({ kind: 'file', src: 'f1', title: (c.body as { title: string }).title || 'guide.pdf', isActive: true, wordCount: 100 });
      return { status: 202, body: { success: true, data: { src: 'f1', jobId: 'fj', job: { id: 'fj', total: 1 } } } };
    },
    'GET /ai/api/jobs/:id': (c) => {
      if (c.path.endsWith('/d1')) {
        const items = PAGES.map((url, i) => ({ url, status: 'done', title: ['Home', 'Prices', 'FAQ'][i] }));
        return s.discoveryFinished ? job('d1', 'done', 3, 0, items) : job('d1', 'running', 1, 0, items.slice(0, 1));
      }
      if (c.path.endsWith('/fj')) return job('fj', 'done', 1, 0, [{ url: 'f1', status: 'done' }]);
      const items = [{ url: PAGES[0], status: 'done', title: 'Home' }];
      if (!s.trainingFinished) return job('t1', 'running', 1, 0, items);
      s.trained = true;
      return job('t1', 'done', 1, 1, [...items, { url: PAGES[1], status: 'failed', error: 'HTTP 500' }]);
    },
    'GET /ai/api/knowledge/:id': () => {
      const sites = s.trained ? [{ kind: 'website', src: SITE, title: SITE, isActive: true, pages: s.pages.length }] : [];
      const items = [...s.docs, ...sites];
      return ok({ items, total: items.length, page: 1, limit: 20 });
    },
    'GET /ai/api/links/:url': () => ok({ links: s.pages, total: s.pages.length }),
    'GET /ai/api/instructions/:id': () => ok({ instructions: s.instructions, answeredBy: 'offline' }),
    'PUT /ai/api/instructions/:id': (c) => {
      s.instructions = (c.body as { instructions: string }).instructions.trim();
      return ok({ instructions: s.instructions, answeredBy: 'offline' });
    },
    'PUT /ai/api/website/:src': (c) => {
      const p = s.pages.find((x) => new URL(x.url).pathname === c.query.get('srcPath'));
      if (p) p.isActive = (c.body as { isActive: boolean }).isActive;
      return ok({ isActive: (c.body as { isActive: boolean }).isActive });
    },
    'DELETE /ai/api/website/:src': (c) => {
      s.pages = s.pages.filter((x) => new URL(x.url).pathname !== c.query.get('srcPath'));
      return ok({ deleted: 1 });
    },
  });
  const store = new EditorStore(sampleDoc());
  renderInBuilder(
    <EditorHarness store={store} type="ai_chat">
      <KnowledgePanel pollMs={5} />
    </EditorHarness>,
    server.api,
  );
  return { s, calls: server.calls };
}

const last = (calls: Call[], method: string, path: string) => calls.filter((c) => c.method === method && c.path.startsWith(path)).at(-1);

async function trainSite(t: ReturnType<typeof start>) {
  fireEvent.input(screen.getByLabelText('Website address'), { target: { value: 'shop.example' } });
  fireEvent.click(screen.getByRole('button', { name: 'Find pages' }));
  await screen.findByText('Found 1 page…');
  t.s.discoveryFinished = true;
  await screen.findByText('3 of 3 pages selected.', { exact: false });
}

describe('knowledge panel', () => {
  it('finds the pages of a site, trains the chosen ones and shows progress, counts and failures', async () => {
    const t = start();
    await screen.findByText(/It knows 0 pages/);
    await trainSite(t);
    expect(last(t.calls, 'POST', '/ai/api/internal-links')!.body).toEqual({ sessionId: 'w1', link: 'https://shop.example/', scanType: 'crawl' });
    // Leave the FAQ out.
    fireEvent.click(screen.getByRole('checkbox', { name: /FAQ/ }));
    screen.getByText('2 of 3 pages selected.', { exact: false });
    fireEvent.click(screen.getByRole('button', { name: 'Train on 2 pages' }));
    const bar = await screen.findByRole('progressbar', { name: 'Trained pages' });
    await screen.findByText('Trained 1 of 2 pages…');
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(last(t.calls, 'POST', '/ai/api/store-pages')!.body).toEqual({ sessionId: 'w1', links: [PAGES[0], PAGES[1]], excludeSelectors: [] });
    t.s.trainingFinished = true;
    await screen.findByText('Trained 1 of 2 pages · 1 failed · Finished.');
    expect(bar.getAttribute('aria-valuenow')).toBe('100');
    expect(screen.getByText('1 page could not be read')).toBeTruthy();
    expect(screen.getByText(PAGES[1]!).closest('li')!.textContent).toContain('HTTP 500');
    // The trained list reloads when the job finishes.
    await screen.findByRole('list', { name: 'Trained websites' });
    await screen.findByText(/It knows 2 pages from 1 website/);
  });

  it('switches a trained page off and deletes one after confirmation', async () => {
    const t = start(true);
    fireEvent.click(await screen.findByRole('button', { name: SITE }));
    const pages = await screen.findByRole('list', { name: `Pages of ${SITE}` });
    const prices = await within(pages).findByRole('checkbox', { name: 'Use Prices in answers' }) as HTMLInputElement;
    expect(prices.checked).toBe(true);
    fireEvent.click(prices);
    await waitFor(() => expect((within(pages).getByRole('checkbox', { name: 'Use Prices in answers' }) as HTMLInputElement).checked).toBe(false));
    const put = last(t.calls, 'PUT', '/ai/api/website/')!;
    expect(decodeURIComponent(put.path)).toBe(`/ai/api/website/${SITE}`);
    expect(put.query.get('srcPath')).toBe('/prices');
    expect(put.query.get('sessionId')).toBe('w1');
    expect(put.body).toEqual({ isActive: false });

    fireEvent.click(within(pages).getByRole('button', { name: 'Delete Home' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete page' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete page' }));
    await waitFor(() => expect(within(pages).queryByText('Home')).toBeNull());
    expect(last(t.calls, 'DELETE', '/ai/api/website/')!.query.get('srcPath')).toBe('/');
  });

  it('adds a text, a document by URL and a document picked from the computer', async () => {
    const t = start();
    fireEvent.click(await screen.findByRole('tab', { name: 'Text' }));
    fireEvent.input(screen.getByLabelText('Text title'), { target: { value: 'Hours' } });
    fireEvent.input(screen.getByLabelText('Text content'), { target: { value: 'Open 9 to 5.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add text' }));
    await screen.findByText('Text added.');
    expect(last(t.calls, 'POST', '/ai/api/store-text')!.body).toEqual({ sessionId: 'w1', type: 'text', textContent: 'Open 9 to 5.', title: 'Hours' });
    await screen.findByRole('checkbox', { name: 'Use Hours in answers' });

    fireEvent.click(screen.getByRole('tab', { name: 'Document' }));
    fireEvent.input(screen.getByLabelText("Or the document's address"), { target: { value: 'https://cdn.example/guide.pdf' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add file' }));
    await screen.findByText('Read 1 of 1 file · Finished.');
    expect(last(t.calls, 'POST', '/ai/api/store-file')!.body).toEqual({ sessionId: 'w1', type: 'pdf', url: 'https://cdn.example/guide.pdf', title: '' });

    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    Object.defineProperty(input, 'files', { value: [new File(['# Returns\nWithin 30 days.'], 'returns.md', { type: 'text/markdown' })], configurable: true });
    // A real change event: @testing-library/preact turns fireEvent.change into an input event.
    input.dispatchEvent(new Event('change', { bubbles: true }));
    await waitFor(() => expect(t.calls.filter((c) => c.path === '/ai/api/store-file')).toHaveLength(2));
    const picked = last(t.calls, 'POST', '/ai/api/store-file')!.body as { type: string; url: string; title: string };
    expect(picked.type).toBe('md');
    expect(picked.title).toBe('returns.md');
    expect(picked.url).toMatch(/^data:text\/markdown;base64,/);
    expect(Buffer.from(picked.url.split(',')[1]!, 'base64').toString()).toBe('# Returns\nWithin 30 days.');
  });

  it('refuses a file type the chat cannot read before sending anything', async () => {
    const t = start();
    fireEvent.click(await screen.findByRole('tab', { name: 'Document' }));
    fireEvent.input(screen.getByLabelText("Or the document's address"), { target: { value: 'https://cdn.example/photo.png' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add file' }));
    await screen.findByText('The chat can read PDF, DOCX, TXT and Markdown files.');
    expect(t.calls.some((c) => c.path === '/ai/api/store-file')).toBe(false);
    expect([knowledgeFileType('a.DOCX'), knowledgeFileType('b.markdown'), knowledgeFileType('c.txt?x=1'), knowledgeFileType('d.exe')]).toEqual(['docx', 'md', 'txt', null]);
  });

  it("shows the server's message when a website cannot be scanned", async () => {
    const server = fakeServer({
      'GET /ai/api/knowledge/:id': () => ok({ items: [], total: 0 }),
      'GET /ai/api/instructions/:id': () => ok({ instructions: '', answeredBy: 'model' }),
      'POST /ai/api/internal-links': () => ({ status: 400, body: { success: false, data: null, message: 'Not a valid http(s) URL: x' } }),
    });
    renderInBuilder(
      <EditorHarness store={new EditorStore(sampleDoc())} type="ai_chat">
        <KnowledgePanel pollMs={5} />
      </EditorHarness>,
      server.api,
    );
    fireEvent.input(await screen.findByLabelText('Website address'), { target: { value: 'https://x.example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find pages' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Not a valid http(s) URL: x');
  });

  it('saves the instructions, and says an offline server does not read them', async () => {
    const { s, calls } = start();
    const form = await screen.findByRole('form', { name: 'Instructions' });
    await waitFor(() => expect(within(form).getByTestId('instructions-answered-by').textContent).toMatch(/offline engine, .* does not read instructions/));
    // Nothing to suggest from before a site is trained.
    expect(within(form).queryByRole('button', { name: /^Suggest from/ })).toBeNull();
    const save = within(form).getByRole('button', { name: 'Save instructions' }) as HTMLButtonElement;
    await waitFor(() => expect(save.disabled).toBe(true));
    fireEvent.input(within(form).getByLabelText('Instructions'), { target: { value: ' Be brief. ' } });
    fireEvent.click(save);
    expect((await within(form).findByRole('status')).textContent).toBe('Instructions saved.');
    expect(last(calls, 'PUT', '/ai/api/instructions/')?.body).toEqual({ instructions: ' Be brief. ' });
    expect(s.instructions).toBe('Be brief.');
    expect((within(form).getByLabelText('Instructions') as HTMLTextAreaElement).value).toBe('Be brief.');
  });
});
