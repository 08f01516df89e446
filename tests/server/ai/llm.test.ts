// The optional LLM path against a local OpenAI-compatible server: grounded streaming answers, and the
// offline answer on provider errors, time-outs and broken streams, and the model's own dead end.
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChatDefaults } from '../../../shared/widgets/ai-chat';
import { type FakeServer, startFakeServer } from '../integrations/helpers/fake-server';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';
import { parseSse, signedBody } from './helpers/chat-client';

let mode: 'ok' | 'error' | 'hang' | 'drop' | 'no-answer' | 'held' = 'ok';
let llm: FakeServer;
let t: AiTestApp;

function sendDelta(res: ServerResponse, text: string) {
  res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content: text } }] })}\n\n`);
}

beforeAll(async () => {
  llm = await startFakeServer((req, res) => {
    if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
      res.writeHead(401).end('{"error":{"message":"bad key"}}');
      return;
    }
    if (mode === 'error') return void res.writeHead(500, { 'content-type': 'application/json' }).end('{"error":{"message":"overloaded"}}');
    if (mode === 'hang') return;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    // The model's own dead end, split across chunks as providers do; and an answer whose first chunk
    // could still have been that token.
    if (mode === 'no-answer' || mode === 'held') {
      for (const d of mode === 'no-answer' ? [' NO_', 'ANS', 'WER'] : ['N', 'O', 'T on Sundays: ', 'we close at 17:00.']) sendDelta(res, d);
      return void res.end('data: [DONE]\n\n');
    }
    sendDelta(res, 'Our workshop ');
    if (mode === 'drop') return void setTimeout(() => res.destroy(), 50);
    sendDelta(res, 'opens at 8:30.');
    res.end('data: [DONE]\n\n');
  });
  t = await makeAiTestApp('sqlite', {
    env: { LLM_BASE_URL: `${llm.url}/v1`, LLM_API_KEY: 'test-key', LLM_MODEL: 'tiny-model' },
    ai: { llmFirstTokenMs: 300, llmTotalMs: 2000 },
  });
  await t.ownerCall('POST', '/ai/api/store-text', {
    sessionId: t.widgetId, type: 'text', title: 'Workshop',
    textContent: 'The workshop opens at 8:30 every weekday and closes at 17:00. Repairs usually take two days.',
  });
});
afterAll(async () => {
  await t?.close();
  await llm?.close();
});

const ask = async (input: string, extra: Record<string, unknown> = {}) => {
  const res = await t.request('/ai/api/chat?stream=true', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ ...(await signedBody({ sessionId: t.widgetId, input })), ...extra }),
  });
  const events = parseSse(await res.text());
  return { events, text: events.filter((e) => e.event === 'content').map((e) => e.data.content).join(''), done: events.at(-1)! };
};

describe('LLM answers', () => {
  it('streams the provider answer, grounded in the retrieved chunks, with sources', async () => {
    mode = 'ok';
    const before = llm.requests.length;
    const { text, done } = await ask('When does the workshop open?');
    expect(text).toBe('Our workshop opens at 8:30.');
    expect(done.event).toBe('done');
    expect(done.data.sources[0].title).toBe('Workshop');
    const sent = JSON.parse(llm.requests[before].body);
    expect(sent).toMatchObject({ model: 'tiny-model', stream: true });
    expect(sent.messages[0].role).toBe('system');
    expect(sent.messages[0].content).toContain('opens at 8:30 every weekday');
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'When does the workshop open?' });
  });

  it("puts the owner's instructions, saved in the builder, in the model's prompt at the next question", async () => {
    mode = 'ok';
    const saved = await t.ownerCall('PUT', `/ai/api/instructions/${t.widgetId}`, { instructions: 'Always mention the free coffee.' });
    expect(((await saved.json()) as { data: { answeredBy: string } }).data.answeredBy).toBe('model');
    const before = llm.requests.length;
    await ask('When does the workshop open?');
    const system = JSON.parse(llm.requests[before].body).messages[0].content as string;
    expect(system).toContain('Owner instructions: Always mention the free coffee.');
    await t.ownerCall('PUT', `/ai/api/instructions/${t.widgetId}`, { instructions: '' });
    const after = llm.requests.length;
    await ask('When does the workshop open?');
    expect(JSON.parse(llm.requests[after].body).messages[0].content).not.toContain('Owner instructions');
  });

  it('falls back to the offline answer when the provider fails', async () => {
    mode = 'error';
    const { text, done } = await ask('When does the workshop open?');
    expect(text).toContain('8:30 every weekday');
    expect(done.event).toBe('done');
  });

  it('falls back to the offline answer when the provider times out', async () => {
    mode = 'hang';
    const started = Date.now();
    const { text } = await ask('When does the workshop open?');
    expect(text).toContain('8:30 every weekday');
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('completes with the offline answer when the stream breaks mid-way', async () => {
    mode = 'drop';
    const { text, done } = await ask('When does the workshop open?');
    expect(text.startsWith('Our workshop ')).toBe(true);
    expect(text).toContain('8:30 every weekday');
    expect(done.event).toBe('done');
  });

  it('never asks the provider when the knowledge has no answer', async () => {
    mode = 'ok';
    const before = llm.requests.length;
    const { done } = await ask('Do you rent helicopters to penguins?');
    expect(done.data.deadEnd).toBe(true);
    expect(llm.requests.length).toBe(before);
  });

  it("turns the model's NO_ANSWER into the dead end, never showing the token", async () => {
    mode = 'no-answer';
    const before = llm.requests.length;
    const { events, text, done } = await ask('Is the workshop open on Sundays?', { isDeadEndEnabled: true });
    expect(JSON.parse(llm.requests[before].body).messages[0].content).toContain('reply with exactly NO_ANSWER');
    expect(events.some((e) => e.event === 'content' && String(e.data.content).includes('NO_'))).toBe(false);
    expect(done.data.deadEnd).toBe(true);
    expect(done.data.sources).toEqual([]);
    // The widget's own dead-end message (the test widget keeps the default).
    expect(text).toBe(aiChatDefaults.deadEndMessage);
  });

  it('streams an answer that began like the token once it differs from it', async () => {
    mode = 'held';
    const { text, done } = await ask('Is the workshop open on Sundays?');
    expect(text).toBe('NOT on Sundays: we close at 17:00.');
    expect(done.data.deadEnd).toBe(false);
    expect(done.data.sources[0].title).toBe('Workshop');
  });
});
