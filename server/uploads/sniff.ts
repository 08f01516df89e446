// Decides what an uploaded file is from its first bytes (magic numbers), never from its name or the
// client's Content-Type; those only have to agree with what the bytes say.
import type { UploadKind } from './limits';

export interface FileType {
  contentType: string;
  kind: UploadKind;
  ext: string;
  label: string;
}

const T = (contentType: string, kind: UploadKind, ext: string, label: string): FileType => ({ contentType, kind, ext, label });

export const FILE_TYPES = {
  png: T('image/png', 'image', 'png', 'PNG image'),
  jpeg: T('image/jpeg', 'image', 'jpg', 'JPEG image'),
  gif: T('image/gif', 'image', 'gif', 'GIF image'),
  webp: T('image/webp', 'image', 'webp', 'WebP image'),
  svg: T('image/svg+xml', 'image', 'svg', 'SVG image'),
  mp3: T('audio/mpeg', 'audio', 'mp3', 'MP3 audio'),
  wav: T('audio/wav', 'audio', 'wav', 'WAV audio'),
  ogg: T('audio/ogg', 'audio', 'ogg', 'Ogg audio'),
  m4a: T('audio/mp4', 'audio', 'm4a', 'M4A audio'),
  aac: T('audio/aac', 'audio', 'aac', 'AAC audio'),
  mp4: T('video/mp4', 'video', 'mp4', 'MP4 video'),
  webm: T('video/webm', 'video', 'webm', 'WebM video'),
  mov: T('video/quicktime', 'video', 'mov', 'QuickTime video'),
  pdf: T('application/pdf', 'pdf', 'pdf', 'PDF document'),
  woff2: T('font/woff2', 'font', 'woff2', 'WOFF2 font'),
  woff: T('font/woff', 'font', 'woff', 'WOFF font'),
  ttf: T('font/ttf', 'font', 'ttf', 'TrueType font'),
  otf: T('font/otf', 'font', 'otf', 'OpenType font'),
} satisfies Record<string, FileType>;

export const ACCEPTED_LABELS =
  'PNG, JPEG, GIF, WebP or SVG images, MP3, WAV, Ogg, M4A or AAC audio, MP4, WebM or QuickTime videos, PDF documents, or WOFF2, WOFF, TrueType or OpenType fonts';

/** How many leading bytes sniffing looks at. */
export const SNIFF_BYTES = 4096;

const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const SVG_START =
  /^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE[^[>]*(\[[\s\S]*?\])?\s*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

// ISO base media brands that are audio by definition, generic ones that may be audio or video, and
// video ones. Images use the same container (HEIC's heic/mif1, AVIF's avif): those are none of these.
const AUDIO_BRANDS = new Set(['M4A ', 'M4B ', 'M4P ', 'F4A ']);
const GENERIC_BRANDS = new Set(['isom', 'iso2', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'dash']);
const VIDEO_BRANDS = new Set(['avc1', 'M4V ', 'M4VH', 'M4VP', 'mp71', 'f4v ', '3gp4', '3gp5', '3gp6', '3g2a', 'MSNV']);
/** Matroska's EBML magic; WebM is the Matroska whose DocType (in the header that follows) says "webm". */
const EBML = '\x1a\x45\xdf\xa3';

// A font's tag is its first four bytes, and its fixed header must be there too (sfnt offset table 12
// bytes, WOFF 44, WOFF2 48). An sfnt of TrueType outlines is tagged 00 01 00 00 (or 'true' by old Apple
// fonts) even when it is named .otf; only CFF outlines are tagged 'OTTO'.
const FONT_TAGS: [string, number, FileType][] = [
  ['wOF2', 48, FILE_TYPES.woff2],
  ['wOFF', 44, FILE_TYPES.woff],
  ['\x00\x01\x00\x00', 12, FILE_TYPES.ttf],
  ['true', 12, FILE_TYPES.ttf],
  ['OTTO', 12, FILE_TYPES.otf],
];

function isMp3Frame(b: Uint8Array): boolean {
  if (b.length < 3 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  const layer = (b[1]! >> 1) & 3;
  const bitrate = b[2]! >> 4;
  const rate = (b[2]! >> 2) & 3;
  return layer !== 0 && bitrate !== 0xf && rate !== 3;
}

/** The file's type, or null when it is none we accept. `audioHint`: the client said it is audio
 *  (only used to read a generic MP4 container as M4A rather than refuse it as possible video). */
export function sniff(head: Uint8Array, audioHint = false): FileType | null {
  const b = head;
  if (b.length >= 8 && b[0] === 0x89 && ascii(b, 1, 8) === 'PNG\r\n\x1a\n') return FILE_TYPES.png;
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return FILE_TYPES.jpeg;
  if (b.length >= 6 && /^GIF8[79]a$/.test(ascii(b, 0, 6))) return FILE_TYPES.gif;
  const tag = ascii(b, 0, 4);
  for (const [t, header, type] of FONT_TAGS) if (tag === t && b.length >= header) return type;
  if (b.length >= 12 && ascii(b, 0, 4) === 'RIFF') {
    const form = ascii(b, 8, 12);
    if (form === 'WEBP') return FILE_TYPES.webp;
    if (form === 'WAVE') return FILE_TYPES.wav;
    return null;
  }
  if (b.length >= 4 && ascii(b, 0, 4) === 'OggS') return FILE_TYPES.ogg;
  if (b.length >= 12 && ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (AUDIO_BRANDS.has(brand) || (audioHint && GENERIC_BRANDS.has(brand))) return FILE_TYPES.m4a;
    if (GENERIC_BRANDS.has(brand) || VIDEO_BRANDS.has(brand)) return FILE_TYPES.mp4;
    if (brand === 'qt  ') return FILE_TYPES.mov;
    return null;
  }
  // Other Matroska files (.mkv) are refused: browsers play WebM's codecs, not every Matroska's.
  if (b.length >= 4 && ascii(b, 0, 4) === EBML) return ascii(b, 4, Math.min(b.length, 64)).includes('webm') ? FILE_TYPES.webm : null;
  if (b.length >= 3 && ascii(b, 0, 3) === 'ID3') return FILE_TYPES.mp3;
  if (b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0) return FILE_TYPES.aac;
  if (isMp3Frame(b)) return FILE_TYPES.mp3;
  // PDF readers accept the header anywhere in the first KiB.
  if (ascii(b, 0, Math.min(b.length, 1024)).includes('%PDF-')) return FILE_TYPES.pdf;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(b.subarray(0, SNIFF_BYTES)).replace(/^\uFEFF/, '');
  if (SVG_START.test(text)) return FILE_TYPES.svg;
  return null;
}
