// The one error type of the guarded fetcher. `code` is stable: callers map it to HTTP (400/413/504...).
export type GuardedFetchErrorCode =
  | 'BAD_URL'
  | 'BLOCKED_ADDRESS'
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'TOO_MANY_REDIRECTS'
  | 'NETWORK'
  | 'USERINFO';

export class GuardedFetchError extends Error {
  constructor(
    readonly code: GuardedFetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GuardedFetchError';
  }
}

export const timeoutError = () => new GuardedFetchError('TIMEOUT', 'The remote server took too long to answer.');

/** HTTP status a route should answer when an owner-given URL fails this way. */
export function guardedFetchStatus(err: GuardedFetchError): 400 | 413 | 502 | 504 {
  switch (err.code) {
    case 'TIMEOUT':
      return 504;
    case 'TOO_LARGE':
      return 413;
    case 'NETWORK':
      return 502;
    default:
      return 400;
  }
}
