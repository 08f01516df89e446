// The image_gallery main surface: a responsive grid of image buttons. A click (or Enter/Space) opens the
// lightbox as a host-page popup; arrow keys, Home and End move between tiles.
import { useCallback, useEffect, useRef, useState } from 'react';
import { imageGalleryDefaults, type ImageGalleryData } from '../../../shared/widgets/image-gallery';
import { WidgetRoot } from '../common/WidgetRoot';
import { useWidgetData } from '../common/use-widget-data';
import { POPUP_CLOSED_ACTION, type WidgetProps } from '../types';
import { GALLERY_CSS } from './gallery-css';
import { columnsFor, INDEX_ACTION, LIGHTBOX_ID, validImages } from './images';
import { returnFocus } from '../common/return-focus';
import { wrap } from '../common/wrap';
import { LightboxView } from './lightbox-view';

export function GalleryGrid(props: WidgetProps<ImageGalleryData>) {
  const { ctx } = props;
  const data = useWidgetData(imageGalleryDefaults, props);
  const images = validImages(data, ctx.appUrl);
  const cols = columnsFor(data.columns, ctx.device);
  const [open, setOpen] = useState<number | null>(null);
  const [inline, setInline] = useState(false);
  const tiles = useRef<(HTMLButtonElement | null)[]>([]);
  // The tile that opened the lightbox: focus goes back to it when the popup closes (WAI-ARIA dialog
  // pattern; the loader returns host-page focus to this iframe, this returns it inside the frame).
  const opener = useRef<number | null>(null);

  useEffect(
    () =>
      ctx.onAction((a) => {
        if (a.type === INDEX_ACTION && typeof a.payload === 'number') setOpen(a.payload);
        else if (a.type === POPUP_CLOSED_ACTION && a.payload === LIGHTBOX_ID) {
          setOpen(null);
          const i = opener.current;
          opener.current = null;
          if (i !== null) returnFocus(tiles.current[i]);
        }
      }),
    [ctx],
  );

  const label = (i: number) => `Image ${i + 1} of ${images.length}`;
  const openAt = (i: number) => {
    const img = images[i];
    ctx.reportEngagement({ interaction: 'click', eventSubType: 'open-image', entityPath: `images/${img.id ?? i}` });
    setOpen(i);
    if (!data.lightbox) return;
    opener.current = i;
    if (ctx.host) ctx.openPopup({ popupId: LIGHTBOX_ID, variant: 'modal', label: `${data.title || 'Gallery'}: ${label(i)}`, params: { index: String(i) } });
    else setInline(true);
  };
  const closeInline = useCallback(() => {
    setInline(false);
    if (open !== null) tiles.current[open]?.focus();
  }, [open]);
  const onIndex = useCallback((i: number) => setOpen(i), []);

  const onKey = (e: KeyboardEvent, i: number) => {
    const n = images.length;
    const to =
      e.key === 'ArrowRight' ? i + 1 : e.key === 'ArrowLeft' ? i - 1 : e.key === 'ArrowDown' ? i + cols : e.key === 'ArrowUp' ? i - cols
        : e.key === 'Home' ? 0 : e.key === 'End' ? n - 1 : null;
    if (to === null || to < 0 || to >= n) return;
    e.preventDefault();
    tiles.current[to]?.focus();
  };

  return (
    <WidgetRoot data={data} ctx={ctx} type="image_gallery" css={GALLERY_CSS}>
      {data.title && <h2>{data.title}</h2>}
      {images.length === 0 ? (
        <p className="ig-empty">No images yet.</p>
      ) : (
        <ul
          className="ig-grid"
          style={{
            '--ig-cols': String(cols),
            // Server-rendered for desktop, the grid follows the frame's width by CSS until hydrated
            // (gallery-css.ts), so its first paint and first height are the final ones.
            '--ig-cols-t': String(columnsFor(data.columns, 'tablet')),
            '--ig-cols-m': String(columnsFor(data.columns, 'mobile')),
            '--ig-gap': `${Math.max(0, Number(data.gap) || 0)}px`,
          }}
        >
          {images.map((img, i) => (
            <li key={img.id ?? i}>
              <button
                type="button"
                ref={(el) => void (tiles.current[i] = el)}
                className={data.aspect === 'original' ? 'ig-tile' : 'ig-tile ig-square'}
                aria-haspopup={data.lightbox ? 'dialog' : undefined}
                aria-current={open === i ? 'true' : undefined}
                onClick={() => openAt(i)}
                onKeyDown={(e) => onKey(e as unknown as KeyboardEvent, i)}
              >
                <img src={img.url} alt={img.alt} loading="lazy" decoding="async" />
                {data.showCaptions && img.caption && <span className="ig-cap">{img.caption}</span>}
              </button>
            </li>
          ))}
        </ul>
      )}
      {inline && open !== null && (
        <LightboxView images={images} index={open} onIndex={onIndex} onClose={closeInline} inline label={label(wrap(open, images.length))} />
      )}
    </WidgetRoot>
  );
}
