// The PDF gallery: a grid of documents; choosing one opens the viewer in a host-page popup (ctx.openPopup).
import { pdfGalleryDefaults, type PdfGalleryData } from '../../../shared/widgets/pdf-gallery';
import { ErrorNote } from '../common/ErrorNote';
import { useDisplayRules } from '../common/use-display-rules';
import { useMediaData } from '../common/use-media-data';
import { useTranslate } from '../common/use-translate';
import { resolveUrl } from '../common/widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { PDF_GALLERY_CSS } from './pdf-gallery-css';
import { Loading } from '../common/Loading';

export const PDF_POPUP_ID = 'pdf-viewer';

export function PdfGallery(props: WidgetProps<PdfGalleryData>) {
  const { ctx } = props;
  const { data, ready } = useMediaData(pdfGalleryDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  if (!visible) return null;
  const pdfs = Array.isArray(data.pdfs) ? data.pdfs : [];
  const title = t('title', data.title);

  const open = (i: number) => {
    ctx.reportEngagement({ interaction: 'click', eventSubType: 'open', entityPath: `pdfs.${i}` });
    ctx.openPopup({ popupId: PDF_POPUP_ID, variant: 'modal', label: pdfs[i].title || title, params: { index: String(i) } });
  };

  return (
    <WidgetRoot data={data} ctx={ctx} type="pdfs" css={PDF_GALLERY_CSS}>
      {title ? <h2>{title}</h2> : null}
      {!ready ? (
        <Loading text={t('loading', 'Loading…')} />
      ) : pdfs.length === 0 ? (
        <ErrorNote message={t('error.noPdfs', 'This gallery has no documents yet.')} />
      ) : (
        <ul style={{ '--cols': String(Math.max(1, Math.min(6, Number(data.columns) || 3))) }}>
          {pdfs.map((p, i) => (
            <li key={p.id ?? i}>
              <button type="button" className="tw-card" onClick={() => open(i)} onMouseEnter={() => ctx.reportEngagement({ interaction: 'hover', eventSubType: 'pdf', entityPath: `pdfs.${i}` })}>
                {p.cover ? <img src={resolveUrl(p.cover, ctx.appUrl)} alt="" loading="lazy" /> : <span className="tw-ph" aria-hidden="true">PDF</span>}
                <span>{p.title || t('untitled', 'Untitled document')}</span>
                <span className="tw-sr">{t('openHint', '(opens the document viewer)')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </WidgetRoot>
  );
}
