// The `state` of one authorization: owner, widget, kind, a nonce and an expiry, HMAC-signed so the
// callback can trust what comes back through the provider. The PKCE verifier never travels with it: it
// stays in an HttpOnly cookie sealed with AES-GCM (flow-cookie.ts), which also binds the flow to the
// browser that started it. Nothing lives in one process's memory, so any server process can finish it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { OAuthError } from './oauth-error';

export const STATE_TTL_MS = 10 * 60 * 1000;

export interface FlowState {
  ownerId: string;
  widgetId: string;
  kind: string;
  nonce: string;
  expiresAt: number;
}

function stateKey(secretKey: Buffer): Buffer {
  // A key of its own, so a state signature can never be confused with any other use of the secret key.
  return createHmac('sha256', secretKey).update('tessera:oauth-state:v1').digest();
}

function mac(secretKey: Buffer, payload: string): Buffer {
  return createHmac('sha256', stateKey(secretKey)).update(payload).digest();
}

export function newFlowState(ownerId: string, widgetId: string, kind: string, now: number): FlowState {
  return { ownerId, widgetId, kind, nonce: randomBytes(16).toString('base64url'), expiresAt: now + STATE_TTL_MS };
}

export function signState(secretKey: Buffer, s: FlowState): string {
  const payload = Buffer.from(JSON.stringify([s.ownerId, s.widgetId, s.kind, s.nonce, s.expiresAt])).toString('base64url');
  return `${payload}.${mac(secretKey, payload).toString('base64url')}`;
}

const bad = () => new OAuthError('BAD_STATE', 'This sign-in link is not valid. Close this window and start again from the editor.');

export function verifyState(secretKey: Buffer, token: string, now: number): FlowState {
  const [payload, sig, extra] = token.split('.');
  if (!payload || !sig || extra !== undefined || token.length > 1000) throw bad();
  const want = mac(secretKey, payload);
  const got = Buffer.from(sig, 'base64url');
  if (got.length !== want.length || !timingSafeEqual(got, want)) throw bad();
  let parts: unknown;
  try {
    parts = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (!Array.isArray(parts) || parts.length !== 5) throw bad();
  const [ownerId, widgetId, kind, nonce, expiresAt] = parts as [string, string, string, string, number];
  if (expiresAt <= now) throw new OAuthError('STATE_EXPIRED', 'This sign-in took too long. Close this window and start again from the editor.');
  return { ownerId, widgetId, kind, nonce, expiresAt };
}

/** RFC 7636 S256: a 43-character verifier and its SHA-256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
