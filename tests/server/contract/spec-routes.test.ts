// Pins the public HTTP surface (STYLE.md 1): every call SPEC §7 lists, plus the routes ARCHITECTURE §3.5/§3.6
// and README.md add, answers from a handler of its own rather than the app's catch-all 404. The table is a
// transcription of the spec, independent of the route code, so a renamed or dropped path fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../core/harness';

const W = 'wid123';
const SPEC_ROUTES: [string, string][] = [
  // Payments
  ['POST', '/api/apps/payments/paypal-v2/get-signup-url'],
  ['POST', '/api/apps/payments/paypal-v2/get-signup-status'],
  // Masking, apps and events
  ['GET', `/api/masking/${W}/urls`],
  ['GET', '/nindo/api/apps'],
  ['GET', `/api/v1/event/report/${W}?groupType=client&eventType=VIEW`],
  // Integrations ({platform or plugin} segment)
  ['GET', `/api/v1/plugin/${W}/integrations?pluginType=form&platform=website`],
  ['GET', `/api/v1/wix/${W}/integrations/data?pluginType=form&platform=wix`],
  ['GET', `/api/apps/integrations/raw-data?widgetId=${W}&platform=website&pluginType=form`],
  ['POST', `/api/v1/plugin/${W}/integrations`],
  ['PUT', `/api/v1/plugin/${W}/integrations/int1`],
  ['DELETE', `/api/v1/plugin/${W}/integrations/int1`],
  // Widgets
  ['GET', `/api/v1/plugin/viewer/${W}?serviceName=tessera`],
  ['GET', `/api/v1/plugin/viewer/${W}`],
  ['GET', `/api/v1/plugin/gallery/${W}?serviceName=tessera&includeData=true`],
  ['GET', '/api/v1/wix/plugin/viewer?pluginType=form&serviceName=tessera&siteUrl=https%3A%2F%2Fshop.example'],
  ['GET', `/api/v1/plugin/${W}?pluginType=form&serviceName=tessera`],
  ['GET', `/api/v1/wix/plugin/${W}?pluginType=form&serviceName=tessera`],
  ['POST', '/api/v1/plugin/?pluginType=form&serviceName=tessera'],
  ['PUT', `/api/v1/plugin/${W}`],
  ['GET', '/api/v1/plugin/instances?page=1&limit=10'],
  // Slugs and custom domains
  ['PUT', `/api/v1/plugin/${W}/update-slug`],
  ['GET', `/api/v1/plugin/${W}/one-time-slug`],
  ['POST', `/api/v1/plugin/${W}/one-time-slug/abc/delete`],
  ['GET', `/api/v1/plugin/${W}/custom-domain`],
  ['POST', `/api/v1/plugin/${W}/custom-domain`],
  ['POST', `/api/v1/plugin/${W}/custom-domain/verify`],
  ['POST', `/api/v1/plugin/${W}/custom-domain/delete`],
  // AI service
  ['GET', `/ai/api/website-analysis/${W}`],
  ['GET', `/ai/api/monthly-messages-count/${W}`],
  ['POST', '/ai/api/chat?stream=true'],
  ['POST', '/ai/api/stream-chat'],
  ['POST', '/ai/api/internal-links'],
  ['GET', '/ai/api/instructions?url=https%3A%2F%2Fexample.com'],
  ['GET', `/ai/api/links/https%3A%2F%2Fexample.com?sessionId=${W}`],
  ['GET', `/ai/api/stats/${W}`],
  ['GET', `/ai/api/link-jobs/https%3A%2F%2Fexample.com?scanType=links&sessionId=${W}`],
  ['POST', '/ai/api/store-pages'],
  ['POST', '/ai/api/retrain-page'],
  ['POST', '/ai/api/retrain-domain'],
  ['POST', '/ai/api/store-file'],
  ['PUT', '/ai/api/store-file/src1'],
  ['POST', '/ai/api/store-text'],
  ['PUT', '/ai/api/store-text/item1'],
  ['DELETE', `/ai/api/text/item1?sessionId=${W}`],
  ['DELETE', `/ai/api/file/src1?sessionId=${W}`],
  ['GET', `/ai/api/jobs/${W}?src=a&page=1`],
  ['GET', '/ai/api/credentials/cred1'],
  ['POST', '/ai/api/update-integration/int1'],
  ['DELETE', '/ai/api/delete-integration/int1'],
  ['GET', `/ai/api/domain-status/${W}?url=https%3A%2F%2Fexample.com`],
  ['GET', `/ai/api/domain-statuses/${W}?urls=https%3A%2F%2Fexample.com`],
  ['GET', `/ai/api/knowledge/${W}?page=1&query=&fields=`],
  ['DELETE', `/ai/api/website/src1?sessionId=${W}&srcPath=%2F`],
  ['PUT', `/ai/api/website/src1?sessionId=${W}&srcPath=%2F`],
];

const OUR_ROUTES: [string, string][] = [
  ['POST', '/api/auth/signup'],
  ['POST', '/api/auth/login'],
  ['POST', '/api/auth/logout'],
  ['GET', '/api/auth/me'],
  ['GET', '/api/auth/api-keys'],
  ['GET', '/healthz'],
  ['GET', '/loader.js'],
  ['GET', `/viewer/${W}`],
  ['GET', `/v/wix/${W}`],
  ['GET', `/lp/${W}`],
  ['GET', '/t/slug1'],
  ['GET', `/preview/${W}`],
  ['GET', `/editor/${W}`],
  ['GET', `/api/v1/plugin/${W}/analytics`],
  ['POST', `/api/v1/forms/${W}/submissions`],
  ['GET', `/api/v1/plugin/${W}/submissions`],
  ['GET', `/api/masking/${W}/file/item1`],
  ['GET', '/api/v1/uploads'],
  ['GET', '/api/oauth/notion/start'],
  ['GET', '/api/v1/projects'],
  ['GET', '/api/v1/white-label'],
  ['PUT', '/api/v1/white-label'],
  ['POST', '/api/v1/white-label/delete'],
  ['GET', `/wl/viewer/${W}`],
  ['GET', `/wl/preview/${W}`],
];

describe('the public HTTP surface', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([...SPEC_ROUTES, ...OUR_ROUTES])('%s %s has a handler', async (method, path) => {
    const res = await t.request(path, {
      method,
      headers: { 'content-type': 'application/json', origin: 'http://localhost:4000' },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    const text = await res.text();
    // The app's catch-all answers 404 with code NOT_FOUND; every real route answers otherwise (its own
    // 401, 400, 404 with another code, or success).
    const fellThrough = res.status === 404 && /"code":"NOT_FOUND"/.test(text);
    expect(fellThrough, `${method} ${path} → ${res.status} ${text.slice(0, 120)}`).toBe(false);
  });

  it('tells a path nobody handles apart from a handled one', async () => {
    const res = await t.request('/api/v1/plugin/viewer-typo/x/y/z');
    expect(res.status).toBe(404);
    expect(await res.text()).toMatch(/"code":"NOT_FOUND"/);
  });
});
