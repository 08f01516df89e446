// Bounded primitives shared by the schemas: every string and list has a ceiling so a hostile body
// cannot make the server hold megabytes per field.
import * as z from 'zod';

export const id = () => z.string().min(1).max(100);
export const shortText = (max = 300) => z.string().max(max);
export const jsonRecord = () => z.record(z.string(), z.unknown());
/** An http(s) URL or a same-origin path (`/fonts/...`, `/api/...`). */
export const urlish = () =>
  z.string().max(2048).refine((v) => /^(https?:\/\/|\/)/i.test(v), { message: 'Must be an http(s) URL or a path starting with /' });
