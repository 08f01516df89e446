import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret, keyFromString, last4Of, loadSecretKey, SecretError, secretView } from '../../../../server/secrets';

const dirs: string[] = [];
const tmp = () => {
  const d = mkdtempSync(join(tmpdir(), 'tessera-key-'));
  dirs.push(d);
  return d;
};
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('secret key', () => {
  it('is generated into DATA_DIR on first start with mode 0600 and reused afterwards', () => {
    const dir = tmp();
    const k1 = loadSecretKey({ secretKey: undefined, dataDir: dir });
    const file = join(dir, 'secret.key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8').trim()).toBe(k1.toString('hex'));
    expect(k1).toHaveLength(32);
    expect(loadSecretKey({ secretKey: undefined, dataDir: dir }).equals(k1)).toBe(true);
  });

  it('comes from SECRET_KEY when set (hex used as-is, other text stretched)', () => {
    const hex = 'ab'.repeat(32);
    expect(loadSecretKey({ secretKey: hex, dataDir: tmp() }).toString('hex')).toBe(hex);
    const k = loadSecretKey({ secretKey: 'a passphrase', dataDir: tmp() });
    expect(k).toHaveLength(32);
    expect(k.equals(keyFromString('a passphrase'))).toBe(true);
  });
});

describe('AES-256-GCM sealing', () => {
  const key = keyFromString('k');
  it('round-trips and never contains the plaintext', () => {
    const sealed = encryptSecret(key, 'SENTINEL-secret-value', 'i1:password');
    expect(sealed).not.toContain('SENTINEL');
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(decryptSecret(key, sealed, 'i1:password')).toBe('SENTINEL-secret-value');
    expect(encryptSecret(key, 'same', 'a')).not.toBe(encryptSecret(key, 'same', 'a'));
  });

  it('refuses a wrong key, another place (AAD) and tampering with a typed error', () => {
    const sealed = encryptSecret(key, 'value', 'i1:password');
    expect(() => decryptSecret(keyFromString('other'), sealed, 'i1:password')).toThrow(SecretError);
    expect(() => decryptSecret(key, sealed, 'i2:password')).toThrow(SecretError);
    const parts = sealed.split('.');
    parts[3] = Buffer.from('tampered').toString('base64url');
    expect(() => decryptSecret(key, parts.join('.'), 'i1:password')).toThrow(/could not be decrypted/);
  });

  it('shows only isSet and the last 4 of long values', () => {
    expect(last4Of('short-pw')).toBeNull();
    expect(last4Of('a-long-secret-1234')).toBe('1234');
    expect(secretView(undefined)).toEqual({ isSet: false, last4: null });
    expect(secretView({ last4: '1234' })).toEqual({ isSet: true, last4: '1234' });
  });
});
