// The audio player: a playlist with play/pause, seek, previous/next, volume, keyboard control and Media
// Session metadata. A track that fails to load shows a message and the rest of the playlist still works.
import { useEffect, useRef, useState } from 'react';
import { audioPlayerDefaults, type AudioPlayerData } from '../../../shared/widgets/audio-player';
import { Icon } from '../common/Icon';
import { ErrorNote } from '../common/ErrorNote';
import { useDisplayRules } from '../common/use-display-rules';
import { useMediaData } from '../common/use-media-data';
import { useTranslate } from '../common/use-translate';
import { resolveUrl } from '../common/widget-data';
import { WidgetRoot } from '../common/WidgetRoot';
import type { WidgetProps } from '../types';
import { AUDIO_CSS } from './audio-css';
import { formatTime } from './format-time';
import { setMediaSession } from './media-session';
import { Loading } from '../common/Loading';

const SEEK_STEP_S = 5;
const VOLUME_STEP = 0.1;

export function AudioPlayer(props: WidgetProps<AudioPlayerData>) {
  const { ctx } = props;
  const { data, ready } = useMediaData(audioPlayerDefaults, props);
  const t = useTranslate(data.localization, ctx.language);
  const visible = useDisplayRules(data.displayRules, ctx);
  const songs = Array.isArray(data.songs) ? data.songs.filter((s) => s && s.content && typeof s.content.audioSrc === 'string' && s.content.audioSrc) : [];
  const audio = useRef<HTMLAudioElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [volume, setVolume] = useState(1);
  const [failed, setFailed] = useState<number | null>(null);
  const autoplayNext = useRef(false);
  const song = songs[Math.min(index, Math.max(0, songs.length - 1))];
  const src = song ? resolveUrl(song.content.audioSrc, ctx.appUrl) : '';
  const cover = song?.cover ? resolveUrl(song.cover, ctx.appUrl) : '';

  const report = (eventSubType: string) => ctx.reportEngagement({ interaction: 'click', eventSubType, entityPath: `songs.${index}` });
  const play = () => {
    const a = audio.current;
    if (!a) return;
    a.play()?.catch(() => setPlaying(false));
  };
  const toggle = () => {
    const a = audio.current;
    if (!a) return;
    report(a.paused ? 'play' : 'pause');
    if (a.paused) play();
    else a.pause();
  };
  const go = (delta: number) => {
    if (!songs.length) return;
    autoplayNext.current = playing || delta !== 0;
    setIndex((i) => (i + delta + songs.length) % songs.length);
    report(delta > 0 ? 'next' : 'previous');
  };
  const seek = (s: number) => {
    const a = audio.current;
    if (!a) return;
    a.currentTime = Math.max(0, Math.min(duration || 0, s));
    setTime(a.currentTime);
  };
  const changeVolume = (v: number) => {
    const nv = Math.round(Math.max(0, Math.min(1, v)) * 100) / 100;
    setVolume(nv);
    if (audio.current) audio.current.volume = nv;
  };

  useEffect(() => {
    setTime(0);
    setDuration(0);
    setFailed(null);
    if (autoplayNext.current) play();
    autoplayNext.current = false;
    setMediaSession(song, cover, { play, pause: () => audio.current?.pause(), nexttrack: () => go(1), previoustrack: () => go(-1) });
  }, [src]);

  if (!visible) return null;

  const onKeyDown = (e: KeyboardEvent) => {
    const tag = (e.target as HTMLElement).tagName;
    const onControl = tag === 'INPUT' || tag === 'BUTTON';
    const k = e.key;
    if ((k === ' ' && !onControl) || k === 'k' || k === 'K') toggle();
    else if (k === 'ArrowRight' && !onControl) seek(time + SEEK_STEP_S);
    else if (k === 'ArrowLeft' && !onControl) seek(time - SEEK_STEP_S);
    else if (k === 'ArrowUp' && !onControl) changeVolume(volume + VOLUME_STEP);
    else if (k === 'ArrowDown' && !onControl) changeVolume(volume - VOLUME_STEP);
    else if (k === 'n' || k === 'N') go(1);
    else if (k === 'p' || k === 'P') go(-1);
    else return;
    e.preventDefault();
  };

  const title = t('title', data.title);
  return (
    <WidgetRoot data={data} ctx={ctx} type="audio" css={AUDIO_CSS}>
      <section aria-label={title || t('player', 'Audio player')} onKeyDown={onKeyDown} tabIndex={0}>
        {title ? <h2>{title}</h2> : null}
        {!ready ? (
          <Loading text={t('loading', 'Loading…')} />
        ) : !song ? (
          <ErrorNote message={t('error.noSongs', 'This playlist has no songs yet.')} />
        ) : (
          <>
            <div className="tw-now">
              {cover ? <img className="tw-cover" src={cover} alt={t('coverAlt', 'Cover of {title}').replace('{title}', song.title)} /> : null}
              <div className="tw-meta" aria-live="polite">
                <h3>{song.title}</h3>
                {song.artist ? <p className="tw-muted">{song.artist}</p> : null}
              </div>
            </div>
            <audio
              ref={audio}
              src={src}
              preload="metadata"
              onPlay={() => setPlaying(true)}
              onPause={() => setPlaying(false)}
              onTimeUpdate={(e) => setTime((e.currentTarget as HTMLAudioElement).currentTime)}
              onLoadedMetadata={(e) => setDuration((e.currentTarget as HTMLAudioElement).duration || 0)}
              onEnded={() => (index < songs.length - 1 || data.loop ? go(1) : setPlaying(false))}
              onError={() => {
                setPlaying(false);
                setFailed(index);
              }}
            />
            {failed === index ? <ErrorNote message={t('error.track', 'This track could not be loaded.')} detail={song.title} /> : null}
            <div className="tw-seek">
              <span aria-hidden="true">{formatTime(time)}</span>
              <input
                type="range"
                min={0}
                max={Math.max(duration, 0)}
                step={1}
                value={time}
                aria-label={t('seek', 'Seek')}
                aria-valuetext={`${formatTime(time)} / ${formatTime(duration)}`}
                onInput={(e) => seek(Number((e.currentTarget as HTMLInputElement).value))}
              />
              <span aria-hidden="true">{formatTime(duration)}</span>
            </div>
            <div className="tw-controls">
              <button type="button" className="tw-ghost" onClick={() => go(-1)} aria-label={t('previous', 'Previous track')} disabled={songs.length < 2}><Icon name="prev" /></button>
              <button type="button" className="tw-btn tw-play" onClick={toggle} aria-label={playing ? t('pause', 'Pause') : t('play', 'Play')} aria-pressed={playing}>
                <Icon name={playing ? 'pause' : 'play'} size={24} />
              </button>
              <button type="button" className="tw-ghost" onClick={() => go(1)} aria-label={t('next', 'Next track')} disabled={songs.length < 2}><Icon name="next" /></button>
              <label className="tw-vol">
                <span className="tw-sr">{t('volume', 'Volume')}</span>
                <Icon name="volume" />
                <input type="range" min={0} max={1} step={VOLUME_STEP} value={volume} onInput={(e) => changeVolume(Number((e.currentTarget as HTMLInputElement).value))} />
              </label>
            </div>
            {data.showPlaylist && songs.length > 1 ? (
              <ol aria-label={t('playlist', 'Playlist')}>
                {songs.map((s, i) => (
                  <li key={s.id ?? i}>
                    <button
                      type="button"
                      aria-current={i === index}
                      onClick={() => {
                        autoplayNext.current = true;
                        setIndex(i);
                        ctx.reportEngagement({ interaction: 'click', eventSubType: 'select', entityPath: `songs.${i}` });
                      }}
                    >
                      <span aria-hidden="true">{`${i + 1}.`}</span> {s.title}
                      {s.artist ? <span className="tw-muted"> · {s.artist}</span> : null}
                    </button>
                  </li>
                ))}
              </ol>
            ) : null}
          </>
        )}
      </section>
    </WidgetRoot>
  );
}
