// SPEC §3 "Response envelope": { success, data, message }.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export interface OkEnvelope<T> {
  success: true;
  data: T;
  message?: string;
}

export function ok<T>(c: Context, data: T, message?: string, status: ContentfulStatusCode = 200) {
  const body: OkEnvelope<T> = message === undefined ? { success: true, data } : { success: true, data, message };
  return c.json(body, status);
}
