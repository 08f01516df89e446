/** A random id without crypto.randomUUID, which http: host pages (not secure contexts) lack. */
export function randomId(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}
