// What the account APIs' table readers share: an answer read against the shape asked for (anything else
// is the provider's BAD_DATA, in its name), and the test for a web link among a row's values.
import type * as z from 'zod';
import { SourceError } from '../sources/source-error';

export function answerAs<T>(provider: string, schema: z.ZodType<T>, answer: unknown): T {
  const got = schema.safeParse(answer);
  if (!got.success) throw new SourceError('BAD_DATA', `${provider} answered with something other than what was asked.`);
  return got.data;
}

export const isWebLink = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\/\S+$/i.test(v.trim());
