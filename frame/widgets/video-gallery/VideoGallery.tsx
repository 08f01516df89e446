// The video gallery: a grid of cards, each a picture and a play button (a facade), so nothing is fetched
// from YouTube or Vimeo until a visitor plays a video. A click (or Enter / Space) plays it in a host-page
// dialog with previous and next, or, inline (or with no host page), turns the card into the player in
// place. The owner's columns are a most: fewer when the frame is too narrow for cards of 180 px, by CSS
// alone, and each card has the owner's shape, so the server-rendered first height is the final one.
import { useEffect, useRef, useState } from 'react';
import { aspectParts, MAX_VIDEO_COLUMNS, videoGalleryDefaults, type VideoGalleryData } from '../../../shared/widgets/video-gallery';
import { useDisplayRules } from '../common/use-display-rules';
import { useTranslate } from '../common/use-translate';
import { useWidgetData } from '../common/use-widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import { POPUP_CLOSED_ACTION, type WidgetProps } from '../types';
import { returnFocus } from '../common/return-focus';
import { PlayMark } from './PlayMark';
import { VIDEO_GALLERY_CSS } from './video-gallery-css';
import { VideoPlayer } from './VideoPlayer';
import { PLAYER_ID, reportPlay, shownVideos } from './videos';

export function VideoGallery(props: WidgetProps<VideoGalleryData>) {
  const { ctx } = props;
  const data = useWidgetData(videoGalleryDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const [playing, setPlaying] = useState<number | null>(null);
  const cards = useRef<(HTMLButtonElement | null)[]>([]);
  // The card that opened the dialog gets the focus back when it closes (WAI-ARIA dialog pattern).
  const opener = useRef<number | null>(null);
  useEffect(
    () =>
      ctx.onAction((a) => {
        if (a.type !== POPUP_CLOSED_ACTION || a.payload !== PLAYER_ID) return;
        const i = opener.current;
        opener.current = null;
        if (i !== null) returnFocus(cards.current[i]);
      }),
    [ctx],
  );
  if (!visible) return null;

  const videos = shownVideos(data, ctx.appUrl, t);
  const title = t('title', data.title);
  const playText = t('playText', data.playText);
  const showTitles = data.showTitles !== false;
  const inDialog = data.playMode !== 'inline' && !!ctx.host;
  const cols = Math.min(MAX_VIDEO_COLUMNS, Math.max(1, Math.round(Number(data.columns) || 3)));
  const [w, h] = aspectParts(data.aspect);
  const name = (i: number) => videos[i]!.title || `Video ${i + 1} of ${videos.length}`;
  const play = (i: number) => {
    reportPlay(ctx, videos[i]!);
    if (!inDialog) return setPlaying(i);
    opener.current = i;
    ctx.openPopup({ popupId: PLAYER_ID, variant: 'modal', label: name(i), params: { index: String(i) } });
  };

  return (
    <WidgetRoot data={data} ctx={ctx} type="video_gallery" css={VIDEO_GALLERY_CSS}>
      {title ? <h2>{title}</h2> : null}
      {videos.length === 0 ? (
        <p className="tw-muted">No videos yet.</p>
      ) : (
        <ul className="vg-grid" style={{ '--vg-cols': String(cols), '--vg-w': String(w), '--vg-h': String(h) }}>
          {videos.map((v, i) => (
            <li key={v.id}>
              <div className="vg-media">
                {playing === i ? (
                  <VideoPlayer video={v} name={name(i)} focus />
                ) : (
                  <button type="button" className="vg-card" ref={(el) => void (cards.current[i] = el)} aria-label={`${playText} ${name(i)}`} aria-haspopup={inDialog ? 'dialog' : undefined} onClick={() => play(i)}>
                    {v.thumbnail ? <img src={v.thumbnail} alt="" loading="lazy" decoding="async" /> : <span className="vg-blank">{showTitles ? null : v.title}</span>}
                    <PlayMark />
                  </button>
                )}
              </div>
              {showTitles && (v.title || v.description) ? (
                <div className="vg-text">
                  {v.title ? <h3>{v.title}</h3> : null}
                  {v.description ? <p>{v.description}</p> : null}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </WidgetRoot>
  );
}
