// The player a video becomes once the visitor has clicked it, and only then: YouTube's no-cookie player or
// Vimeo's (told not to track) in a frame of their own, or the owner's file in the browser's own player.
// Each starts at once: the click was the visitor's request to play.
import { useEffect, useRef } from 'react';
import { playerSrc } from '../../../shared/widgets/video-gallery';
import type { ShownVideo } from './videos';

export function VideoPlayer({ video, name, focus }: { video: ShownVideo; name: string; focus?: boolean }) {
  const ref = useRef<HTMLIFrameElement & HTMLVideoElement>(null);
  // In place of the card the visitor clicked, which is gone: the keyboard carries on from the player.
  useEffect(() => void (focus && ref.current?.focus()), [focus]);
  if (video.source.provider === 'file') {
    return <video ref={ref} className="vg-player" src={video.source.src} poster={video.thumbnail} aria-label={name} controls autoplay playsinline />;
  }
  return <iframe ref={ref} className="vg-player" src={playerSrc(video.source)} title={name} allow="autoplay; fullscreen; picture-in-picture; encrypted-media" />;
}
