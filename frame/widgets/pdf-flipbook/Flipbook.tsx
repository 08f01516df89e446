// The flipbook widget: picks a book (when there are several), opens its PDF lazily with pdf.js and
// shows it as a book; full screen opens the same book in a host-page popup.
import { useState } from 'react';
import { pdfFlipbookDefaults, type PdfFlipbookData } from '../../../shared/widgets/pdf-flipbook';
import { ErrorNote } from '../common/ErrorNote';
import type { openPdf } from '../common/pdf';
import { usePdf } from '../common/use-pdf';
import { useDisplayRules } from '../common/use-display-rules';
import { useMediaData } from '../common/use-media-data';
import { useTranslate } from '../common/use-translate';
import { resolveUrl } from '../common/widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { FLIPBOOK_CSS } from './flipbook-css';
import { FlipbookView } from './FlipbookView';
import { pdfErrorText } from '../common/pdf-texts';
import { Loading } from '../common/Loading';

export const FLIPBOOK_POPUP_ID = 'flipbook';

type Props = WidgetProps<PdfFlipbookData> & { open?: typeof openPdf };

export function Flipbook(props: Props) {
  const { ctx } = props;
  const popup = ctx.surface === 'popup';
  const { data, ready, masked } = useMediaData(pdfFlipbookDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(popup ? undefined : data.displayRules, ctx);
  const items = Array.isArray(data.content?.items) ? data.content.items : [];
  const [pick, setPick] = useState(() => (popup ? Number(ctx.popupParams.item) || 0 : 0));
  const item = items[Math.min(pick, Math.max(0, items.length - 1))];
  const url = ready && item?.pdfUrl ? resolveUrl(item.pdfUrl, ctx.appUrl) : '';
  const pdf = usePdf(url, ctx.appUrl, props.open);
  if (!visible) return null;

  // The owner's heading when they gave one (as every widget's title), else the open document's title.
  const title = t('title', data.title) || item?.title || '';
  const chooser =
    items.length > 1 ? (
      <label>
        <span className="tw-sr">{t('chooseBook', 'Choose a document')}</span>
        <select value={String(pick)} onChange={(e) => setPick(Number((e.currentTarget as HTMLSelectElement).value))}>
          {items.map((it, i) => (
            <option key={it.id ?? i} value={String(i)}>{it.title || `#${i + 1}`}</option>
          ))}
        </select>
      </label>
    ) : null;

  return (
    <WidgetRoot data={data} ctx={ctx} type="flip" css={FLIPBOOK_CSS}>
      {/* In the popup, Escape inside this frame never reaches the host page, so the frame closes itself. */}
      <div onKeyDown={popup ? (e) => e.key === 'Escape' && ctx.closePopup(FLIPBOOK_POPUP_ID) : undefined}>
      {!ready || (item && url && pdf.status === 'loading') ? (
        <Loading text={t('loading', 'Loading…')} />
      ) : !item || !item.pdfUrl ? (
        <ErrorNote message={t('error.noBook', 'This flipbook has no document yet.')} />
      ) : pdf.status === 'error' ? (
        <ErrorNote message={pdfErrorText(t)} detail={item.title} />
      ) : pdf.status === 'ready' ? (
        <FlipbookView
          key={url}
          doc={pdf.doc}
          title={title}
          t={t}
          showThumbnails={data.showThumbnails !== false}
          initialPage={popup ? Number(ctx.popupParams.page) || 1 : 1}
          toolbarExtra={chooser}
          // Masked urls are for viewing through the app only: the original file is not handed out.
          downloadUrl={data.allowDownload && !masked ? url : undefined}
          onDownload={() => ctx.reportEngagement({ interaction: 'click', eventSubType: 'download', entityPath: `content.items.${pick}` })}
          onPage={(page) => ctx.reportEngagement({ interaction: 'click', eventSubType: 'page', entityPath: `content.items.${pick}.page.${page}` })}
          onFullscreen={
            popup
              ? undefined
              : (page) => {
                  ctx.reportEngagement({ interaction: 'click', eventSubType: 'fullscreen', entityPath: `content.items.${pick}` });
                  ctx.openPopup({ popupId: FLIPBOOK_POPUP_ID, variant: 'fullscreen', label: title, params: { item: String(pick), page: String(page) } });
                }
          }
        />
      ) : null}
      </div>
    </WidgetRoot>
  );
}
