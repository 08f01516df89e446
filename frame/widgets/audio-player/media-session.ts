// Media Session metadata and actions (lock screen, hardware keys). Missing API: nothing to do.
import type { Song } from '../../../shared/widgets/audio-player';

export function setMediaSession(song: Song | undefined, coverUrl: string, actions: Partial<Record<'play' | 'pause' | 'previoustrack' | 'nexttrack', () => void>>): void {
  const ms = typeof navigator !== 'undefined' ? navigator.mediaSession : undefined;
  if (!ms || !song || typeof MediaMetadata === 'undefined') return;
  ms.metadata = new MediaMetadata({ title: song.title, artist: song.artist ?? '', artwork: coverUrl ? [{ src: coverUrl }] : [] });
  for (const [action, fn] of Object.entries(actions)) {
    try {
      ms.setActionHandler(action as MediaSessionAction, fn ?? null);
    } catch {
      /* an action the browser does not support */
    }
  }
}
