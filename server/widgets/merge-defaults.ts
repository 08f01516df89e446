// "The result data is merged over the given defaults" (SPEC §7 editor GET): plain objects merge key by
// key at every depth; arrays and scalars from the stored data replace the default.
type Obj = Record<string, unknown>;

function isPlainObject(v: unknown): v is Obj {
  return typeof v === 'object' && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;
}

export function mergeOverDefaults(defaults: Obj, data: Obj): Obj {
  const out: Obj = { ...defaults };
  for (const [k, v] of Object.entries(data)) {
    if (k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    const d = out[k];
    out[k] = isPlainObject(d) && isPlainObject(v) ? mergeOverDefaults(d, v) : v;
  }
  return out;
}
