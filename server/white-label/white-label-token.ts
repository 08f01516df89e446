// The owner's white-label token: an HMAC of their id under a key of its own (derived from SECRET_KEY), so
// it needs no storage and a token can only ever name the owner it was made for.
import { createHmac, timingSafeEqual } from 'node:crypto';

const tokenKey = (secretKey: Buffer): Buffer => createHmac('sha256', secretKey).update('tessera:white-label:v1').digest();

export function whiteLabelToken(secretKey: Buffer, ownerId: string): string {
  return createHmac('sha256', tokenKey(secretKey)).update(ownerId).digest().subarray(0, 16).toString('base64url');
}

export function isWhiteLabelToken(secretKey: Buffer, ownerId: string, token: string): boolean {
  const want = Buffer.from(whiteLabelToken(secretKey, ownerId));
  const got = Buffer.from(token);
  return got.length === want.length && timingSafeEqual(got, want);
}
