// Small but genuine-looking files of every accepted type (only their first bytes matter to sniffing;
// a font is its tag and header-sized padding).
import { Buffer } from 'node:buffer';

const pad = (head: Buffer | string, total = 600) => {
  const h = typeof head === 'string' ? Buffer.from(head, 'latin1') : head;
  const body = Buffer.alloc(Math.max(0, total - h.length));
  for (let i = 0; i < body.length; i++) body[i] = (i * 31 + 7) & 0xff;
  return Buffer.concat([h, body]);
};

export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export interface Sample {
  label: string;
  name: string;
  type: string;
  bytes: Buffer;
  contentType: string;
  ext: string;
}

export const SAMPLES: Sample[] = [
  { label: 'PNG', name: 'dot.png', type: 'image/png', bytes: PNG, contentType: 'image/png', ext: 'png' },
  { label: 'JPEG', name: 'photo.jpeg', type: 'image/jpeg', bytes: pad(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46])), contentType: 'image/jpeg', ext: 'jpg' },
  { label: 'GIF', name: 'anim.gif', type: 'image/gif', bytes: pad('GIF89a\x01\x00\x01\x00'), contentType: 'image/gif', ext: 'gif' },
  { label: 'WebP', name: 'pic.webp', type: 'image/webp', bytes: pad('RIFF\x58\x02\x00\x00WEBPVP8 '), contentType: 'image/webp', ext: 'webp' },
  {
    label: 'SVG',
    name: 'logo.svg',
    type: 'image/svg+xml',
    bytes: Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><style>rect{fill:red}</style><a href="https://example.com/"><rect width="10" height="10"/></a></svg>'),
    contentType: 'image/svg+xml',
    ext: 'svg',
  },
  { label: 'MP3 (ID3)', name: 'song.mp3', type: 'audio/mpeg', bytes: pad('ID3\x04\x00\x00\x00\x00\x00\x00'), contentType: 'audio/mpeg', ext: 'mp3' },
  { label: 'MP3 (frame)', name: 'raw.mp3', type: 'audio/mp3', bytes: pad(Buffer.from([0xff, 0xfb, 0x90, 0x64])), contentType: 'audio/mpeg', ext: 'mp3' },
  { label: 'WAV', name: 'clip.wav', type: 'audio/wav', bytes: pad('RIFF\x58\x02\x00\x00WAVEfmt '), contentType: 'audio/wav', ext: 'wav' },
  { label: 'OGG', name: 'voice.ogg', type: 'audio/ogg', bytes: pad('OggS\x00\x02'), contentType: 'audio/ogg', ext: 'ogg' },
  { label: 'M4A', name: 'memo.m4a', type: 'audio/x-m4a', bytes: pad('\x00\x00\x00\x20ftypM4A \x00\x00\x00\x00'), contentType: 'audio/mp4', ext: 'm4a' },
  { label: 'AAC', name: 'memo.aac', type: 'audio/aac', bytes: pad(Buffer.from([0xff, 0xf1, 0x50, 0x80])), contentType: 'audio/aac', ext: 'aac' },
  { label: 'MP4 (isom)', name: 'tour.mp4', type: 'video/mp4', bytes: pad('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00'), contentType: 'video/mp4', ext: 'mp4' },
  { label: 'MP4 (avc1, .m4v)', name: 'clip.m4v', type: 'video/x-m4v', bytes: pad('\x00\x00\x00\x1cftypavc1\x00\x00\x00\x00'), contentType: 'video/mp4', ext: 'mp4' },
  { label: 'WebM', name: 'loop.webm', type: 'video/webm', bytes: pad('\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\xf7\x81\x01\x42\xf2\x81\x04\x42\xf3\x81\x08\x42\x82\x84webm'), contentType: 'video/webm', ext: 'webm' },
  { label: 'QuickTime', name: 'IMG_0042.MOV', type: 'video/quicktime', bytes: pad('\x00\x00\x00\x14ftypqt  \x00\x00\x00\x00'), contentType: 'video/quicktime', ext: 'mov' },
  { label: 'PDF', name: 'Annual Report (2024).pdf', type: 'application/pdf', bytes: pad('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), contentType: 'application/pdf', ext: 'pdf' },
  { label: 'WOFF2', name: 'Brand-Bold.woff2', type: 'font/woff2', bytes: pad('wOF2\x00\x01\x00\x00'), contentType: 'font/woff2', ext: 'woff2' },
  { label: 'WOFF', name: 'Brand-Bold.woff', type: 'application/font-woff', bytes: pad('wOFF\x00\x01\x00\x00'), contentType: 'font/woff', ext: 'woff' },
  { label: 'TrueType', name: 'Brand.ttf', type: 'application/x-font-ttf', bytes: pad('\x00\x01\x00\x00\x00\x10\x01\x00'), contentType: 'font/ttf', ext: 'ttf' },
  { label: "TrueType (Apple 'true')", name: 'Brand Mac.ttf', type: 'font/ttf', bytes: pad('true\x00\x10\x01\x00'), contentType: 'font/ttf', ext: 'ttf' },
  { label: 'OpenType (CFF)', name: 'Brand.otf', type: 'font/otf', bytes: pad('OTTO\x00\x0c\x00\x80'), contentType: 'font/otf', ext: 'otf' },
  // Many .otf files hold TrueType outlines, and their bytes say so: kept, served as font/ttf.
  { label: 'OpenType (TrueType outlines)', name: 'Brand-TT.otf', type: 'application/vnd.ms-opentype', bytes: pad('\x00\x01\x00\x00\x00\x10\x01\x00'), contentType: 'font/ttf', ext: 'ttf' },
];

/** The font samples (uploads of kind 'font'). */
export const FONT_SAMPLES = SAMPLES.filter((s) => s.contentType.startsWith('font/'));

/** A Windows executable's first bytes. */
export const EXE = pad('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00This program cannot be run in DOS mode.');

/** `n` bytes that sniff as MP3 and differ at every position (so a wrong offset shows). */
export function mp3OfSize(n: number): Buffer {
  const b = Buffer.alloc(n);
  for (let i = 0; i < n; i++) b[i] = (i * 131 + (i >> 8)) & 0xff;
  b.write('ID3', 0, 'latin1');
  return b;
}
