// What an owner sees of a stored secret: whether it is set and, for long values, its last 4 characters.
export interface SecretView {
  isSet: boolean;
  last4: string | null;
}

/** The value a client may send back to mean "keep the stored secret" (what the builder shows). */
export const SECRET_PLACEHOLDER = '••••••••';

export function isPlaceholder(v: unknown): boolean {
  return typeof v === 'string' && (v === SECRET_PLACEHOLDER || /^[•*]{4,}$/.test(v));
}

/** Short secrets reveal nothing: 4 of 8 characters would halve the search. */
export function last4Of(plain: string): string | null {
  return plain.length >= 12 ? plain.slice(-4) : null;
}

export function secretView(stored: { last4: string | null } | undefined): SecretView {
  return stored ? { isSet: true, last4: stored.last4 } : { isSet: false, last4: null };
}
