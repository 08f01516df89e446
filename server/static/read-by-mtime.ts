// A build output read from disk once per build: the parsed value is cached by the file's mtime, so a
// rebuild is picked up and production pays one stat per use (the manifest, a font's rules).
import { readFileSync, statSync } from 'node:fs';

const cache = new Map<string, { mtime: number; value: unknown }>();

/** `parse(text)` of the file, or undefined when it is missing or `parse` throws (a half-written file). */
export function readByMtime<T>(path: string, parse: (text: string) => T): T | undefined {
  let mtime: number;
  try {
    mtime = statSync(path).mtimeMs;
  } catch {
    return undefined;
  }
  const hit = cache.get(path);
  if (hit && hit.mtime === mtime) return hit.value as T;
  try {
    const value = parse(readFileSync(path, 'utf8'));
    cache.set(path, { mtime, value });
    return value;
  } catch {
    return undefined;
  }
}
