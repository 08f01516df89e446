// The video gallery's popup surface (ctx.surface 'popup'): the player in its own host-page dialog, with
// the video's title and description and, for several videos, previous and next (buttons and the arrow
// keys; each video reached is a play). The host's dialog has the Close button, and Escape here asks the
// loader to close it (a key pressed in this frame never reaches the host page). The box takes the focus,
// so the keys work at once; Tab reaches the player.
import { useEffect, useRef, useState } from 'react';
import { aspectParts, videoGalleryDefaults, type VideoGalleryData } from '../../../shared/widgets/video-gallery';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { VIDEO_GALLERY_CSS } from './video-gallery-css';
import { VideoPlayer } from './VideoPlayer';
import { wrap } from '../common/wrap';
import { PLAYER_ID, reportPlay, shownVideos } from './videos';

export function VideoPopup(props: WidgetProps<VideoGalleryData>) {
  const { ctx } = props;
  const data = useWidgetData(videoGalleryDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const videos = shownVideos(data, ctx.appUrl, t);
  const n = videos.length;
  const [index, setIndex] = useState(() => wrap(parseInt(ctx.popupParams.index ?? '0', 10) || 0, n));
  const box = useRef<HTMLDivElement>(null);
  const i = wrap(index, n);
  const v = videos[i];
  const name = v ? v.title || `Video ${i + 1} of ${n}` : '';

  const go = (to: number) => {
    const next = wrap(to, n);
    if (next === i || !videos[next]) return;
    setIndex(next);
    reportPlay(ctx, videos[next]);
    ctx.host?.updatePopup?.({ popupId: PLAYER_ID, label: videos[next].title || `Video ${next + 1} of ${n}` });
  };
  // Read by the key handler, registered once: the video on screen at the time of the key.
  const latest = useRef({ go, i });
  latest.current = { go, i };
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { go, i } = latest.current;
      if (e.key === 'ArrowRight') go(i + 1);
      else if (e.key === 'ArrowLeft') go(i - 1);
      else if (e.key === 'Escape') ctx.closePopup(PLAYER_ID);
      else return;
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [ctx]);
  useEffect(() => {
    const focusBox = () => {
      if (!document.activeElement || document.activeElement === document.body) box.current?.focus();
    };
    focusBox();
    // Chromium ignores focus() in a cross-origin frame that is not focused yet: again when the loader
    // moves the focus into this frame.
    addEventListener('focus', focusBox);
    return () => removeEventListener('focus', focusBox);
  }, []);
  if (!v) return null;

  const [w, h] = aspectParts(data.aspect);
  return (
    <WidgetRoot data={{ ...data, styles: { ...data.styles, padding: 0, borderRadius: 0 } }} ctx={ctx} type="video_gallery" css={VIDEO_GALLERY_CSS}>
      <div ref={box} className="vg-box" role="group" aria-label={name} tabIndex={-1} style={{ '--vg-w': String(w), '--vg-h': String(h) }}>
        <div className="vg-stage">
          <VideoPlayer key={v.id} video={v} name={name} />
        </div>
        {v.title || v.description ? (
          <div className="vg-about">
            {v.title ? <h2>{v.title}</h2> : null}
            {v.description ? <p>{v.description}</p> : null}
          </div>
        ) : null}
        {n > 1 ? (
          <>
            <button type="button" className="vg-prev" aria-label={t('previousVideo', 'Previous video')} onClick={() => go(i - 1)}>‹</button>
            <p className="vg-count" aria-live="polite">{`${i + 1} / ${n}`}</p>
            <button type="button" className="vg-next" aria-label={t('nextVideo', 'Next video')} onClick={() => go(i + 1)}>›</button>
          </>
        ) : null}
      </div>
    </WidgetRoot>
  );
}
