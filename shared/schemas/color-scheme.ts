// SPEC §3 "Color scheme": text, background, accent.
import * as z from 'zod';

export const HexColorSchema = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i, 'Must be a hex colour like #1a2b3c');
export const ColorSchemeSchema = z.object({ text: HexColorSchema, background: HexColorSchema, accent: HexColorSchema });
export type ColorScheme = z.infer<typeof ColorSchemeSchema>;
