// The one place errors become HTTP responses: { success: false, data: null, message } with a stable code.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as z from 'zod';
import type { Logger } from '../deps';
import { HttpError, MALFORMED_JSON, PAYLOAD_TOO_LARGE } from './errors';

export interface ErrorBody {
  success: false;
  data: null;
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
}

function zodMessage(err: z.ZodError): { message: string; issues: ErrorBody['issues'] } {
  const issues = err.issues.map((i) => ({ path: i.path.map(String).join('.') || '(root)', message: i.message }));
  const first = issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; ');
  return { message: `Invalid request: ${first}`, issues };
}

export function errorResponse(c: Context, err: unknown, log: Logger): Response {
  let status = 500;
  let body: ErrorBody = { success: false, data: null, message: 'Internal server error.', code: 'INTERNAL' };
  if (err instanceof HttpError) {
    status = err.status;
    body = { success: false, data: null, message: err.message, code: err.code };
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
  } else if (err instanceof z.ZodError) {
    status = 400;
    body = { success: false, data: null, code: 'VALIDATION', ...zodMessage(err) };
  } else if (err instanceof HTTPException) {
    // hono's own middlewares (body-limit, etc.) throw these.
    status = err.status;
    const code = status === 413 ? 'PAYLOAD_TOO_LARGE' : status === 400 ? 'BAD_REQUEST' : `HTTP_${status}`;
    const message = status === 413 ? PAYLOAD_TOO_LARGE : err.message || 'Request failed.';
    body = { success: false, data: null, message, code };
  } else if (err instanceof SyntaxError) {
    status = 400;
    body = { success: false, data: null, message: MALFORMED_JSON, code: 'BAD_JSON' };
  }
  if (status >= 500) {
    // Full details go to the log only; the caller never sees internals.
    log.error('request failed', {
      method: c.req.method,
      path: c.req.path,
      error: err instanceof Error ? `${err.name}: ${err.message}` : String(err),
      stack: err instanceof Error ? err.stack : undefined,
    });
  }
  return c.json(body, status as ContentfulStatusCode);
}
