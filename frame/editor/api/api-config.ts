// The builder talks to the APP origin it was served from; tests hand in their own config (fake fetch).
import type { ApiConfig } from '../../../shared/api/request';

export function defaultApiConfig(): ApiConfig {
  return { baseUrl: typeof location === 'undefined' ? 'http://localhost:4000' : location.origin };
}

/** The human message of a failed call: the server's envelope message when it sent one. */
export function errorMessage(e: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (e && typeof e === 'object') {
    const m = (e as { serverMessage?: string; message?: string }).serverMessage ?? (e as Error).message;
    if (typeof m === 'string' && m) return m;
  }
  return fallback;
}
