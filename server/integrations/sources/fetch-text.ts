// Fetches an owner-given URL through the guarded fetcher and turns non-2xx answers into SourceError.
import type { Deps } from '../../deps';
import { GuardedFetchError, guardedFetch, type GuardedFetchOptions, type GuardedResponse } from '../../net/guarded-fetch';
import { SourceError } from './source-error';

export async function fetchSource(deps: Deps, url: string, opts: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  let res: GuardedResponse;
  try {
    res = await guardedFetch(url, { allowHosts: deps.config.fetchAllowHosts, ...opts });
  } catch (e) {
    if (e instanceof GuardedFetchError) throw new SourceError(e.code, e.message);
    throw e;
  }
  if (res.status < 200 || res.status > 299) {
    throw new SourceError('UPSTREAM_STATUS', `The data source answered with status ${res.status}.`);
  }
  return res;
}
