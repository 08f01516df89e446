// The calls the gallery-source tests make of a test app: the builder's read of a gallery's source, the
// pictures a visitor gets, and the builder's Check of the gallery's first integration. Each read clears
// the source cache first, so it reaches the source.
import { clearSourceCache } from '../../../../server/integrations/source-cache';
import { envelope as json } from '../../../helpers/envelope';
import type { TestEnv } from './test-env';

export function gallerySourceCalls(env: () => TestEnv) {
  return {
    /** GET …/integrations/gallery-source, with the owner's pick of `table` when given. */
    read(w: string, table?: string): Promise<Response> {
      clearSourceCache();
      return env().call('GET', `/api/v1/plugin/${w}/integrations/gallery-source${table ? `?table=${encodeURIComponent(table)}` : ''}`);
    },
    async viewer(w: string) {
      clearSourceCache();
      const d = (await json(await env().call('GET', `/api/v1/plugin/viewer/${w}`, { key: null }))).data.data;
      return { images: d.images as { id: string; src: string; alt: string; caption?: string; link?: string }[], from: d.imagesFrom as string | undefined };
    },
    async check(w: string): Promise<{ connected: boolean; message: string }> {
      const [first] = (await json(await env().call('GET', `/api/v1/plugin/${w}/integrations`))).data as { id: string }[];
      return (await json(await env().call('POST', `/api/v1/plugin/${w}/integrations/${first!.id}/check`))).data;
    },
  };
}
