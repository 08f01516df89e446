// SPEC §3 "Response envelope": success and data, and often message.
import * as z from 'zod';

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.boolean(), data, message: z.string().optional() });
}
export const AnyEnvelopeSchema = envelopeSchema(z.unknown());
