// What a widget slug may be: lowercase letters, digits and inner hyphens, 3 to 64 characters, and not a
// word our own paths use.
import { badRequest } from '../http/errors';

export const SLUG_RE = /^[a-z0-9](?:[a-z0-9-]{1,62}[a-z0-9])$/;
const RESERVED = new Set(['api', 'ai', 'admin', 'editor', 'viewer', 'preview', 'static', 'assets', 'lp', 't', 'v', 'wix', 'login', 'logout', 'signup', 'healthz', 'nindo']);

export function normalizeSlug(input: unknown): string {
  if (typeof input !== 'string') throw badRequest('"slug" must be text.', 'INVALID_SLUG');
  const slug = input.trim().toLowerCase();
  if (!SLUG_RE.test(slug) || slug.includes('--')) {
    throw badRequest('A slug is 3 to 64 lowercase letters, digits and single hyphens, starting and ending with a letter or digit.', 'INVALID_SLUG');
  }
  if (RESERVED.has(slug)) throw badRequest(`"${slug}" is reserved; please choose another slug.`, 'RESERVED_SLUG');
  return slug;
}

/** Both dialects' unique-violation errors. */
export function isUniqueViolation(e: unknown): boolean {
  const err = e as { code?: string; message?: string };
  return err?.code === '23505' || err?.code === 'SQLITE_CONSTRAINT_UNIQUE' || err?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
