// What the client said a file is (its Content-Type and its name's extension), mapped onto our types so
// it can be compared with what the bytes say. Browsers and systems spell the same type many ways.
import { FILE_TYPES, type FileType } from './sniff';

const BY_TYPE: Record<string, FileType> = {};
for (const t of Object.values(FILE_TYPES)) BY_TYPE[t.contentType] = t;
Object.assign(BY_TYPE, {
  'image/jpg': FILE_TYPES.jpeg,
  'image/pjpeg': FILE_TYPES.jpeg,
  'audio/mp3': FILE_TYPES.mp3,
  'audio/mpeg3': FILE_TYPES.mp3,
  'audio/x-mpeg': FILE_TYPES.mp3,
  'audio/x-mp3': FILE_TYPES.mp3,
  'audio/x-wav': FILE_TYPES.wav,
  'audio/wave': FILE_TYPES.wav,
  'audio/vnd.wave': FILE_TYPES.wav,
  'audio/x-pn-wav': FILE_TYPES.wav,
  'audio/x-m4a': FILE_TYPES.m4a,
  'audio/m4a': FILE_TYPES.m4a,
  'audio/x-aac': FILE_TYPES.aac,
  'audio/aacp': FILE_TYPES.aac,
  'audio/vnd.dlna.adts': FILE_TYPES.aac,
  'audio/vorbis': FILE_TYPES.ogg,
  'audio/opus': FILE_TYPES.ogg,
  'audio/x-ogg': FILE_TYPES.ogg,
  'application/ogg': FILE_TYPES.ogg,
  'video/ogg': FILE_TYPES.ogg,
  'video/x-m4v': FILE_TYPES.mp4,
  'video/mov': FILE_TYPES.mov,
  'application/x-pdf': FILE_TYPES.pdf,
  // Fonts had no registered top-level type before RFC 8081 (2017): systems still send the old ones.
  'application/font-woff2': FILE_TYPES.woff2,
  'application/x-font-woff2': FILE_TYPES.woff2,
  'application/font-woff': FILE_TYPES.woff,
  'application/x-font-woff': FILE_TYPES.woff,
  'font/x-woff': FILE_TYPES.woff,
  'font/sfnt': FILE_TYPES.ttf,
  'application/font-sfnt': FILE_TYPES.ttf,
  'font/truetype': FILE_TYPES.ttf,
  'font/x-ttf': FILE_TYPES.ttf,
  'application/x-font-ttf': FILE_TYPES.ttf,
  'application/x-font-truetype': FILE_TYPES.ttf,
  'application/font-ttf': FILE_TYPES.ttf,
  'font/opentype': FILE_TYPES.otf,
  'font/x-otf': FILE_TYPES.otf,
  'application/x-font-opentype': FILE_TYPES.otf,
  'application/x-font-otf': FILE_TYPES.otf,
  'application/font-otf': FILE_TYPES.otf,
  'application/vnd.ms-opentype': FILE_TYPES.otf,
});

const BY_EXT: Record<string, FileType> = {
  png: FILE_TYPES.png,
  jpg: FILE_TYPES.jpeg,
  jpeg: FILE_TYPES.jpeg,
  jpe: FILE_TYPES.jpeg,
  jfif: FILE_TYPES.jpeg,
  gif: FILE_TYPES.gif,
  webp: FILE_TYPES.webp,
  svg: FILE_TYPES.svg,
  mp3: FILE_TYPES.mp3,
  wav: FILE_TYPES.wav,
  ogg: FILE_TYPES.ogg,
  oga: FILE_TYPES.ogg,
  opus: FILE_TYPES.ogg,
  m4a: FILE_TYPES.m4a,
  m4b: FILE_TYPES.m4a,
  aac: FILE_TYPES.aac,
  mp4: FILE_TYPES.mp4,
  m4v: FILE_TYPES.mp4,
  webm: FILE_TYPES.webm,
  mov: FILE_TYPES.mov,
  qt: FILE_TYPES.mov,
  pdf: FILE_TYPES.pdf,
  woff2: FILE_TYPES.woff2,
  woff: FILE_TYPES.woff,
  ttf: FILE_TYPES.ttf,
  otf: FILE_TYPES.otf,
};

const GENERIC = new Set(['', 'application/octet-stream', 'binary/octet-stream', 'application/unknown']);

export interface Declared {
  /** The media type without parameters, lowercased ('' when none was sent). */
  contentType: string;
  fileName: string;
}

export function extensionOf(name: string): string {
  const m = /\.([a-z0-9]{1,8})$/i.exec(name);
  return m ? m[1]!.toLowerCase() : '';
}

/** M4A and raw AAC are one family to people (the "AAC" of a phone's recorder is often an M4A), and an
 *  MP4 with sound only is an M4A in the same container. TrueType and OpenType are one sfnt format: many
 *  .otf files have TrueType outlines and say so in their bytes. */
const FAMILY = new Map<FileType, FileType>([
  [FILE_TYPES.aac, FILE_TYPES.m4a],
  [FILE_TYPES.mp4, FILE_TYPES.m4a],
  [FILE_TYPES.otf, FILE_TYPES.ttf],
]);
const family = (t: FileType) => FAMILY.get(t) ?? t;

/** The top-level type, counting an unlisted old font spelling (application/x-font-xyz) as a font. */
const mainType = (contentType: string) => (/font|woff|sfnt|truetype|opentype/.test(contentType) ? 'font' : contentType.split('/')[0]);

/** Whether the client hinted the file is audio (reads generic MP4 containers as M4A). */
export function declaresAudio(d: Declared): boolean {
  const byExt = BY_EXT[extensionOf(d.fileName)];
  return d.contentType.startsWith('audio/') || byExt?.kind === 'audio';
}

/** The kind the client announced, when it announced one we know (for an early size check). */
export function declaredType(d: Declared): FileType | undefined {
  return BY_TYPE[d.contentType] ?? BY_EXT[extensionOf(d.fileName)];
}

/** What the client claimed that contradicts the sniffed type, or null when nothing does. */
export function contradiction(d: Declared, actual: FileType): string | null {
  if (!GENERIC.has(d.contentType)) {
    const said = BY_TYPE[d.contentType];
    if (said ? family(said) !== family(actual) : mainType(d.contentType) !== mainType(actual.contentType)) {
      return `its type says ${said ? said.label : d.contentType}`;
    }
  }
  const byExt = BY_EXT[extensionOf(d.fileName)];
  if (byExt && family(byExt) !== family(actual)) return `its name ends in .${extensionOf(d.fileName)}`;
  return null;
}
