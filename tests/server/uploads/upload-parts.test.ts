// The pure pieces of uploads: multipart streaming, sniffing, declared-type checks, ranges and names.
import { describe, expect, it } from 'vitest';
import { parseRange } from '../../../server/uploads/byte-range';
import { contradiction } from '../../../server/uploads/declared-type';
import { boundaryOf, openMultipartFile } from '../../../server/uploads/multipart-file';
import { safeFileName, inlineDisposition } from '../../../server/uploads/safe-name';
import { FILE_TYPES, sniff } from '../../../server/uploads/sniff';
import { assertSafeSvg } from '../../../server/uploads/svg-check';
import { EXE, PNG, SAMPLES } from './samples';

function streamOf(bytes: Buffer, cuts: number[]): ReadableStream<Uint8Array> {
  const pieces: Uint8Array[] = [];
  let at = 0;
  for (const c of [...cuts, bytes.length]) {
    pieces.push(new Uint8Array(bytes.subarray(at, c)));
    at = c;
  }
  return new ReadableStream({
    pull(ctrl) {
      const p = pieces.shift();
      if (p) ctrl.enqueue(p);
      else ctrl.close();
    },
  });
}

async function collect(it: AsyncIterable<Uint8Array>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const p of it) out.push(Buffer.from(p));
  return Buffer.concat(out);
}

describe('openMultipartFile', () => {
  const boundary = '----formdata-test-1234';
  // The payload contains a near-boundary to prove only the real delimiter ends the part.
  const payload = Buffer.concat([PNG, Buffer.from(`\r\n--${boundary.slice(0, -1)}x\r\n`), PNG]);
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nhello\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a %22b%22.png"\r\nContent-Type: image/png\r\n\r\n`),
    payload,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);

  it('yields the file part exactly, however the body is split', async () => {
    for (let cut = 1; cut < body.length; cut += 7) {
      const part = await openMultipartFile(streamOf(body, [cut, Math.min(body.length, cut + 3)]), boundary);
      expect(part?.fileName).toBe('a "b".png');
      expect(part?.contentType).toBe('image/png');
      expect((await collect(part!.body)).equals(payload), `cut at ${cut}`).toBe(true);
    }
  });

  it('returns null for a form without a file and refuses a truncated body', async () => {
    const noFile = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="x"\r\n\r\n1\r\n--${boundary}--\r\n`);
    expect(await openMultipartFile(streamOf(noFile, []), boundary)).toBeNull();
    const part = await openMultipartFile(streamOf(body.subarray(0, body.length - 30), []), boundary);
    await expect(collect(part!.body)).rejects.toMatchObject({ code: 'UPLOAD_MALFORMED' });
  });

  it('reads the boundary parameter, quoted or not', () => {
    expect(boundaryOf('multipart/form-data; boundary=abc')).toBe('abc');
    expect(boundaryOf('multipart/form-data; boundary="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
  });
});

describe('sniff', () => {
  it.each(SAMPLES)('recognises $label', (s) => {
    expect(sniff(s.bytes)?.contentType).toBe(s.contentType);
  });

  it('knows nothing of executables, HTML or text', () => {
    expect(sniff(EXE)).toBeNull();
    expect(sniff(Buffer.from('<!doctype html><html><script>x</script>'))).toBeNull();
    expect(sniff(Buffer.from('just some words'))).toBeNull();
  });

  it('reads a generic MP4 container as video, or as M4A when the client said audio', () => {
    const mp4 = Buffer.from('\x00\x00\x00\x20ftypisom\x00\x00\x02\x00', 'latin1');
    expect(sniff(mp4)).toBe(FILE_TYPES.mp4);
    expect(sniff(mp4, true)).toBe(FILE_TYPES.m4a);
    // A sound-only .mp4 sent as audio is no contradiction: the same container.
    expect(contradiction({ contentType: 'audio/mp4', fileName: 'song.mp4' }, FILE_TYPES.m4a)).toBeNull();
  });

  it.each([
    ['a HEIC photo', '\x00\x00\x00\x18ftypheic\x00\x00\x00\x00'],
    ['an AVIF picture', '\x00\x00\x00\x1cftypavif\x00\x00\x00\x00'],
    ['a Matroska film that is not WebM', '\x1a\x45\xdf\xa3\x9f\x42\x86\x81\x01\x42\x82\x88matroska'],
  ])('refuses %s, which shares a video container', (_name, head) => {
    expect(sniff(Buffer.from(head, 'latin1'))).toBeNull();
  });

  it('lets generic or family-equal declarations through and flags real contradictions', () => {
    expect(contradiction({ contentType: 'application/octet-stream', fileName: 'x' }, FILE_TYPES.png)).toBeNull();
    expect(contradiction({ contentType: 'image/jpg', fileName: 'x.JPG' }, FILE_TYPES.jpeg)).toBeNull();
    expect(contradiction({ contentType: 'audio/aac', fileName: 'x.aac' }, FILE_TYPES.m4a)).toBeNull();
    expect(contradiction({ contentType: 'application/x-msdownload', fileName: 'x.exe' }, FILE_TYPES.png)).toMatch(/type says/);
    expect(contradiction({ contentType: '', fileName: 'x.gif' }, FILE_TYPES.png)).toMatch(/\.gif/);
  });

  it.each(['wOF2', 'wOFF', '\x00\x01\x00\x00', 'true', 'OTTO'])('reads %j without a whole font header as no font', (tag) => {
    expect(sniff(Buffer.from(`${tag}\x00\x00\x00\x00`, 'latin1'))).toBeNull();
  });
});

describe('font declarations', () => {
  it.each([
    ['application/octet-stream', 'Brand.woff2', 'woff2'],
    ['', 'Brand.woff2', 'woff2'],
    ['application/font-woff2', 'x.woff2', 'woff2'],
    ['application/font-woff', 'x.woff', 'woff'],
    ['application/x-font-woff', 'x.WOFF', 'woff'],
    ['font/sfnt', 'x.ttf', 'ttf'],
    ['application/x-font-ttf', 'x.ttf', 'ttf'],
    ['application/x-font-truetype', 'x.ttf', 'ttf'],
    ['application/x-font-opentype', 'x.otf', 'otf'],
    ['application/vnd.ms-opentype', 'x.otf', 'otf'],
    // TrueType and OpenType are one sfnt format; an .otf of TrueType outlines sniffs as TrueType.
    ['font/otf', 'x.otf', 'ttf'],
    ['font/ttf', 'x.ttf', 'otf'],
    ['application/x-font-otf-unlisted', 'x', 'otf'],
  ] as const)('lets a font declared %j named %s through when its bytes say %s', (contentType, fileName, actual) => {
    expect(contradiction({ contentType, fileName }, FILE_TYPES[actual])).toBeNull();
  });

  it.each([
    ['image/png', 'x', 'woff2', 'its type says PNG image'],
    ['font/woff', 'x', 'woff2', 'its type says WOFF font'],
    ['application/pdf', 'x.ttf', 'ttf', 'its type says PDF document'],
    ['application/x-msdownload', 'x', 'otf', 'its type says application/x-msdownload'],
    ['application/octet-stream', 'x.png', 'woff', 'its name ends in .png'],
    ['', 'Brand.woff2', 'ttf', 'its name ends in .woff2'],
    ['font/woff2', 'x', 'png', 'its type says WOFF2 font'],
    ['application/x-font-unlisted', 'x', 'png', 'its type says application/x-font-unlisted'],
  ] as const)('refuses %j named %s when the bytes say %s: %s', (contentType, fileName, actual, clash) => {
    expect(contradiction({ contentType, fileName }, FILE_TYPES[actual])).toBe(clash);
  });
});

describe('parseRange', () => {
  it.each([
    [undefined, { kind: 'full' }],
    ['bytes=0-9', { kind: 'partial', start: 0, end: 9 }],
    ['bytes=90-', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-10', { kind: 'partial', start: 90, end: 99 }],
    ['bytes=-1000', { kind: 'partial', start: 0, end: 99 }],
    ['bytes=50-5000', { kind: 'partial', start: 50, end: 99 }],
    ['bytes=100-', { kind: 'unsatisfiable' }],
    ['bytes=-0', { kind: 'unsatisfiable' }],
    ['bytes=9-1', { kind: 'full' }],
    ['bytes=0-1,5-6', { kind: 'full' }],
    ['items=0-1', { kind: 'full' }],
  ])('%s of 100 bytes', (header, want) => {
    expect(parseRange(header, 100)).toEqual(want);
  });
});

describe('names', () => {
  it('keeps letters of any script, drops paths and punctuation, forces the extension', () => {
    expect(safeFileName('C:\\Users\\me\\Résumé final.PDF', 'pdf')).toBe('Résumé-final.pdf');
    expect(safeFileName('写真.jpeg', 'jpg')).toBe('写真.jpg');
    expect(safeFileName('...', 'png')).toBe('file.png');
    expect(safeFileName('evil.html', 'png')).toBe('evil.png');
  });

  it('quotes Content-Disposition safely with a UTF-8 form', () => {
    expect(inlineDisposition('写真.jpg')).toBe(`inline; filename=".jpg"; filename*=UTF-8''${encodeURIComponent('写真.jpg')}`);
  });
});

describe('assertSafeSvg', () => {
  it('accepts a plain drawing and refuses a non-SVG root or broken XML', () => {
    expect(() => assertSafeSvg('<svg xmlns="http://www.w3.org/2000/svg"><circle r="3"/></svg>')).not.toThrow();
    expect(() => assertSafeSvg('<html/>')).toThrow(/not an SVG|scripts/);
    expect(() => assertSafeSvg('<svg><g></svg>')).toThrow(/well-formed/);
  });

  it.each([
    '<svg xmlns="http://www.w3.org/2000/svg"><svg:script xmlns:svg="http://www.w3.org/2000/svg">1</svg:script></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><a href=" JaVaScRiPt:alert(1)"><text>x</text></a></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><image href="data:image/svg+xml;base64,AAAA"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg"><style>a{background:url(javascript:alert(1))}</style></svg>',
    '<?xml-stylesheet href="x.xsl" type="text/xsl"?><svg xmlns="http://www.w3.org/2000/svg"/>',
    '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="xlink:href" to="javascript:1"/></svg>',
    '<svg xmlns="http://www.w3.org/2000/svg" ONCLICK="x()"/>',
  ])('refuses %s', (svg) => {
    expect(() => assertSafeSvg(svg)).toThrow(/scripts or embedded documents/);
  });
});
