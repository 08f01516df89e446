// A PDF shown as a book: spreads (two pages side by side where the stage has room for both, one on
// narrower stages), page-turn animation, zoom, thumbnails, keyboard (arrows, Home/End, +/-) and swipe.
import type { ComponentChildren } from 'preact';
import { useRef, useState } from 'react';
import { Icon } from '../common/Icon';
import type { Translate } from '../common/localize';
import type { PdfDoc } from '../common/pdf';
import { PdfCanvas } from '../common/PdfCanvas';
import { useSwipe } from '../common/use-swipe';
import { useWidth } from '../common/use-width';
import { spreadIndexOf, spreadsFor, ZOOM_LEVELS } from './spreads';
import { pageOfText } from '../common/pdf-texts';

const MAX_PAGE_WIDTH = 460;
// Spreads follow the stage's width, not the device: a book in a 900 px column of a desktop page (a
// "tablet"-wide frame) still opens as a book, and a phone held sideways gets two readable pages.
const MIN_SPREAD_PAGE_WIDTH = 320;
const STAGE_PADDING = 24;

type Props = {
  doc: PdfDoc;
  title: string;
  t: Translate;
  showThumbnails: boolean;
  initialPage?: number;
  onPage?(page: number): void;
  onFullscreen?(page: number): void;
  /** The document's address when the owner allows downloading it (and its urls are not masked). */
  downloadUrl?: string;
  onDownload?(): void;
  onClose?(): void;
  toolbarExtra?: ComponentChildren;
};

export function FlipbookView(p: Props) {
  const [turn, setTurn] = useState<'next' | 'prev' | ''>('');
  const [zoom, setZoom] = useState(0);
  const stage = useRef<HTMLDivElement>(null);
  const width = useWidth(stage);
  const twoUp = (width - STAGE_PADDING) / 2 >= MIN_SPREAD_PAGE_WIDTH;
  const spreads = spreadsFor(p.doc.numPages, twoUp);
  // The page, not the spread, is the state: when the stage's width changes between one and two pages
  // the reader stays on the page they were reading.
  const [page, setPage] = useState(() => p.initialPage ?? 1);
  const at = spreadIndexOf(spreads, page);
  const pages = spreads[at] ?? [];
  // At zoom 1 a page fits the stage and stays short enough to see whole on a laptop screen.
  const fit = Math.min((width - STAGE_PADDING) / (twoUp ? 2 : 1), MAX_PAGE_WIDTH);
  const pageWidth = Math.max(80, Math.floor(fit * ZOOM_LEVELS[zoom]));
  const label = (n: number) => pageOfText(p.t, n, p.doc.numPages);

  const go = (i: number) => {
    const next = Math.max(0, Math.min(spreads.length - 1, i));
    if (next === at) return;
    setTurn(next > at ? 'next' : 'prev');
    setPage(spreads[next][0]);
    p.onPage?.(spreads[next][0]);
  };
  // Zoomed in, a sideways drag scrolls the page instead.
  const swipe = useSwipe((step) => go(at + step), zoom === 0);
  const onKeyDown = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement).tagName === 'SELECT') return;
    const k = e.key;
    if (k === 'ArrowRight' || k === 'PageDown') go(at + 1);
    else if (k === 'ArrowLeft' || k === 'PageUp') go(at - 1);
    else if (k === 'Home') go(0);
    else if (k === 'End') go(spreads.length - 1);
    else if (k === '+' || k === '=') setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1));
    else if (k === '-') setZoom((z) => Math.max(0, z - 1));
    else return;
    e.preventDefault();
  };
  // "Page 1 of 3" for one page (the cover, phones), "Pages 2–3 of 3" for a spread.
  const counter =
    pages.length === 2
      ? p.t('pagesOf', 'Pages {pages} of {total}').replace('{pages}', `${pages[0]}–${pages[1]}`).replace('{total}', String(p.doc.numPages))
      : pageOfText(p.t, pages[0] ?? 1, p.doc.numPages);

  return (
    <div className="tw-flip-view" onKeyDown={onKeyDown}>
      <div className="tw-bar">
        <h2>{p.title}</h2>
        {p.toolbarExtra}
        <button type="button" className="tw-ghost" onClick={() => go(at - 1)} disabled={at <= 0} aria-label={p.t('prevPage', 'Previous page')}><Icon name="left" /></button>
        <span aria-live="polite">{counter}</span>
        <button type="button" className="tw-ghost" onClick={() => go(at + 1)} disabled={at >= spreads.length - 1} aria-label={p.t('nextPage', 'Next page')}><Icon name="right" /></button>
        <button type="button" className="tw-ghost" onClick={() => setZoom((z) => Math.max(0, z - 1))} disabled={zoom === 0} aria-label={p.t('zoomOut', 'Zoom out')}><Icon name="minus" /></button>
        <button type="button" className="tw-ghost" onClick={() => setZoom((z) => Math.min(ZOOM_LEVELS.length - 1, z + 1))} disabled={zoom === ZOOM_LEVELS.length - 1} aria-label={p.t('zoomIn', 'Zoom in')}><Icon name="plus" /></button>
        {p.downloadUrl ? (
          <a className="tw-ghost" href={p.downloadUrl} download target="_blank" rel="noopener noreferrer" onClick={p.onDownload} aria-label={p.t('download', 'Download')}><Icon name="download" /></a>
        ) : null}
        {p.onFullscreen ? <button type="button" className="tw-ghost" onClick={() => p.onFullscreen!(pages[0] ?? 1)} aria-label={p.t('fullscreen', 'Full screen')}><Icon name="fullscreen" /></button> : null}
        {p.onClose ? <button type="button" className="tw-ghost" onClick={p.onClose} aria-label={p.t('close', 'Close')}><Icon name="close" /></button> : null}
      </div>
      <div
        className="tw-stage"
        ref={stage}
        tabIndex={0}
        role="group"
        aria-roledescription={p.t('book', 'book')}
        aria-label={p.title}
        {...swipe}
      >
        <div key={at} className={`tw-spread${turn ? ` tw-turn-${turn}` : ''}`}>
          {pages.map((n) => (
            <PdfCanvas key={n} doc={p.doc} page={n} width={pageWidth} label={label(n)} />
          ))}
        </div>
      </div>
      {p.showThumbnails ? (
        <ol className="tw-thumbs" aria-label={p.t('thumbnails', 'Pages')}>
          {Array.from({ length: p.doc.numPages }, (_, i) => i + 1).map((n) => (
            <li key={n}>
              <button type="button" aria-current={pages.includes(n)} aria-label={label(n)} onClick={() => go(spreadIndexOf(spreads, n))}>
                <PdfCanvas doc={p.doc} page={n} width={56} label="" className="tw-thumb" />
                <span aria-hidden="true">{n}</span>
              </button>
            </li>
          ))}
        </ol>
      ) : null}
    </div>
  );
}
