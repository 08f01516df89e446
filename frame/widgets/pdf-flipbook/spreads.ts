// Which pages show together. A two-page spread keeps the cover alone on the right, as a printed book.
export function spreadsFor(numPages: number, twoUp: boolean): number[][] {
  const out: number[][] = [];
  if (numPages <= 0) return out;
  if (!twoUp) {
    for (let p = 1; p <= numPages; p++) out.push([p]);
    return out;
  }
  out.push([1]);
  for (let p = 2; p <= numPages; p += 2) out.push(p + 1 <= numPages ? [p, p + 1] : [p]);
  return out;
}

/** The index of the spread holding `page`. */
export function spreadIndexOf(spreads: number[][], page: number): number {
  const i = spreads.findIndex((s) => s.includes(page));
  return i < 0 ? 0 : i;
}

export const ZOOM_LEVELS = [1, 1.5, 2] as const;
