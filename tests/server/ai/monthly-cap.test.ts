// The monthly message cap is one atomic counter: at cap − 1, of 50 concurrent chats exactly one passes,
// on both storage backends. Also the per-IP and per-conversation rate limits.
import { afterAll, describe, expect, it } from 'vitest';
import { BACKENDS, withinOneMinute } from '../core/harness';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';
import { signedBody } from './helpers/chat-client';

const CAP = 5;

describe.each(BACKENDS)('monthly cap on %s', (backend) => {
  let t: AiTestApp;
  afterAll(() => t?.close());

  const chat = async (input: string, ip?: string, conversationId?: string) =>
    t.request('/ai/api/chat?stream=false', {
      method: 'POST', ip, headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await signedBody({ sessionId: t.widgetId, input, conversationId })),
    });

  it('lets exactly one of 50 concurrent requests through at cap − 1, then refuses with a clear message', async () => {
    t = await makeAiTestApp(backend, { ai: { monthlyMessageCap: CAP, ipRate: { limit: 1000, windowSec: 60 } } });
    for (let i = 0; i < CAP - 1; i++) expect((await chat(`question ${i}`)).status).toBe(200);
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => chat(`race ${i}`, `10.1.0.${i + 1}`)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(49);
    const refused = await results.find((r) => r.status === 429)!.json();
    expect(refused.message).toBe('This chat has reached its monthly message limit. Please try again next month.');
    expect(refused.code).toBe('AI_MONTHLY_LIMIT');
    const count = await (await t.request(`/ai/api/monthly-messages-count/${t.widgetId}`)).json();
    expect(count.data).toMatchObject({ count: CAP, limit: CAP, remaining: 0 });
  });
});

describe('chat rate limits', () => {
  let t: AiTestApp;
  afterAll(() => t?.close());

  it('limits requests per IP and per conversation', async () => {
    t = await makeAiTestApp('sqlite', { ai: { ipRate: { limit: 3, windowSec: 60 }, conversationRate: { limit: 2, windowSec: 60 } }, now: withinOneMinute() });
    const send = async (ip: string, conv?: string) =>
      (await t.request('/ai/api/chat?stream=false', {
        method: 'POST', ip, headers: { 'content-type': 'application/json' },
        body: JSON.stringify(await signedBody({ sessionId: t.widgetId, input: 'hello', conversationId: conv })),
      })).status;
    expect([await send('10.2.0.1'), await send('10.2.0.1'), await send('10.2.0.1'), await send('10.2.0.1')]).toEqual([200, 200, 200, 429]);
    expect([await send('10.2.0.2', 'c1'), await send('10.2.0.3', 'c1'), await send('10.2.0.4', 'c1')]).toEqual([200, 200, 429]);
  });
});
