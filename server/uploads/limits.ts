// Upload caps, quota and storage layout.
//
// Why the bytes live in the database, in chunks: several server processes must serve the same files
// with no shared disk, and the database is the one store they already share (bytea on PostgreSQL, BLOB
// on SQLite). Chunks of UPLOAD_CHUNK_BYTES rather than one value per file because
//  - an upload is written while it streams in, a chunk at a time, so a 50 MB file never sits whole in
//    memory and no write transaction is held open across a slow client (SQLite has one writer);
//  - a Range request (audio seeking, PDF.js paging) reads only the chunks it covers; SQLite has no
//    partial read of a BLOB through a query, and a 50 MB bytea would be detoasted whole by the driver;
//  - 512 KiB keeps a row well inside both engines' comfortable value sizes and a 50 MB file at 100 rows.
import type { RateLimitRule } from '../http/rate-limit';

export const UPLOAD_KINDS = ['image', 'audio', 'video', 'pdf', 'font'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

const MB = 1024 * 1024;

export const UPLOAD_MAX_BYTES: Record<UploadKind, number> = {
  image: 10 * MB,
  audio: 50 * MB,
  // A minute or two of a phone's 1080p clip; longer films belong on YouTube or Vimeo, which the video
  // gallery plays as well.
  video: 100 * MB,
  pdf: 50 * MB,
  font: 5 * MB,
};

/** The largest file of any kind. */
export const UPLOAD_MAX_ANY = Math.max(...Object.values(UPLOAD_MAX_BYTES));

/** Room for multipart boundaries and part headers around the file itself. */
export const MULTIPART_SLACK = 64 * 1024;

export const UPLOAD_CHUNK_BYTES = 512 * 1024;

/** Default per-owner storage quota (ready uploads only). */
export const UPLOAD_QUOTA_BYTES = 500 * MB;

/** Uploads per owner per hour. */
export const UPLOAD_RATE: RateLimitRule = { limit: 120, windowSec: 3600 };

/** A pending upload older than this was abandoned by a crashed process; its chunks are swept. */
export const PENDING_TTL_MS = 3600_000;

/** How a kind is named in a size message. */
export const KIND_LABEL: Record<UploadKind, string> = { image: 'Images', audio: 'Audio files', video: 'Video files', pdf: 'PDF files', font: 'Font files' };

export function megabytes(bytes: number): string {
  return `${Math.round((bytes / MB) * 10) / 10} MB`;
}
