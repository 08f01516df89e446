// A provider API's refusal (a sign-in that needs renewing, an error answer, an unreadable one) as the
// HTTP error the builder shows, in the provider's words.
import { HttpError } from '../http/errors';
import { OAuthError } from '../oauth';
import { SourceError } from './sources/source-error';
import { sourceErrorStatus } from './widget-data';

export function providerHttpError(e: unknown): unknown {
  if (e instanceof OAuthError) return new HttpError(e.status, e.code, e.message);
  if (e instanceof SourceError) return new HttpError(sourceErrorStatus(e), `SOURCE_${e.code}`, e.message);
  return e;
}
