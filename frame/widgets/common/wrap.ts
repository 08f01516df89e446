/** Index `i` wrapped into 0..n-1 (previous from the first is the last); 0 for an empty list. */
export const wrap = (i: number, n: number): number => (n ? ((i % n) + n) % n : 0);
