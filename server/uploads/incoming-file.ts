// The uploaded file of a request, streamed: the `file` part of multipart/form-data, or the raw body
// (its Content-Type and the `name` query parameter say what it is). A Content-Length that is already
// too large is refused here, before a byte is read.
import type { Context } from 'hono';
import { badRequest, HttpError } from '../http/errors';
import { declaredType, type Declared } from './declared-type';
import { KIND_LABEL, megabytes, MULTIPART_SLACK, UPLOAD_KINDS, UPLOAD_MAX_ANY, UPLOAD_MAX_BYTES } from './limits';
import { boundaryOf, openMultipartFile } from './multipart-file';

export interface IncomingFile {
  declared: Declared;
  body: AsyncIterable<Uint8Array>;
}

export const emptyFile = () => badRequest('The file is empty.', 'UPLOAD_EMPTY');

export function tooLarge(kindLabel: string, max: number): HttpError {
  return new HttpError(413, 'UPLOAD_TOO_LARGE', `${kindLabel} can be at most ${megabytes(max)}.`);
}

/** Every cap, smallest first: "Font files can be at most 5 MB; images at most 10 MB; audio and PDF files at most 50 MB." */
function capsSentence(): string {
  const caps = [...new Set(Object.values(UPLOAD_MAX_BYTES))].sort((a, b) => a - b);
  const parts = caps.map((max) => {
    const labels = UPLOAD_KINDS.filter((k) => UPLOAD_MAX_BYTES[k] === max).map((k) => KIND_LABEL[k].replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase()));
    return `${labels.join(' and ').replace(/ files and /g, ' and ')} at most ${megabytes(max)}`;
  });
  const s = parts.join('; ').replace(' at most', ' can be at most');
  return `${s[0]!.toUpperCase()}${s.slice(1)}.`;
}

const largestMessage = () => new HttpError(413, 'UPLOAD_TOO_LARGE', `This file is too large. ${capsSentence()}`);

async function* chunksOf(stream: ReadableStream<Uint8Array>): AsyncGenerator<Uint8Array> {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    void reader.cancel().catch(() => {});
  }
}

/** The kind cap that applies when the client announced a type, else the largest cap. */
function announcedCap(d: Declared): { label: string; max: number } | null {
  const t = declaredType(d);
  if (!t) return null;
  return { label: KIND_LABEL[t.kind], max: UPLOAD_MAX_BYTES[t.kind] };
}

export async function incomingFile(c: Context): Promise<IncomingFile> {
  const type = c.req.header('content-type') ?? '';
  const mediaType = type.split(';')[0]!.trim().toLowerCase();
  const length = Number(c.req.header('content-length'));
  const known = c.req.header('content-length') !== undefined && Number.isFinite(length);
  const stream = c.req.raw.body;

  if (mediaType === 'multipart/form-data') {
    if (known && length > UPLOAD_MAX_ANY + MULTIPART_SLACK) throw largestMessage();
    const boundary = boundaryOf(type);
    if (!boundary) throw badRequest('The multipart body has no boundary.', 'UPLOAD_MALFORMED');
    if (!stream) throw badRequest('Send the file in a form field named "file".', 'UPLOAD_NO_FILE');
    const part = await openMultipartFile(stream, boundary);
    if (!part) throw badRequest('Send the file in a form field named "file".', 'UPLOAD_NO_FILE');
    const declared = { contentType: part.contentType, fileName: part.fileName };
    const cap = announcedCap(declared);
    if (cap && known && length > cap.max + MULTIPART_SLACK) throw tooLarge(cap.label, cap.max);
    return { declared, body: part.body };
  }

  const declared = { contentType: mediaType, fileName: c.req.query('name') ?? '' };
  if (known && length > UPLOAD_MAX_ANY) throw largestMessage();
  const cap = announcedCap(declared);
  if (cap && known && length > cap.max) throw tooLarge(cap.label, cap.max);
  if (!stream || (known && length === 0)) throw emptyFile();
  return { declared, body: chunksOf(stream) };
}
