// The brand a frame document shows in Tessera's place. White-label mode is asked for by the frame's URL
// (a wlToken, or a white-label path segment: SPEC §2); it shows the brand of the widget's owner, and only
// when a token, if one is given, is that owner's: another reseller's token turns nothing on.
import type { FrameBrand } from '../../shared/schemas/white-label';
import type { FrameEnv } from '../../shared/url/frame-env';
import type { Deps } from '../deps';
import { loadSecretKey } from '../secrets/secret-key';
import { widgetOwnerBrand } from './white-label-store';
import { isWhiteLabelToken } from './white-label-token';

export async function frameBrand(deps: Deps, widgetId: string | null, env: FrameEnv, token: string | null): Promise<FrameBrand | null> {
  if (!env.whiteLabel || !widgetId) return null;
  const found = await widgetOwnerBrand(deps, widgetId);
  if (!found?.brand) return null;
  if (token !== null && !isWhiteLabelToken(loadSecretKey(deps.config), found.ownerId, token)) return null;
  return found.brand;
}
