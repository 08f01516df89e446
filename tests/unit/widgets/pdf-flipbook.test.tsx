// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Flipbook } from '../../../frame/widgets/pdf-flipbook/Flipbook';
import { spreadsFor } from '../../../frame/widgets/pdf-flipbook/spreads';
import type { PdfFlipbookData } from '../../../shared/widgets/pdf-flipbook';
import { URL_MASKING_KEY } from '../../../shared/rules/masking';
import { failingOpen, fakePdf } from './fake-pdf';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

const empty = {} as PdfFlipbookData;

// happy-dom lays nothing out: give the book's stage the width a browser would (the spread follows it).
const clientWidth = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth')!;
function stageWidth(px: number) {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('tw-stage') ? px : clientWidth.get!.call(this);
    },
  });
}
// happy-dom's ResizeObserver never fires: this one lets a test say when the stage was resized.
const observers = new Set<() => void>();
class TestResizeObserver {
  constructor(private cb: () => void) {}
  observe() {
    observers.add(this.cb);
  }
  unobserve() {}
  disconnect() {
    observers.delete(this.cb);
  }
}
async function resizeStage(px: number) {
  stageWidth(px);
  await act(async () => observers.forEach((cb) => cb()));
}
const HappyResizeObserver = globalThis.ResizeObserver;
beforeEach(() => {
  stageWidth(900);
  globalThis.ResizeObserver = TestResizeObserver as unknown as typeof ResizeObserver;
});
afterEach(() => {
  cleanup();
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', clientWidth);
  globalThis.ResizeObserver = HappyResizeObserver;
});

describe('pdf flipbook widget', () => {
  it('pairs pages into spreads with the cover alone', () => {
    expect(spreadsFor(5, true)).toEqual([[1], [2, 3], [4, 5]]);
    expect(spreadsFor(4, true)).toEqual([[1], [2, 3], [4]]);
    expect(spreadsFor(3, false)).toEqual([[1], [2], [3]]);
  });

  it('shows a two-page spread on a stage wide enough for two pages and turns pages with the keyboard', async () => {
    const pdf = fakePdf(5);
    const { ctx, rec } = makeCtx();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 5');
    fireEvent.keyDown(screen.getByRole('group', { name: 'Sample magazine' }), { key: 'ArrowRight' });
    await screen.findByText('Pages 2–3 of 5');
    expect(screen.getByRole('img', { name: 'Page 2 of 5' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Page 3 of 5' })).toBeTruthy();
    expect(document.querySelector('.tw-spread')?.className).toContain('tw-turn-next');
    fireEvent.keyDown(screen.getByRole('group', { name: 'Sample magazine' }), { key: 'End' });
    await screen.findByText('Pages 4–5 of 5');
    expect(rec.engagement.map((e) => e.entityPath)).toEqual(['content.items.0.page.2', 'content.items.0.page.4']);
  });

  it('shows one page at a time on a narrow stage and turns by swipe', async () => {
    stageWidth(342);
    const pdf = fakePdf(3);
    const { ctx } = makeCtx({ device: 'mobile' });
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    const stage = screen.getByRole('group');
    fireEvent.pointerDown(stage, { clientX: 300, isPrimary: true });
    fireEvent.pointerUp(stage, { clientX: 100, isPrimary: true });
    await screen.findByText('Page 2 of 3');
    expect(screen.getAllByRole('img').length).toBe(1);
  });

  it('jumps to a page from the thumbnails', async () => {
    stageWidth(600);
    const pdf = fakePdf(5);
    const { ctx } = makeCtx({ device: 'tablet' });
    render(<Flipbook widget={makeWidget('pdf_flipbook', empty)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Page 4 of 5' }));
    await screen.findByText('Page 4 of 5');
    expect(screen.getByRole('button', { name: 'Page 4 of 5' }).getAttribute('aria-current')).toBe('true');
  });

  it('zooms in and out', async () => {
    const pdf = fakePdf(2);
    const { ctx } = makeCtx();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 2');
    const zoomOut = screen.getByRole('button', { name: 'Zoom out' }) as HTMLButtonElement;
    expect(zoomOut.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(zoomOut.disabled).toBe(false);
  });

  it('opens full screen through a popup at the current page', async () => {
    const pdf = fakePdf(5);
    const { ctx, rec } = makeCtx();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 5');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }));
    expect(rec.popups).toEqual([{ popupId: 'flipbook', variant: 'fullscreen', label: 'Sample magazine', params: { item: '0', page: '2' } }]);
  });

  it('opens the popup surface at the requested page and closes with Escape', async () => {
    const pdf = fakePdf(5);
    const { ctx, rec } = makeCtx({ surface: 'popup', popupParams: { item: '0', page: '4' } });
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Pages 4–5 of 5');
    fireEvent.keyDown(screen.getByRole('group'), { key: 'Escape' });
    expect(rec.closed).toEqual(['flipbook']);
  });

  it('keeps the reader on their page when the stage narrows from a spread to one page and widens again', async () => {
    const pdf = fakePdf(5);
    const { ctx } = makeCtx({ device: 'tablet' });
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 5');
    const book = screen.getByRole('group', { name: 'Sample magazine' });
    fireEvent.keyDown(book, { key: 'ArrowRight' });
    await screen.findByText('Pages 2–3 of 5');
    fireEvent.keyDown(book, { key: 'End' });
    await screen.findByText('Pages 4–5 of 5');
    await resizeStage(400);
    await screen.findByText('Page 4 of 5');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    await resizeStage(900);
    await screen.findByText('Pages 4–5 of 5');
  });

  it("heads the book with the owner's title when given, else with the document's own", async () => {
    const pdf = fakePdf(3);
    const { ctx } = makeCtx();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Sample magazine');
    cleanup();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { title: 'Our spring catalogue', showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    expect((await screen.findByRole('heading', { level: 2 })).textContent).toBe('Our spring catalogue');
  });

  it('offers the document for download only when the owner allows it and its url is not masked', async () => {
    const pdf = fakePdf(3);
    const { ctx, rec } = makeCtx({ mode: 'viewer' });
    render(<Flipbook widget={makeWidget('pdf_flipbook', { allowDownload: true, showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    const link = screen.getByRole('link', { name: 'Download' });
    expect(link.getAttribute('href')).toBe('http://app.test/static/demo/sample.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    // happy-dom would fetch the file for real: the click is counted, the download itself left out.
    document.addEventListener('click', (e) => e.preventDefault(), { once: true });
    fireEvent.click(link);
    expect(rec.engagement.map((e) => e.entityPath)).toEqual(['content.items.0']);
    cleanup();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
    cleanup();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { allowDownload: true, integrations: [URL_MASKING_KEY], showThumbnails: false } as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows a clear message when the PDF fails to load or is missing', async () => {
    const { ctx } = makeCtx();
    render(<Flipbook widget={makeWidget('pdf_flipbook', empty)} ctx={ctx} open={failingOpen} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This PDF could not be loaded.');
    cleanup();
    render(<Flipbook widget={makeWidget('pdf_flipbook', { content: { items: [] } } as unknown as PdfFlipbookData)} ctx={ctx} open={failingOpen} />);
    expect(screen.getByRole('alert').textContent).toContain('This flipbook has no document yet.');
  });

  it('localizes the page counter', async () => {
    const pdf = fakePdf(3);
    const { ctx } = makeCtx({ language: 'es-MX' });
    const data = { localization: { languages: { 'es-ES': { pageOf: 'Página {n} de {total}', pagesOf: 'Páginas {pages} de {total}' } } } };
    render(<Flipbook widget={makeWidget('pdf_flipbook', data as unknown as PdfFlipbookData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Página 1 de 3');
    fireEvent.click(screen.getByRole('button', { name: 'Página 2 de 3' }));
    await screen.findByText('Páginas 2–3 de 3');
  });
});
