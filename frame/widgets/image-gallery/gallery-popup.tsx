// The image_gallery popup surface (ctx.surface 'popup'): the lightbox in its own host-page dialog. The
// index starts from the popup params and is mirrored to the main frame so its grid follows along.
import { useCallback, useEffect, useState } from 'react';
import { imageGalleryDefaults, type ImageGalleryData } from '../../../shared/widgets/image-gallery';
import { WidgetRoot } from '../common/WidgetRoot';
import { useWidgetData } from '../common/use-widget-data';
import type { WidgetProps } from '../types';
import { GALLERY_CSS } from './gallery-css';
import { INDEX_ACTION, LIGHTBOX_ID, validImages } from './images';
import { wrap } from '../common/wrap';
import { LightboxView } from './lightbox-view';

export function GalleryPopup(props: WidgetProps<ImageGalleryData>) {
  const { ctx } = props;
  const data = useWidgetData(imageGalleryDefaults, props);
  const images = validImages(data, ctx.appUrl);
  const [index, setIndex] = useState(() => wrap(parseInt(ctx.popupParams.index ?? '0', 10) || 0, images.length));

  useEffect(
    () =>
      ctx.onAction((a) => {
        if (a.type === INDEX_ACTION && typeof a.payload === 'number') setIndex(wrap(a.payload, images.length));
        // The loader forwards updatePopup params to the popup frame as a `popup-params` action.
        const p = a.type === 'popup-params' ? Number((a.payload as { index?: unknown } | null)?.index) : NaN;
        if (Number.isInteger(p)) setIndex(wrap(p, images.length));
      }),
    [ctx, images.length],
  );

  const onIndex = useCallback(
    (i: number) => {
      setIndex(i);
      ctx.sendAction('main', { type: INDEX_ACTION, payload: i });
      ctx.host?.updatePopup?.({ popupId: LIGHTBOX_ID, label: `${data.title || 'Gallery'}: Image ${i + 1} of ${images.length}` });
    },
    [ctx, images.length, data.title],
  );
  // Escape inside the popup frame never reaches the host page, so the frame asks the loader to close.
  const onClose = useCallback(() => ctx.closePopup(LIGHTBOX_ID), [ctx]);

  return (
    <WidgetRoot data={{ ...data, styles: { ...data.styles, padding: 0, borderRadius: 0 } }} ctx={ctx} type="image_gallery" css={GALLERY_CSS}>
      <LightboxView images={images} index={index} onIndex={onIndex} onClose={onClose} label={`Image ${index + 1} of ${images.length}`} />
    </WidgetRoot>
  );
}
