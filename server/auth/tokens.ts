// Random ids and tokens. Ids are URL-safe and never contain ':' (SPEC §2: a segment with a colon is not an id).
import { createHash, randomBytes } from 'node:crypto';

/** A random URL-safe id ([A-Za-z0-9_-]). */
export function newId(bytes = 12): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export const API_KEY_PREFIX = 'tsk_';

export function newApiKey(): string {
  return `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}
