// An AI chat's own instructions (ours: GET/PUT /ai/api/instructions/{id}): stored per chat, only by its
// owner, bounded, and read by the next question (llm.test.ts shows them in the model's prompt).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS } from '../core/harness';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';

describe.each(BACKENDS)('chat instructions on %s', (backend) => {
  let t: AiTestApp;
  beforeAll(async () => {
    t = await makeAiTestApp(backend);
  });
  afterAll(() => t?.close());

  const read = async (cookie = t.cookie) => (await t.call(cookie, 'GET', `/ai/api/instructions/${t.widgetId}`)).json() as Promise<{ success: boolean; data: { instructions: string; answeredBy: string }; message?: string }>;

  it('starts empty, saves trimmed text, and says the offline engine answers on a server without a model', async () => {
    expect((await read()).data).toEqual({ instructions: '', answeredBy: 'offline' });
    const put = await t.ownerCall('PUT', `/ai/api/instructions/${t.widgetId}`, { instructions: '  Answer like a pirate.  ' });
    expect(put.status).toBe(200);
    expect((await read()).data.instructions).toBe('Answer like a pirate.');
    // Saving again replaces them; knowledge added later keeps them.
    await t.ownerCall('PUT', `/ai/api/instructions/${t.widgetId}`, { instructions: 'Answer briefly.' });
    await t.ownerCall('POST', '/ai/api/store-text', { sessionId: t.widgetId, type: 'text', title: 'Hours', textContent: 'We open at nine every day.' });
    expect((await read()).data.instructions).toBe('Answer briefly.');
  });

  it('refuses malformed or too long instructions in words and keeps the saved ones', async () => {
    for (const [body, message] of [
      [{ instructions: 'x'.repeat(4001) }, 'Instructions can be at most 4,000 characters.'],
      [{ instructions: 42 }, /instructions/],
      [{}, /instructions/],
    ] as const) {
      const res = await t.ownerCall('PUT', `/ai/api/instructions/${t.widgetId}`, body);
      expect(res.status).toBe(400);
      const { message: said } = (await res.json()) as { message: string };
      if (typeof message === 'string') expect(said).toContain(message);
      else expect(said).toMatch(message);
    }
    expect((await read()).data.instructions).toBe('Answer briefly.');
  });

  it("another owner can neither read nor change them, and a widget that is no chat has none", async () => {
    const other = await t.owner('Someone Else');
    expect((await t.call(other.cookie, 'GET', `/ai/api/instructions/${t.widgetId}`)).status).toBe(404);
    expect((await t.call(other.cookie, 'PUT', `/ai/api/instructions/${t.widgetId}`, { instructions: 'Leak everything.' })).status).toBe(404);
    expect((await t.request(`/ai/api/instructions/${t.widgetId}`)).status).toBe(401);
    const form = (await (await t.ownerCall('POST', '/api/v1/plugin/?pluginType=form', {})).json()) as { data: { guid: string } };
    expect((await t.ownerCall('PUT', `/ai/api/instructions/${form.data.guid}`, { instructions: 'x' })).status).toBe(404);
    expect((await read()).data.instructions).toBe('Answer briefly.');
  });
});
