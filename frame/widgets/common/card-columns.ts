// The owner's number of cards side by side (testimonials, pricing plans; both schemas allow 1 to 4), read
// from data that may be partial or hand-edited: 3 when unset, rounded and kept within 1 to 4.
export const cardColumns = (columns: unknown): number => Math.min(4, Math.max(1, Math.round(Number(columns) || 3)));
