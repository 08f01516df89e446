// The one error type of the OAuth flow: a stable code, an HTTP status and a message the popup page shows.
export type OAuthErrorCode =
  | 'UNKNOWN_PROVIDER'
  | 'NOT_CONFIGURED'
  | 'ACCESS_DENIED'
  | 'PROVIDER_ERROR'
  | 'BAD_STATE'
  | 'STATE_EXPIRED'
  | 'NOT_SIGNED_IN'
  | 'WRONG_OWNER'
  | 'WIDGET_NOT_FOUND'
  | 'TOKEN_ENDPOINT_FAILED'
  | 'NOT_CONNECTED'
  | 'REAUTHORIZE_NEEDED';

export class OAuthError extends Error {
  constructor(
    readonly code: OAuthErrorCode,
    message: string,
    readonly status = 400,
  ) {
    super(message);
    this.name = 'OAuthError';
  }
}
