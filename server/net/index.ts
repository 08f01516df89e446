export {
  guardedFetch,
  guardedStream,
  GuardedFetchError,
  guardedFetchStatus,
  DEFAULT_MAX_BYTES,
  DEFAULT_TIMEOUT_MS,
  DEFAULT_MAX_REDIRECTS,
  type GuardedFetchErrorCode,
  type GuardedFetchOptions,
  type GuardedResponse,
  type GuardedStreamResponse,
} from './guarded-fetch';
export { blockedRange } from './address-policy';
