// A strong ETag from a response body: the same bytes give the same tag across restarts and instances.
import { createHash } from 'node:crypto';

export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}
