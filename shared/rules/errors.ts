// SPEC §8 "Error catalogue", verbatim and once. Every other module imports these texts; none retypes
// them. Plain data (no zod, no framework) so the loader, frame and server can all use it.

/** PayPal v2 sign-up url request got no response (error toast, 3 s). */
export const CANNOT_CREATE_URL = 'Cannot create url.';
/** No widget id, gallery id or default data (error view). */
export const PLUGIN_ID_NOT_DEFINED = 'Plugin ID is not defined';
/** Widget fetch failure with an id present and no server message (error view). */
export const COULD_NOT_LOAD_PLUGIN = 'Could not load plugin.';
export const COULD_NOT_LOAD_WEBSITE_ANALYSIS = 'Could not load website analysis.';
export const COULD_NOT_LOAD_MONTHLY_MESSAGES = 'Could not load monthly AI messages.';
export const FAILED_TO_CONNECT_AI_STREAM = 'Failed to connect to AI stream';
export const STREAMING_ERROR = 'An error occurred during streaming';
export const FAILED_TO_STREAM_CHAT = 'Failed to stream chat';
export const GOOGLE_DRIVE_UNAVAILABLE =
  'The Google Drive integration is temporarily unavailable. Meanwhile, please use the CSV integration to connect your spreadsheets.';
/** The viewer's text while the front-end framework is not ready (SPEC §2 "Viewer screen"). */
export const LOADING_TEXT = 'Loading...';

/** SPEC §8: "Any non-OK response in the base request helper: throws Response code: {status}". */
export function responseCodeMessage(status: number): string {
  return `Response code: ${status}`;
}

/** Stable codes for the errors above, for code that branches on an error rather than its text. */
export const ERROR_CODES = {
  CANNOT_CREATE_URL: 'PAYPAL_SIGNUP_URL',
  PLUGIN_ID_NOT_DEFINED: 'PLUGIN_ID_NOT_DEFINED',
  COULD_NOT_LOAD_PLUGIN: 'PLUGIN_LOAD_FAILED',
  COULD_NOT_LOAD_WEBSITE_ANALYSIS: 'WEBSITE_ANALYSIS_FAILED',
  COULD_NOT_LOAD_MONTHLY_MESSAGES: 'MONTHLY_MESSAGES_FAILED',
  FAILED_TO_CONNECT_AI_STREAM: 'AI_STREAM_CONNECT',
  STREAMING_ERROR: 'AI_STREAM_BROKEN',
  FAILED_TO_STREAM_CHAT: 'AI_STREAM_CHAT',
  GOOGLE_DRIVE_UNAVAILABLE: 'INTEGRATION_DISABLED',
  RESPONSE_CODE: 'RESPONSE_CODE',
} as const;
export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** An error that carries a stable code and a message safe to show a person. */
export class TesseraError extends Error {
  constructor(
    readonly code: ErrorCode | (string & {}),
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'TesseraError';
  }
}
