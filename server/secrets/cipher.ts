// AES-256-GCM for secrets at rest: "v1.<iv>.<tag>.<ciphertext>" in base64url. The associated data binds
// a ciphertext to its place (integration id + field), so a value copied into another row fails to open.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export class SecretError extends Error {
  readonly code = 'SECRET_UNREADABLE';
  constructor(message: string) {
    super(message);
    this.name = 'SecretError';
  }
}

export function encryptSecret(key: Buffer, plaintext: string, aad = ''): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url'));
  return `v1.${parts.join('.')}`;
}

export function decryptSecret(key: Buffer, sealed: string, aad = ''): string {
  const [v, iv, tag, ct] = sealed.split('.');
  if (v !== 'v1' || iv === undefined || tag === undefined || ct === undefined) {
    throw new SecretError('Stored secret has an unknown format.');
  }
  try {
    const d = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    d.setAAD(Buffer.from(aad, 'utf8'));
    d.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([d.update(Buffer.from(ct, 'base64url')), d.final()]).toString('utf8');
  } catch {
    // Wrong key (SECRET_KEY changed) or tampered data: never echo either value.
    throw new SecretError('Stored secret could not be decrypted.');
  }
}
