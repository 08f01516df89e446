// SPEC §5: form description font sizes are small 0.86rem, medium 0.93rem, large 1rem, or a pixel number.
export const FORM_DESCRIPTION_FONT_SIZES = { small: '0.86rem', medium: '0.93rem', large: '1rem' } as const;
export type FormDescriptionSize = keyof typeof FORM_DESCRIPTION_FONT_SIZES;

/** A CSS font-size for a description size setting; unknown or non-positive values give medium. */
export function formDescriptionFontSize(v: FormDescriptionSize | number | string | undefined | null): string {
  if (typeof v === 'number') return Number.isFinite(v) && v > 0 ? `${v}px` : FORM_DESCRIPTION_FONT_SIZES.medium;
  if (typeof v === 'string') {
    if (v in FORM_DESCRIPTION_FONT_SIZES) return FORM_DESCRIPTION_FONT_SIZES[v as FormDescriptionSize];
    const n = /^(\d+(?:\.\d+)?)(px)?$/.exec(v.trim());
    if (n && Number(n[1]) > 0) return `${Number(n[1])}px`;
  }
  return FORM_DESCRIPTION_FONT_SIZES.medium;
}
