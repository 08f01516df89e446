// The owner's white-label brand (`/api/v1/white-label`, cookie session), and its token for the builder's
// embed code and links.
import { useEffect, useState } from 'react';
import type { WhiteLabelBody, WhiteLabelInfo } from '../../../shared/schemas/white-label';
import { request, type ApiConfig } from '../../../shared/api/request';

const PATH = '/api/v1/white-label';

export async function getWhiteLabel(cfg: ApiConfig): Promise<WhiteLabelInfo> {
  return (await request<WhiteLabelInfo>(cfg, PATH, { withExtras: false })).data;
}

export async function saveWhiteLabel(cfg: ApiConfig, body: WhiteLabelBody): Promise<WhiteLabelInfo> {
  return (await request<WhiteLabelInfo>(cfg, PATH, { method: 'PUT', body, withExtras: false })).data;
}

export async function deleteWhiteLabel(cfg: ApiConfig): Promise<WhiteLabelInfo> {
  return (await request<WhiteLabelInfo>(cfg, `${PATH}/delete`, { method: 'POST', withExtras: false })).data;
}

/** The owner's white-label token, once known: null without a brand (or when the call failed, as the
 *  embed code then works without it, showing Tessera's mark where a mark shows). */
export function useWhiteLabelToken(cfg: ApiConfig): string | null {
  const [token, setToken] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    getWhiteLabel(cfg).then((w) => live && setToken(w.token), () => {});
    return () => void (live = false);
  }, [cfg]);
  return token;
}
