import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ResponseCodeError, aiApi, chat, chatStream, createIntegration, createMaskingClient, createWidget, deleteIntegration, deleteOneTimeSlug,
  fetchApps, fetchEditorWidget, fetchIntegrationRawData, fetchIntegrationsData, formatChatStreamEvent, getMonthlyMessagesCount,
  getPaypalSignupUrl, getWebsiteAnalysis, listInstances, listIntegrations, platformSegment, postPaypalSignupStatus, request,
  setCustomDomain, streamChat, streamChatMessage, updateIntegration, updateSlug, updateWidget, type ClientConfig,
} from '../../../shared/api';
import * as E from '../../../shared/rules/errors';
import { verifyChatSignature } from '../../../shared/rules/chat-signature';
import { ChatBody, IntegrationCreateBody, WidgetCreateBody } from '../../../shared/schemas';
import { sse, startFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
let cfg: ClientConfig;
beforeAll(async () => {
  api = await startFakeApi();
});
afterAll(() => api.close());
beforeEach(() => {
  api.reset();
  cfg = { baseUrl: api.baseUrl, fetch: api.fetch, platform: 'wix', pluginType: 'form', serviceName: 'svc', extraQuery: { instance: 'i1' } };
});
const ok = (data: unknown) => ({ json: { success: true, data } });
const rejectsWith = async (p: Promise<unknown>, message: string) => expect(p).rejects.toMatchObject({ message });

describe('base behaviour (SPEC §7, §8)', () => {
  it.each([['website', 'plugin'], ['api', 'plugin'], ['nindo', 'plugin'], ['none', 'plugin'], [undefined, 'plugin'], ['wix', 'wix'], ['shopify', 'shopify']])(
    '{platform or plugin} for %s is %s', (p, seg) => expect(platformSegment(p)).toBe(seg));
  it('throws "Response code: {status}" on any non-OK response, keeping the server message', async () => {
    api.on('GET /x', { status: 503, json: { success: false, message: 'down' } });
    const e = await request(cfg, 'x').catch((x) => x);
    expect(e).toBeInstanceOf(ResponseCodeError);
    expect([e.message, e.status, e.serverMessage, e.code]).toEqual(['Response code: 503', 503, 'down', 'RESPONSE_CODE']);
  });
  it('includes credentials by default and adds the configured extra query', async () => {
    api.on('GET /x', ok(1));
    await request(cfg, 'x');
    expect(api.last()).toMatchObject({ credentials: 'include', query: { instance: 'i1' } });
  });
});

describe('payments', () => {
  it('asks for the sign-up url with page query and body widgetId, platform, serviceName', async () => {
    api.on('POST /api/apps/payments/paypal-v2/get-signup-url', ok({ url: 'https://paypal.test/signup' }));
    expect(await getPaypalSignupUrl(cfg, { widgetId: 'w1' }, { page: 'editor' })).toBe('https://paypal.test/signup');
    expect(api.last()).toMatchObject({ query: { page: 'editor' }, body: { widgetId: 'w1', platform: 'wix', serviceName: 'svc' } });
  });
  it('reports the server message on success false or non-200, and "Cannot create url." with no response', async () => {
    api.on('POST /api/apps/payments/paypal-v2/get-signup-url', { json: { success: false, message: 'PayPal says no' } });
    await rejectsWith(getPaypalSignupUrl(cfg, { widgetId: 'w1' }), 'PayPal says no');
    api.on('POST /api/apps/payments/paypal-v2/get-signup-url', { status: 500, json: { message: 'Boom' } });
    await rejectsWith(getPaypalSignupUrl(cfg, { widgetId: 'w1' }), 'Boom');
    await rejectsWith(getPaypalSignupUrl({ ...cfg, baseUrl: 'http://127.0.0.1:1' }, { widgetId: 'w1' }), E.CANNOT_CREATE_URL);
  });
  it('posts the sign-up status with the merchant id and ignores the result', async () => {
    api.on('POST /api/apps/payments/paypal-v2/get-signup-status', { status: 500 });
    await expect(postPaypalSignupStatus(cfg, { widgetId: 'w1', merchantId: 'M1' })).resolves.toBeUndefined();
    expect(api.last().body).toEqual({ widgetId: 'w1', platform: 'wix', serviceName: 'svc', merchantId: 'M1' });
  });
});

describe('masking and apps', () => {
  it('fetches the mask map without credentials, with the referer, once per widget', async () => {
    api.on('GET /api/masking/w1/urls', ok({ s1: 'https://m/1' }));
    const m = createMaskingClient(cfg);
    expect(await m.getMaskedUrls('w1', 'https://host.test/page')).toEqual({ s1: 'https://m/1' });
    expect(api.last()).toMatchObject({ credentials: 'omit', headers: { referer: 'https://host.test/page' } });
    await m.getMaskedUrls('w1');
    expect(api.seen).toHaveLength(1);
  });
  it('swallows a masking failure (null) and does not cache it', async () => {
    api.on('GET /api/masking/w2/urls', { status: 500 });
    const m = createMaskingClient(cfg);
    expect(await m.getMaskedUrls('w2')).toBeNull();
    await m.getMaskedUrls('w2');
    expect(api.seen).toHaveLength(2);
  });
  it('reads the apps list from data.docs', async () => {
    const app = { icon: 'i', name: 'Form', serviceName: 's', slug: 'form', type: 'form' };
    api.on('GET /nindo/api/apps', ok({ docs: [app] }));
    expect(await fetchApps(cfg)).toEqual([app]);
  });
});

describe('integrations', () => {
  it('lists with pluginType and platform under the platform segment, with credentials', async () => {
    api.on('GET /api/v1/wix/w1/integrations', ok([{ guid: 'i1' }]));
    expect(await listIntegrations(cfg, 'w1')).toEqual([{ guid: 'i1' }]);
    expect(api.last()).toMatchObject({ credentials: 'include', query: { pluginType: 'form', platform: 'wix' } });
  });
  it('reads integration data and raw data without credentials', async () => {
    api.on('GET /api/v1/plugin/w1/integrations/data', ok({ rows: 1 }));
    expect(await fetchIntegrationsData({ ...cfg, platform: 'website' }, 'w1', { rawData: true })).toEqual({ rows: 1 });
    expect(api.last()).toMatchObject({ credentials: 'omit', query: { rawData: 'true' } });
    api.on('GET /api/apps/integrations/raw-data', ok([{ tagId: 'G-1', tagType: 'ga4' }]));
    expect(await fetchIntegrationRawData(cfg, 'w1', { bundle: true })).toEqual([{ tagId: 'G-1', tagType: 'ga4' }]);
    expect(api.last()).toMatchObject({ credentials: 'omit', query: { widgetId: 'w1', platform: 'wix', pluginType: 'form', bundle: 'true' } });
  });
  it('creates with componentId defaulting to the id, in a body the server schema accepts', async () => {
    api.on('POST /api/v1/wix/w1/integrations', ok({ guid: 'i9' }));
    await createIntegration(cfg, 'w1', { type: 'mixpanel', token: 'tok' });
    expect(api.last().body).toEqual({ type: 'mixpanel', token: 'tok', componentId: 'w1' });
    expect(IntegrationCreateBody.safeParse(api.last().body).success).toBe(true);
  });
  it('updates with PUT and deletes with DELETE on the integration id', async () => {
    api.on('PUT /api/v1/wix/w1/integrations/i9', ok({ guid: 'i9' }));
    api.on('DELETE /api/v1/wix/w1/integrations/i9', ok(null));
    await updateIntegration(cfg, 'w1', 'i9', { isActive: false });
    expect(api.last()).toMatchObject({ method: 'PUT', body: { isActive: false } });
    await deleteIntegration(cfg, 'w1', 'i9');
    expect(api.last().method).toBe('DELETE');
  });
});

describe('widgets, slugs, domains', () => {
  it('merges the editor result data over the given defaults', async () => {
    api.on('GET /api/v1/pfx/plugin/w1', ok({ guid: 'w1', type: 'form', data: { styles: { padding: 4 }, title: 'Hi' } }));
    const w = await fetchEditorWidget({ ...cfg, prefix: 'pfx' }, 'w1', { styles: { padding: 16, fontSize: 14 }, title: 'Default', extra: 1 });
    expect(w.data).toEqual({ styles: { padding: 4, fontSize: 14 }, title: 'Hi', extra: 1 });
    expect(api.last().query).toMatchObject({ pluginType: 'form', serviceName: 'svc' });
  });
  it('creates with projectId null and updates with PUT', async () => {
    api.on('POST /api/v1/plugin/', ok({ guid: 'w2' }));
    api.on('PUT /api/v1/plugin/w2', ok({ guid: 'w2' }));
    await createWidget(cfg, { name: 'A', data: {} });
    expect(api.last().body).toEqual({ name: 'A', data: {}, projectId: null });
    expect(WidgetCreateBody.safeParse(api.last().body).success).toBe(true);
    await updateWidget(cfg, 'w2', { name: 'B' });
    expect(api.last()).toMatchObject({ method: 'PUT', body: { name: 'B' } });
  });
  it('lists instances with comma-joined exclude and include', async () => {
    api.on('GET /api/v1/plugin/instances', ok({ docs: [], total: 0 }));
    await listInstances({ ...cfg, platform: 'nindo' }, { page: 2, exclude: ['a', 'b'], include: ['c'] });
    expect(api.last().query).toMatchObject({ page: '2', exclude: 'a,b', include: 'c' });
  });
  it('updates the slug, deletes a one-time slug without credentials, sets a domain with credentials', async () => {
    api.on('PUT /api/v1/plugin/w1/update-slug', ok(null));
    api.on('POST /api/v1/plugin/w1/one-time-slug/abc/delete', ok(null));
    api.on('POST /api/v1/plugin/w1/custom-domain', ok(null));
    await updateSlug(cfg, 'w1', 'my-slug');
    expect(api.last().body).toEqual({ slug: 'my-slug' });
    await deleteOneTimeSlug(cfg, 'w1', 'abc');
    expect(api.last().credentials).toBe('omit');
    await setCustomDomain(cfg, 'w1', 'w.example.com');
    expect(api.last()).toMatchObject({ credentials: 'include', body: { domain: 'w.example.com' } });
  });
});

describe('AI service', () => {
  const chatArgs = { sessionId: 'w1', input: 'Hello', history: [{ role: 'user' as const, content: 'hi' }] };
  it('signs the chat request, omits credentials, and returns data as the message', async () => {
    api.on('POST /ai/api/chat', ok('Hi there'));
    expect(await chat(cfg, chatArgs)).toBe('Hi there');
    const last = api.last();
    expect(last).toMatchObject({ credentials: 'omit', query: { stream: 'false' } });
    const body = ChatBody.parse(last.body);
    expect(await verifyChatSignature({ componentId: body.sessionId, input: body.input, history: body.history, signature: body.signature })).toBe(true);
  });
  it('streams: content appends, done ends, unparseable events are skipped', async () => {
    api.on('POST /ai/api/chat', sse([
      formatChatStreamEvent({ type: 'content', content: 'Hel' }), 'data: {not json\n\n', ': comment\n\n',
      formatChatStreamEvent({ type: 'content', content: 'lo' }), formatChatStreamEvent({ type: 'done', conversationId: 'c1' }),
      formatChatStreamEvent({ type: 'content', content: 'IGNORED' }),
    ]));
    const pieces: string[] = [];
    const r = await chatStream(cfg, chatArgs, (p) => pieces.push(p));
    expect(r).toEqual({ text: 'Hello', done: true, conversationId: 'c1' });
    expect(pieces).toEqual(['Hel', 'lo']);
    expect(api.last()).toMatchObject({ credentials: 'omit', query: { stream: 'true' } });
  });
  it('accepts the event name from the SSE event field', async () => {
    api.on('POST /ai/api/chat', sse(['event: content\ndata: {"content":"A"}\n\n', 'event: done\ndata: {}\n\n']));
    expect((await chatStream(cfg, chatArgs)).text).toBe('A');
  });
  it('an error event aborts with "An error occurred during streaming"', async () => {
    api.on('POST /ai/api/chat', sse([formatChatStreamEvent({ type: 'content', content: 'x' }), formatChatStreamEvent({ type: 'error', message: 'llm down' })]));
    await rejectsWith(chatStream(cfg, chatArgs), E.STREAMING_ERROR);
  });
  it('a broken connection mid-way raises "An error occurred during streaming"', async () => {
    api.on('POST /ai/api/chat', (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      res.write(formatChatStreamEvent({ type: 'content', content: 'x' }));
      setTimeout(() => res.socket?.destroy(), 30);
    });
    await rejectsWith(chatStream(cfg, chatArgs), E.STREAMING_ERROR);
  });
  it('a failed connection raises "Failed to connect to AI stream"', async () => {
    api.on('POST /ai/api/chat', { status: 502 });
    await rejectsWith(chatStream(cfg, chatArgs), E.FAILED_TO_CONNECT_AI_STREAM);
  });
  it('stream-chat raises "Failed to stream chat"; the plain call returns an empty message', async () => {
    const body = { sessionId: 'w1', widgetType: 'form', messages: [{ role: 'user' as const, content: 'make it blue' }] };
    api.on('POST /ai/api/stream-chat', { status: 500 });
    await rejectsWith(streamChat(cfg, body), E.FAILED_TO_STREAM_CHAT);
    expect(await streamChatMessage(cfg, body)).toBe('');
    api.on('POST /ai/api/stream-chat', sse([formatChatStreamEvent({ type: 'content', content: 'Done.' }), formatChatStreamEvent({ type: 'done' })]));
    expect(await streamChatMessage(cfg, body)).toBe('Done.');
  });
  it('website analysis and monthly count raise their SPEC §8 texts', async () => {
    api.on('GET /ai/api/website-analysis/w1', { status: 500 });
    await rejectsWith(getWebsiteAnalysis(cfg, 'w1'), E.COULD_NOT_LOAD_WEBSITE_ANALYSIS);
    api.on('GET /ai/api/monthly-messages-count/w1', { json: { success: false, data: null } });
    await rejectsWith(getMonthlyMessagesCount(cfg, 'w1'), E.COULD_NOT_LOAD_MONTHLY_MESSAGES);
    const analysis = { analysis: { design: { styles: {}, typography: { primaryFont: 'Lato' }, colors: { primary: '#000' } } } };
    api.on('GET /ai/api/website-analysis/w1', ok(analysis));
    expect(await getWebsiteAnalysis(cfg, 'w1')).toEqual(analysis);
  });
  it.each([
    ['internalLinks', () => aiApi.internalLinks(cfg, { sessionId: 's', link: 'https://a.test', scanType: 'page' }), 'POST /ai/api/internal-links'],
    ['instructions', () => aiApi.instructions(cfg, 'https://a.test'), 'GET /ai/api/instructions'],
    ['links', () => aiApi.links(cfg, 'a.test', 's'), 'GET /ai/api/links/a.test'],
    ['stats', () => aiApi.stats(cfg, 'w1'), 'GET /ai/api/stats/w1'],
    ['linkJobs', () => aiApi.linkJobs(cfg, 'a.test', { sessionId: 's', scanType: 'domain' }), 'GET /ai/api/link-jobs/a.test'],
    ['storePages', () => aiApi.storePages(cfg, { sessionId: 's', links: ['https://a.test'] }), 'POST /ai/api/store-pages'],
    ['retrainPage', () => aiApi.retrainPage(cfg, { sessionId: 's', links: ['https://a.test'] }), 'POST /ai/api/retrain-page'],
    ['retrainDomain', () => aiApi.retrainDomain(cfg, { sessionId: 's', src: 'a.test' }), 'POST /ai/api/retrain-domain'],
    ['storeFile', () => aiApi.storeFile(cfg, { sessionId: 's', type: 'pdf', url: 'https://a.test/x.pdf' }), 'POST /ai/api/store-file'],
    ['updateFile', () => aiApi.updateFile(cfg, 'f1', { sessionId: 's', isActive: false }), 'PUT /ai/api/store-file/f1'],
    ['storeText', () => aiApi.storeText(cfg, { sessionId: 's', textContent: 'hi' }), 'POST /ai/api/store-text'],
    ['updateText', () => aiApi.updateText(cfg, 't1', { sessionId: 's', textContent: 'hi', isActive: true }), 'PUT /ai/api/store-text/t1'],
    ['deleteText', () => aiApi.deleteText(cfg, 't1', 's'), 'DELETE /ai/api/text/t1'],
    ['deleteFile', () => aiApi.deleteFile(cfg, 'f1', 's'), 'DELETE /ai/api/file/f1'],
    ['jobs', () => aiApi.jobs(cfg, 'w1', { page: 1 }), 'GET /ai/api/jobs/w1'],
    ['credentials', () => aiApi.credentials(cfg, 'c1'), 'GET /ai/api/credentials/c1'],
    ['updateIntegration', () => aiApi.updateIntegration(cfg, 'i1', { isActive: true }), 'POST /ai/api/update-integration/i1'],
    ['deleteIntegration', () => aiApi.deleteIntegration(cfg, 'i1'), 'DELETE /ai/api/delete-integration/i1'],
    ['domainStatus', () => aiApi.domainStatus(cfg, 'w1', 'https://a.test'), 'GET /ai/api/domain-status/w1'],
    ['domainStatuses', () => aiApi.domainStatuses(cfg, 'w1', ['a', 'b']), 'GET /ai/api/domain-statuses/w1'],
    ['knowledge', () => aiApi.knowledge(cfg, 'w1', { page: 1, query: 'q' }), 'GET /ai/api/knowledge/w1'],
    ['deleteWebsite', () => aiApi.deleteWebsite(cfg, 'a.test', { sessionId: 's', srcPath: '/' }), 'DELETE /ai/api/website/a.test'],
    ['setWebsiteActive', () => aiApi.setWebsiteActive(cfg, 'a.test', { sessionId: 's' }, false), 'PUT /ai/api/website/a.test'],
  ] as const)('%s calls %s with credentials', async (_name, call, route) => {
    api.on(route, ok({}));
    const env = await call();
    expect(env.success).toBe(true);
    const [method, path] = route.split(' ');
    expect(api.last()).toMatchObject({ method, path, credentials: 'include' });
  });
});
