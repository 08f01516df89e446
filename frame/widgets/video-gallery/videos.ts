// The videos a gallery shows, in both its frames (the grid and the host-page dialog), so an index means the
// same video in each: items whose address plays, with their texts in the visitor's language and the picture
// for their card.
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { parseVideoUrl, providerThumbnail, type VideoGalleryData, type VideoSource } from '../../../shared/widgets/video-gallery';
import { imageSrc } from '../common/image-src';
import type { Translate } from '../common/localize';
import type { WidgetContext } from '../types';

const { prefix: PREFIX } = TRANSLATED_ITEMS.video_gallery!;

export interface ShownVideo {
  id: string;
  source: VideoSource;
  title: string;
  description: string;
  /** The owner's picture, else YouTube's; none for a Vimeo video or a file without one. */
  thumbnail?: string;
}

export function shownVideos(data: Pick<VideoGalleryData, 'videos'>, appUrl: string, t: Translate): ShownVideo[] {
  const out: ShownVideo[] = [];
  for (const item of Array.isArray(data.videos) ? data.videos : []) {
    const source = item && typeof item.id === 'string' ? parseVideoUrl(item.url) : null;
    if (!source) continue;
    const text = (key: 'title' | 'description') => t(itemTextKey(PREFIX, item.id, key), typeof item[key] === 'string' ? item[key] : '');
    const own = typeof item.thumbnail === 'string' && item.thumbnail ? imageSrc(item.thumbnail, appUrl) : undefined;
    out.push({ id: item.id, source, title: text('title'), description: text('description'), thumbnail: own ?? providerThumbnail(source) ?? undefined });
  }
  return out;
}

/** Each play is an engagement event, the provider as its subtype. */
export const reportPlay = (ctx: WidgetContext, v: ShownVideo): void =>
  ctx.reportEngagement({ interaction: 'click', eventSubType: v.source.provider, entityPath: `videos/${v.id}` });

/** Shared by both frames: the player dialog's popup id. */
export const PLAYER_ID = 'player';
