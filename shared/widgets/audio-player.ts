// Default built-in data of the `audio_player` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

/** SPEC §3 mask map: audio_player items are `songs`, the masked property is `content.audioSrc`. */
export type Song = { id: string; title: string; artist?: string; cover?: string; content: { audioSrc: string } };

export type AudioPlayerData = CommonWidgetData & {
  title: string;
  songs: Song[];
  showPlaylist: boolean;
  loop: boolean;
};

export const audioPlayerDefaults: AudioPlayerData = {
  ...commonDefaults,
  title: 'Demo playlist',
  songs: [
    { id: 'song-1', title: 'Morning Tone', artist: 'Tessera Demo', cover: '/static/demo/cover-1.svg', content: { audioSrc: '/static/demo/tone-1.wav' } },
    { id: 'song-2', title: 'Evening Tone', artist: 'Tessera Demo', cover: '/static/demo/cover-2.svg', content: { audioSrc: '/static/demo/tone-2.wav' } },
  ],
  showPlaylist: true,
  loop: false,
};
