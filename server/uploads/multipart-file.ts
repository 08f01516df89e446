// Streams the `file` part out of a multipart/form-data body without buffering it: bytes are handed on
// as they arrive, holding back only enough to recognise the closing boundary. Other parts are skipped.
import { HttpError } from '../http/errors';

export interface MultipartFile {
  fileName: string;
  contentType: string;
  body: AsyncIterable<Uint8Array>;
}

const MAX_HEADER_BYTES = 16 * 1024;
const CRLF = Buffer.from('\r\n');
const HEADER_END = Buffer.from('\r\n\r\n');

const malformed = (why: string) => new HttpError(400, 'UPLOAD_MALFORMED', `The upload is not valid multipart/form-data: ${why}.`);

export function boundaryOf(contentType: string): string | null {
  const m = /;\s*boundary=(?:"([^"]{1,70})"|([^\s;]{1,70}))/i.exec(contentType);
  return m ? (m[1] ?? m[2])! : null;
}

class Source {
  buf: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly reader: ReadableStreamDefaultReader<Uint8Array>) {}
  /** Reads one more piece; false at the end of the stream. */
  async more(): Promise<boolean> {
    if (this.ended) return false;
    const { done, value } = await this.reader.read();
    if (done) {
      this.ended = true;
      return false;
    }
    this.buf = this.buf.length ? Buffer.concat([this.buf, value]) : Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    return true;
  }
  cancel(): void {
    void this.reader.cancel().catch(() => {});
  }
}

function headerParam(header: string, name: string): string | undefined {
  const ext = new RegExp(`;\\s*${name}\\*=(?:UTF-8|utf-8)''([^;]*)`).exec(header);
  if (ext) {
    try {
      return decodeURIComponent(ext[1]!.trim());
    } catch {
      /* fall back to the plain parameter */
    }
  }
  const m = new RegExp(`;\\s*${name}=(?:"((?:[^"\\\\]|\\\\.)*)"|([^;]*))`, 'i').exec(header);
  if (!m) return undefined;
  return m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]!.trim();
}

/** The first part named `file`, its body streamed; null when the form has none. */
export async function openMultipartFile(stream: ReadableStream<Uint8Array>, boundary: string): Promise<MultipartFile | null> {
  const src = new Source(stream.getReader());
  const delim = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it; prepending one makes every boundary look alike.
  src.buf = Buffer.from(CRLF);

  /** Hands out part-body bytes up to the next delimiter, which it consumes. */
  async function* partBody(): AsyncGenerator<Uint8Array> {
    for (;;) {
      const at = src.buf.indexOf(delim);
      if (at >= 0) {
        if (at > 0) yield src.buf.subarray(0, at);
        src.buf = src.buf.subarray(at + delim.length);
        return;
      }
      const safe = src.buf.length - (delim.length - 1);
      if (safe > 0) {
        const out = src.buf.subarray(0, safe);
        src.buf = src.buf.subarray(safe);
        yield out;
      }
      if (!(await src.more())) throw malformed('the body ended inside a part');
    }
  }

  try {
    for await (const _ of partBody()) {
      // preamble: ignored
    }
    for (;;) {
      while (src.buf.length < 2) if (!(await src.more())) throw malformed('the body ended after a boundary');
      if (src.buf[0] === 0x2d && src.buf[1] === 0x2d) {
        src.cancel();
        return null;
      }
      let end: number;
      while ((end = src.buf.indexOf(HEADER_END)) < 0) {
        if (src.buf.length > MAX_HEADER_BYTES) throw malformed('part headers are too long');
        if (!(await src.more())) throw malformed('the body ended inside part headers');
      }
      // After the boundary comes CRLF (possibly after transport padding), then the headers.
      const headers = src.buf.subarray(0, end).toString('utf8').split('\r\n').slice(1);
      src.buf = src.buf.subarray(end + HEADER_END.length);
      const get = (n: string) => headers.find((h) => h.toLowerCase().startsWith(`${n}:`))?.slice(n.length + 1).trim() ?? '';
      const disposition = get('content-disposition');
      if (headerParam(disposition, 'name') === 'file' && headerParam(disposition, 'filename') !== undefined) {
        return {
          // Browsers percent-encode these three in multipart names (WHATWG HTML form encoding).
          fileName: (headerParam(disposition, 'filename') ?? '').replace(/%(22|0D|0A)/gi, (_, h: string) => String.fromCharCode(parseInt(h, 16))),
          contentType: get('content-type').split(';')[0]!.trim().toLowerCase(),
          body: (async function* () {
            yield* partBody();
            src.cancel();
          })(),
        };
      }
      for await (const _ of partBody()) {
        // another field: skipped
      }
    }
  } catch (err) {
    src.cancel();
    throw err;
  }
}
