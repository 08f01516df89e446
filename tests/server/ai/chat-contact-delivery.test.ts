// A chat visitor who leaves an email becomes a contact on the owner's mailing lists, a message to their
// channel and a post to their Make scenario's hook, once per email (server/deliveries/chat-lead.ts). The
// services are local fakes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../integrations/helpers/fake-server';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';
import { signedBody } from './helpers/chat-client';

let t: AiTestApp;
let fake: FakeServer;

beforeAll(async () => {
  fake = await startFakeServer((req, res) => {
    res.statusCode = req.url === '/sendgrid/v3/marketing/contacts' ? 202 : req.url === '/teams/hook' || req.url === '/make/hook' ? 200 : 404;
    res.end(res.statusCode === 202 ? '{"job_id":"j1"}' : '1');
  });
  t = await makeAiTestApp('sqlite', { env: { SENDGRID_BASE_URL: `${fake.url}/sendgrid`, FETCH_ALLOW_HOSTS: fake.hostPort } });
  for (const body of [{ type: 'sendgrid', apiKey: 'SG.key' }, { type: 'microsoft-teams', webhookUrl: `${fake.url}/teams/hook` }, { type: 'make' }]) {
    const r = await t.ownerCall('POST', `/api/v1/plugin/${t.widgetId}/integrations`, body);
    expect(r.status, await r.clone().text()).toBe(201);
  }
  const hook = await t.ownerCall('POST', '/api/v1/hooks', { widgetId: t.widgetId, type: 'make', url: `${fake.url}/make/hook` });
  expect(hook.status, await hook.clone().text()).toBe(201);
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const chat = async (b: { input: string; conversationId: string; email?: string; fullName?: string }) => {
  const res = await t.request('/ai/api/chat?stream=false', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await signedBody({ sessionId: t.widgetId, ...b })) });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conversationId: string }).conversationId;
};
const until = async (n: number) => {
  for (let i = 0; i < 100 && fake.requests.length < n; i++) await new Promise((r) => setTimeout(r, 50));
};

describe('a chat contact passed on to integrations', () => {
  it('sends the contact and the question once, when the email first arrives', async () => {
    await chat({ input: 'Do you ship to Norway?', conversationId: 'c-1' });
    expect(fake.requests).toHaveLength(0);
    const conversation = await chat({ input: 'Do you ship to Norway?', conversationId: 'c-1', email: 'nora@example.test', fullName: 'Nora Berg' });
    await until(3);
    const contacts = fake.requests.find((r) => r.url.startsWith('/sendgrid/'))!;
    expect(JSON.parse(contacts.body)).toEqual({ contacts: [{ email: 'nora@example.test', first_name: 'Nora', last_name: 'Berg' }] });
    const card = JSON.parse(fake.requests.find((r) => r.url === '/teams/hook')!.body).attachments[0].content;
    expect(card.body[0].text).toBe('New chat contact: Chat');
    expect(card.body[1].facts).toEqual([
      { title: 'Name', value: 'Nora Berg' },
      { title: 'Email', value: 'nora@example.test' },
      { title: 'Question', value: 'Do you ship to Norway?' },
    ]);
    const posted = JSON.parse(fake.requests.find((r) => r.url === '/make/hook')!.body);
    expect(posted).toMatchObject({
      event: 'submission', widgetId: t.widgetId, title: 'New chat contact: Chat', email: 'nora@example.test', firstName: 'Nora', lastName: 'Berg',
      answers: { Name: 'Nora Berg', Email: 'nora@example.test', Question: 'Do you ship to Norway?' },
    });
    // The conversation's id: the scenario can tell one visitor's contact from another's.
    expect(posted.id).toBe(conversation);
    // The widget sends the email with each later message of the conversation: no second contact.
    await chat({ input: 'And to Sweden?', conversationId: 'c-1', email: 'nora@example.test', fullName: 'Nora Berg' });
    await new Promise((r) => setTimeout(r, 300));
    expect(fake.requests).toHaveLength(3);
  });
});
