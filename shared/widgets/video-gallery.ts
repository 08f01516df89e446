// Default built-in data of the `video_gallery` widget type (ARCHITECTURE §3.1a): a grid of videos (YouTube,
// Vimeo or the owner's own files) that play when the visitor clicks one, in a host-page dialog or in place.
// The default posters are small SVGs our server serves from /static/, so a new widget renders offline and
// sends nothing to YouTube or Vimeo until a visitor plays a video. Plain data, no zod, so the frame's
// widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export const VIDEO_ASPECTS = ['16:9', '4:3', '1:1', '9:16'] as const;
export type VideoAspect = (typeof VIDEO_ASPECTS)[number];
/** 'popup': a host-page dialog with previous and next; 'inline': the card turns into the player. */
export const VIDEO_PLAY_MODES = ['popup', 'inline'] as const;
export const MAX_VIDEO_COLUMNS = 6;

export type VideoItem = {
  id: string;
  /** A YouTube or Vimeo link, or an http(s) address of a video file (parseVideoUrl). */
  url: string;
  title: string;
  /** Under the title on its card and under the player. */
  description?: string;
  /** A picture for the card: wins over YouTube's own; Vimeo and files have none without it. */
  thumbnail?: string;
};

export type VideoGalleryData = CommonWidgetData & {
  title: string;
  /** The list is `videos`, not `items`: the builder names a list and its Add button by its key. */
  videos: VideoItem[];
  /** Cards side by side at most: fewer when the frame is too narrow for them (CSS alone). */
  columns: number;
  aspect: VideoAspect;
  playMode: (typeof VIDEO_PLAY_MODES)[number];
  /** Each video's title and description under its card. */
  showTitles: boolean;
  /** Before a video's title in its button's name ("Play Sintel"), for screen readers. */
  playText: string;
};

export type VideoSource =
  | { provider: 'youtube'; id: string; start?: number }
  | { provider: 'vimeo'; id: string; hash?: string }
  | { provider: 'file'; src: string };

const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const YOUTUBE_ID = /^[\w-]{11}$/;
const YOUTUBE_PATH = /^\/(?:shorts|embed|live|v)\/([\w-]{11})\/?$/;
const VIMEO_PAGE = /^\/(?:channels\/[\w-]+\/|groups\/[\w-]+\/videos\/)?(\d+)(?:\/([\da-f]+))?\/?$/i;
const VIMEO_PLAYER = /^\/video\/(\d+)\/?$/;
const VIDEO_FILE = /\.(mp4|m4v|webm|ogv|ogg|mov)$/i;

/** "90", "90s", "1m30s", "1h2m3s" as seconds; undefined for anything else or zero. */
export function startSeconds(t: string | null): number | undefined {
  if (!t) return undefined;
  const m = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s?)?$/.exec(t.trim());
  if (!m || !(m[1] || m[2] || m[3])) return undefined;
  const s = Number(m[1] ?? 0) * 3600 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0);
  return s > 0 ? s : undefined;
}

/** What an owner's video address plays, or null when it is none we play: only absolute http(s) addresses
 *  of YouTube, Vimeo, or a video file (its path ending .mp4, .m4v, .webm, .ogv, .ogg or .mov, which the
 *  app's own uploads keep in their names); javascript:, relative paths and other sites' pages are none. */
export function parseVideoUrl(url: string | null | undefined): VideoSource | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    return null;
  }
  const host = u.hostname.toLowerCase();
  const path = u.pathname;
  const start = startSeconds(u.searchParams.get('t') ?? u.searchParams.get('start'));
  const youtube = (id: string | null | undefined): VideoSource | null => (id && YOUTUBE_ID.test(id) ? { provider: 'youtube', id, ...(start ? { start } : {}) } : null);
  if (host === 'youtu.be') return youtube(path.slice(1).replace(/\/$/, ''));
  if (YOUTUBE_HOSTS.has(host)) return path === '/watch' ? youtube(u.searchParams.get('v')) : youtube(YOUTUBE_PATH.exec(path)?.[1]);
  if (host === 'vimeo.com' || host === 'www.vimeo.com' || host === 'player.vimeo.com') {
    const m = (host === 'player.vimeo.com' ? VIMEO_PLAYER : VIMEO_PAGE).exec(path);
    if (!m) return null;
    const hash = m[2] ?? u.searchParams.get('h') ?? undefined;
    return { provider: 'vimeo', id: m[1]!, ...(hash && /^[\da-f]+$/i.test(hash) ? { hash } : {}) };
  }
  return VIDEO_FILE.test(path) ? { provider: 'file', src: u.href } : null;
}

/** The address the player loads once the visitor has clicked: YouTube's no-cookie player, Vimeo's player
 *  told not to track (dnt), or the file itself; each starts playing at once (autoplay). */
export function playerSrc(v: VideoSource): string {
  if (v.provider === 'youtube') return `https://www.youtube-nocookie.com/embed/${v.id}?autoplay=1${v.start ? `&start=${v.start}` : ''}`;
  if (v.provider === 'vimeo') return `https://player.vimeo.com/video/${v.id}?autoplay=1&dnt=1${v.hash ? `&h=${v.hash}` : ''}`;
  return v.src;
}

/** YouTube's own picture of a video (an image only, no script, no cookie); none for Vimeo (only its API
 *  says) nor for a file. */
export function providerThumbnail(v: VideoSource): string | null {
  return v.provider === 'youtube' ? `https://i.ytimg.com/vi/${v.id}/hqdefault.jpg` : null;
}

/** The ratio's width and height ("9:16" → [9, 16]), 16:9 for anything unknown. */
export function aspectParts(aspect: unknown): [number, number] {
  return aspect === '4:3' ? [4, 3] : aspect === '1:1' ? [1, 1] : aspect === '9:16' ? [9, 16] : [16, 9];
}

const poster = (name: string) => `/static/demo/video-gallery/${name}.svg`;

export const videoGalleryDefaults: VideoGalleryData = {
  ...commonDefaults,
  title: 'Videos',
  videos: [
    { id: 'demo-1', url: 'https://www.youtube.com/watch?v=eRsGyueVLvQ', title: 'Sintel', description: 'A girl searches the wild for the baby dragon she saved. An open movie by the Blender Foundation.', thumbnail: poster('sintel') },
    { id: 'demo-2', url: 'https://www.youtube.com/watch?v=R6MlUcmOul8', title: 'Tears of Steel', description: 'Scientists in Amsterdam try to rescue the world from robots. An open movie by the Blender Foundation.', thumbnail: poster('tears-of-steel') },
    { id: 'demo-3', url: 'https://vimeo.com/1084537', title: 'Big Buck Bunny', description: 'A giant rabbit pays back three bullies. An open movie by the Blender Foundation.', thumbnail: poster('big-buck-bunny') },
  ],
  columns: 3,
  aspect: '16:9',
  playMode: 'popup',
  showTitles: true,
  playText: 'Play',
};
