// The 32-byte key that encrypts owner secrets at rest. SECRET_KEY wins (64 hex chars are used as-is,
// anything else is stretched with SHA-256); otherwise a random key is generated into DATA_DIR on first
// start with mode 0600. Several processes sharing one PostgreSQL must share SECRET_KEY or DATA_DIR.
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECRET_KEY_FILE = 'secret.key';

export function keyFromString(secret: string): Buffer {
  if (/^[0-9a-f]{64}$/i.test(secret)) return Buffer.from(secret, 'hex');
  return createHash('sha256').update(`tessera-secret-key:${secret}`).digest();
}

function readKeyFile(path: string): Buffer {
  const text = readFileSync(path, 'utf8').trim();
  if (!/^[0-9a-f]{64}$/i.test(text)) throw new Error(`${path} does not hold a 64-hex-digit key`);
  return Buffer.from(text, 'hex');
}

const cache = new Map<string, Buffer>();

export function loadSecretKey(config: { secretKey: string | undefined; dataDir: string }): Buffer {
  if (config.secretKey) return keyFromString(config.secretKey);
  const path = join(config.dataDir, SECRET_KEY_FILE);
  const hit = cache.get(path);
  if (hit) return hit;
  mkdirSync(config.dataDir, { recursive: true });
  let key: Buffer;
  try {
    // 'wx' fails when the file exists, so two processes starting together end up with one key.
    const fresh = randomBytes(32);
    writeFileSync(path, `${fresh.toString('hex')}\n`, { flag: 'wx', mode: 0o600 });
    key = fresh;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    key = readKeyFile(path);
  }
  cache.set(path, key);
  return key;
}
