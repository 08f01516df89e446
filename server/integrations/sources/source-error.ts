// Why a data source could not produce items. Fetch failures keep the guarded fetcher's code.
import type { GuardedFetchErrorCode } from '../../net/guarded-fetch';

export type SourceErrorCode = GuardedFetchErrorCode | 'BAD_DATA' | 'UPSTREAM_STATUS' | 'UNSUPPORTED';

export class SourceError extends Error {
  constructor(
    readonly code: SourceErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'SourceError';
  }
}
