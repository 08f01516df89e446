// The one error type of the HTTP layer: a status, a stable code and a message safe to show the caller.
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Extra response headers (Retry-After on 429). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new HttpError(400, code, message);
export const unauthorized = (message = 'Authentication required.', code = 'UNAUTHORIZED') =>
  new HttpError(401, code, message);
export const forbidden = (message = 'Forbidden.', code = 'FORBIDDEN') => new HttpError(403, code, message);
export const notFound = (message = 'Not found.', code = 'NOT_FOUND') => new HttpError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new HttpError(409, code, message);
export const PAYLOAD_TOO_LARGE = 'Request body too large.';
export const MALFORMED_JSON = 'Malformed JSON body.';
export const malformedJson = () => badRequest(MALFORMED_JSON, 'BAD_JSON');
export const payloadTooLarge = (message = PAYLOAD_TOO_LARGE) =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', message);
export const tooMany = (retryAfterSec: number, message = 'Too many requests. Please try again later.') =>
  new HttpError(429, 'RATE_LIMITED', message, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSec))) });
