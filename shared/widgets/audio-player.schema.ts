// Data schema of the `audio_player` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';

/** SPEC §3 mask map: the masked address is `content.audioSrc`. */
export const SongSchema = z.looseObject({
  id: itemId(),
  title: text(),
  artist: text().optional(),
  cover: mediaUrl().optional(),
  content: z.looseObject({ audioSrc: mediaUrl() }),
});

export const AudioPlayerDataSchema = typeDataSchema({
  title: text(),
  songs: itemList(SongSchema, 500),
  showPlaylist: z.boolean(),
  loop: z.boolean(),
});
