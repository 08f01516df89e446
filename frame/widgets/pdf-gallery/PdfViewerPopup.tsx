// The popup surface of the PDF gallery: the chosen document page by page, with download unless masked.
import { useRef, useState } from 'react';
import { pdfGalleryDefaults, type PdfGalleryData } from '../../../shared/widgets/pdf-gallery';
import { Icon } from '../common/Icon';
import { ErrorNote } from '../common/ErrorNote';
import type { openPdf } from '../common/pdf';
import { PdfCanvas } from '../common/PdfCanvas';
import { usePdf } from '../common/use-pdf';
import { useSwipe } from '../common/use-swipe';
import { useMediaData } from '../common/use-media-data';
import { useTranslate } from '../common/use-translate';
import { useWidth } from '../common/use-width';
import { resolveUrl } from '../common/widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { PDF_GALLERY_CSS } from './pdf-gallery-css';
import { PDF_POPUP_ID } from './PdfGallery';
import { pageOfText, pdfErrorText } from '../common/pdf-texts';
import { Loading } from '../common/Loading';

export function PdfViewerPopup(props: WidgetProps<PdfGalleryData> & { open?: typeof openPdf }) {
  const { ctx } = props;
  const { data, ready, masked } = useMediaData(pdfGalleryDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const item = (Array.isArray(data.pdfs) ? data.pdfs : [])[Number(ctx.popupParams.index) || 0];
  const url = ready && item ? resolveUrl(item.document, ctx.appUrl) : '';
  const pdf = usePdf(url, ctx.appUrl, props.open);
  const [page, setPage] = useState(1);
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box);
  const total = pdf.status === 'ready' ? pdf.doc.numPages : 0;
  const go = (p: number) => {
    if (!total) return;
    const next = Math.max(1, Math.min(total, p));
    if (next !== page) ctx.reportEngagement({ interaction: 'click', eventSubType: 'page', entityPath: `pdfs.${ctx.popupParams.index ?? 0}.page.${next}` });
    setPage(next);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    // The loader's dialog has the close button; Escape pressed inside this frame never reaches the host page.
    if (e.key === 'Escape') return ctx.closePopup(PDF_POPUP_ID);
    const map: Record<string, number> = { ArrowRight: page + 1, PageDown: page + 1, ArrowLeft: page - 1, PageUp: page - 1, Home: 1, End: total };
    if (!(e.key in map) || (e.target as HTMLElement).tagName === 'INPUT') return;
    e.preventDefault();
    go(map[e.key]);
  };
  const swipe = useSwipe((step) => go(page + step));
  const pageLabel = pageOfText(t, page, total);
  const canDownload = data.allowDownload && !masked && pdf.status === 'ready';

  return (
    <WidgetRoot data={data} ctx={ctx} type="pdfs" css={PDF_GALLERY_CSS}>
      <div className="tw-pdfv" onKeyDown={onKeyDown}>
        <div className="tw-bar">
          <h2>{item?.title || t('untitled', 'Untitled document')}</h2>
          <button type="button" className="tw-ghost" onClick={() => go(page - 1)} disabled={page <= 1 || !total} aria-label={t('prevPage', 'Previous page')}><Icon name="left" /></button>
          <span aria-live="polite">{total ? pageLabel : ''}</span>
          <button type="button" className="tw-ghost" onClick={() => go(page + 1)} disabled={page >= total} aria-label={t('nextPage', 'Next page')}><Icon name="right" /></button>
          {canDownload ? (
            <a className="tw-btn" href={url} download target="_blank" rel="noopener noreferrer" onClick={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'download', entityPath: `pdfs.${ctx.popupParams.index ?? 0}` })}>
              {t('download', 'Download')}
            </a>
          ) : null}
        </div>
        <div className="tw-page" ref={box} tabIndex={0} aria-label={t('document', 'Document')} {...swipe}>
          {!item ? (
            <ErrorNote message={t('error.noPdf', 'This document is not available.')} />
          ) : pdf.status === 'error' ? (
            <ErrorNote message={pdfErrorText(t)} detail={item.title} />
          ) : pdf.status === 'loading' ? (
            <Loading text={t('loading', 'Loading…')} />
          ) : (
            <PdfCanvas doc={pdf.doc} page={page} width={Math.min(width - 16, 900)} label={pageLabel} />
          )}
        </div>
      </div>
    </WidgetRoot>
  );
}
