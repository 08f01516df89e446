// SPEC §3 "Mask map (url-masking)": item id → masked url.
import * as z from 'zod';

export const MaskMapSchema = z.record(z.string().max(200), z.string().max(2048));
export type MaskMap = z.infer<typeof MaskMapSchema>;
