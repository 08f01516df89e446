// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import galleryModule from '../../../frame/widgets/pdf-gallery/index';
import { PdfViewerPopup } from '../../../frame/widgets/pdf-gallery/PdfViewerPopup';
import type { PdfGalleryData } from '../../../shared/widgets/pdf-gallery';
import { failingOpen, fakePdf } from './fake-pdf';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
const Gallery = galleryModule.Widget;
const empty = {} as PdfGalleryData;

describe('pdf gallery widget', () => {
  it('renders the default documents as buttons when data is empty', () => {
    const { ctx } = makeCtx();
    render(<Gallery widget={makeWidget('pdf_gallery', empty)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Documents' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Product brochure/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Price list/ })).toBeTruthy();
  });

  it('opens the chosen PDF in a host-page popup and reports the click', () => {
    const { ctx, rec } = makeCtx();
    render(<Gallery widget={makeWidget('pdf_gallery', empty)} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: /Price list/ }));
    expect(rec.popups).toEqual([{ popupId: 'pdf-viewer', variant: 'modal', label: 'Price list', params: { index: '1' } }]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'open', entityPath: 'pdfs.1' }]);
  });

  it('shows a clear message when there are no documents', () => {
    const { ctx } = makeCtx();
    render(<Gallery widget={makeWidget('pdf_gallery', { pdfs: [] } as unknown as PdfGalleryData)} ctx={ctx} />);
    expect(screen.getByRole('alert').textContent).toContain('This gallery has no documents yet.');
  });

  it('pages through the document in the popup by buttons and keyboard, with download', async () => {
    const pdf = fakePdf(3);
    const { ctx } = makeCtx({ surface: 'popup', popupParams: { index: '0' } });
    render(<PdfViewerPopup widget={makeWidget('pdf_gallery', empty)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    expect(pdf.opened).toEqual(['http://app.test/static/demo/sample.pdf']);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await screen.findByText('Page 2 of 3');
    fireEvent.keyDown(screen.getByRole('img', { name: 'Page 2 of 3' }), { key: 'End' });
    await screen.findByText('Page 3 of 3');
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('http://app.test/static/demo/sample.pdf');
    expect(pdf.drawn).toEqual([1, 2, 3]);
  });

  it('turns pages in the popup by swiping sideways', async () => {
    const pdf = fakePdf(3);
    const { ctx } = makeCtx({ surface: 'popup', popupParams: { index: '0' } });
    render(<PdfViewerPopup widget={makeWidget('pdf_gallery', empty)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 3');
    const doc = screen.getByRole('generic', { name: 'Document' });
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(doc, { clientX: from, isPrimary: true });
      fireEvent.pointerUp(doc, { clientX: to, isPrimary: true });
    };
    swipe(300, 100);
    await screen.findByText('Page 2 of 3');
    // A short drag is a tap or a wobble, not a swipe.
    swipe(300, 270);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    swipe(100, 300);
    await screen.findByText('Page 1 of 3');
  });

  it('hides download when the owner turned it off', async () => {
    const pdf = fakePdf(1);
    const { ctx } = makeCtx({ surface: 'popup', popupParams: { index: '0' } });
    render(<PdfViewerPopup widget={makeWidget('pdf_gallery', { allowDownload: false } as PdfGalleryData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Page 1 of 1');
    expect(screen.queryByRole('link', { name: 'Download' })).toBeNull();
  });

  it('shows a clear message in the popup when the PDF fails to load, and closes with Escape', async () => {
    const { ctx, rec } = makeCtx({ surface: 'popup', popupParams: { index: '0' } });
    render(<PdfViewerPopup widget={makeWidget('pdf_gallery', empty)} ctx={ctx} open={failingOpen} />);
    expect((await screen.findByRole('alert')).textContent).toContain('This PDF could not be loaded.');
    fireEvent.keyDown(screen.getByRole('alert'), { key: 'Escape' });
    expect(rec.closed).toEqual(['pdf-viewer']);
  });

  it('localizes texts in the popup', async () => {
    const pdf = fakePdf(2);
    const { ctx } = makeCtx({ surface: 'popup', popupParams: { index: '0' }, language: 'de-DE' });
    const data = { localization: { languages: { 'de-DE': { pageOf: 'Seite {n} von {total}', download: 'Herunterladen' } } } };
    render(<PdfViewerPopup widget={makeWidget('pdf_gallery', data as unknown as PdfGalleryData)} ctx={ctx} open={pdf.open} />);
    await screen.findByText('Seite 1 von 2');
    expect(screen.getByRole('link', { name: 'Herunterladen' })).toBeTruthy();
  });
});
