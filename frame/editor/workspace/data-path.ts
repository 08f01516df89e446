// Immutable reads and writes of nested widget data by path, so editor controls can be one-liners:
// setIn(data, ['styles', 'fontSize'], 16).
export type Path = readonly (string | number)[];

export function getIn(obj: unknown, path: Path): unknown {
  let cur = obj;
  for (const k of path) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string | number, unknown>)[k];
  }
  return cur;
}

export function setIn<T>(obj: T, path: Path, value: unknown): T {
  if (path.length === 0) return value as T;
  const [k, ...rest] = path;
  const src = (obj ?? (typeof k === 'number' ? [] : {})) as Record<string | number, unknown>;
  const child = setIn(src[k!], rest, value);
  if (Array.isArray(src)) {
    const copy = src.slice();
    copy[k as number] = child;
    return copy as T;
  }
  const out: Record<string | number, unknown> = { ...src };
  if (value === undefined && rest.length === 0) delete out[k!];
  else out[k!] = child;
  return out as T;
}
