// Tiny argument guards for the bridge. No zod: the loader imports these and has a byte budget.
// A guard returns null when the value is acceptable, or a short reason naming the path.

export type Guard = (v: unknown, path: string) => string | null;

export const str =
  (max = 2048): Guard =>
  (v, p) =>
    typeof v === 'string' && v.length <= max ? null : `${p} must be a string of at most ${max} characters`;

export const num =
  (min = -Infinity, max = Infinity): Guard =>
  (v, p) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max ? null : `${p} must be a number in [${min}, ${max}]`;

export const bool: Guard = (v, p) => (typeof v === 'boolean' ? null : `${p} must be a boolean`);

export const oneOf =
  (...values: readonly string[]): Guard =>
  (v, p) =>
    typeof v === 'string' && values.includes(v) ? null : `${p} must be one of ${values.join(', ')}`;

export const opt =
  (g: Guard): Guard =>
  (v, p) =>
    v === undefined ? null : g(v, p);

/** Any JSON-like value, bounded in size so a frame cannot flood the host page. */
export const json =
  (maxChars = 65_536): Guard =>
  (v, p) => {
    try {
      const s = JSON.stringify(v);
      return s === undefined || s.length <= maxChars ? null : `${p} is too large`;
    } catch {
      return `${p} must be JSON data`;
    }
  };

export const record =
  (value: Guard, maxKeys = 64): Guard =>
  (v, p) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return `${p} must be an object`;
    const keys = Object.keys(v);
    if (keys.length > maxKeys) return `${p} has too many keys`;
    for (const k of keys) {
      const e = value((v as Record<string, unknown>)[k], `${p}.${k}`);
      if (e) return e;
    }
    return null;
  };

export const list =
  (item: Guard, max = 1000): Guard =>
  (v, p) => {
    if (!Array.isArray(v) || v.length > max) return `${p} must be a list of at most ${max} items`;
    for (let i = 0; i < v.length; i++) {
      const e = item(v[i], `${p}[${i}]`);
      if (e) return e;
    }
    return null;
  };

/** An object with exactly these known keys (unknown keys are refused, so typos fail loudly). */
export const shape =
  (fields: Record<string, Guard>): Guard =>
  (v, p) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return `${p} must be an object`;
    for (const k of Object.keys(v)) if (!(k in fields)) return `${p}.${k} is not allowed`;
    for (const [k, g] of Object.entries(fields)) {
      const e = g((v as Record<string, unknown>)[k], `${p}.${k}`);
      if (e) return e;
    }
    return null;
  };
