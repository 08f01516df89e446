// The owner's white-label brand (SPEC §2 white-label mode; paths are ours, listed in README):
//   GET  /api/v1/white-label         { enabled, brandName, brandUrl, token }
//   PUT  /api/v1/white-label         body { brandName, brandUrl }      → the same, with the token
//   POST /api/v1/white-label/delete  no brand: white-label mode shows Tessera's again
import { Hono } from 'hono';
import type { WhiteLabelInfo } from '../../shared/schemas/white-label';
import { WhiteLabelBodySchema } from '../../shared/schemas/white-label';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { readJson } from '../http/read-json';
import { loadSecretKey } from '../secrets/secret-key';
import { getBrand, setBrand } from './white-label-store';
import { whiteLabelToken } from './white-label-token';

const PATH = '/api/v1/white-label';

export function whiteLabelRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);
  const info = async (ownerId: string): Promise<WhiteLabelInfo> => {
    const brand = await getBrand(deps, ownerId);
    return {
      enabled: !!brand,
      brandName: brand?.name ?? '',
      brandUrl: brand?.url ?? '',
      token: brand ? whiteLabelToken(loadSecretKey(deps.config), ownerId) : null,
    };
  };

  app.get(PATH, owner, async (c) => {
    c.header('Cache-Control', 'no-store');
    return ok(c, await info(c.get('owner').id));
  });
  app.put(PATH, owner, async (c) => {
    const body = await readJson(c, WhiteLabelBodySchema);
    await setBrand(deps, c.get('owner').id, body);
    return ok(c, await info(c.get('owner').id), 'Your brand is saved.');
  });
  app.post(`${PATH}/delete`, owner, async (c) => {
    await setBrand(deps, c.get('owner').id, null);
    return ok(c, await info(c.get('owner').id), 'White label is off.');
  });
  return app;
}
