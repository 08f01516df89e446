// The owner hears of each submission by email: a real SMTP exchange with a local SMTP server
// (smtp-server), the message read back with mailparser.
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKENDS, makeTestEnv, type TestEnv } from '../helpers/test-env';
import { envelope as json } from '../../../helpers/envelope';
import { signedBody } from '../../ai/helpers/chat-client';

const FIELDS = [
  { id: 'name', type: 'text', label: 'Name', required: true },
  { id: 'email', type: 'email', label: 'Email' },
  { id: 'message', type: 'textarea', label: 'Message' },
  { id: 'news', type: 'consent', label: 'Newsletter', text: 'Send me news' },
];

describe.each(BACKENDS)('owner email notifications (%s)', (backend) => {
  let env: TestEnv;
  let smtp: SMTPServer;
  const inbox: { to: string[]; mail: ParsedMail }[] = [];
  /** Set per test: the SMTP server refuses every message. */
  let refuse = false;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        if (refuse) return void stream.resume().on('end', () => done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 })));
        simpleParser(stream).then(
          (mail) => (inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail }), done()),
          done,
        );
      },
    });
    await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r));
    const port = (smtp.server.address() as AddressInfo).port;
    env = await makeTestEnv(backend, { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'Tessera <forms@tessera.test>' });
  });
  afterAll(async () => {
    await env?.close();
    await new Promise<void>((r) => smtp?.close(() => r()));
  });

  const form = (data: Record<string, unknown> = {}) => env.createWidget(env.ownerId, 'form', { fields: FIELDS, ...data }, { name: 'Contact us' });
  const submit = async (w: string, data: Record<string, unknown>) => {
    const r = await env.call('POST', `/api/v1/forms/${w}/submissions`, { body: { data, pageUrl: 'https://shop.example/contact' }, key: null });
    expect(r.status, await r.clone().text()).toBe(201);
  };
  const nextMail = async (count: number) => {
    for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
    expect(inbox.length).toBe(count);
    return inbox[count - 1]!;
  };

  it("emails the answers to the owner's account, the visitor as Reply-To", async () => {
    const w = await form();
    await submit(w, { name: 'Ann Lee', email: 'ann@example.com', message: 'Do you ship\nto Norway?', news: false });
    const { to, mail } = await nextMail(inbox.length + 1);
    expect(to).toEqual(['owner@example.com']);
    expect(mail.from?.value).toEqual([{ name: 'Tessera', address: 'forms@tessera.test' }]);
    expect(mail.replyTo?.text).toBe('ann@example.com');
    expect(mail.subject).toBe('New submission: Contact us');
    // An unticked box is not an answer (it is not stored either).
    expect(mail.text).toContain('Name: Ann Lee\nEmail: ann@example.com\nMessage: Do you ship\nto Norway?\n\nSent from');
    expect(mail.text).not.toContain('Newsletter');
    expect(mail.text).toContain('Sent from https://shop.example/contact');
    expect(mail.text).toContain(`See them all in the builder's Insights: http://localhost:4000/editor/${w}`);
  });

  it('sends to the address the form names, and none when the owner turned it off', async () => {
    const w = await form({ notifications: { enabled: true, email: 'bookings@shop.example' } });
    const before = inbox.length;
    await submit(w, { name: 'Bo' });
    const { to, mail } = await nextMail(before + 1);
    expect(to).toEqual(['bookings@shop.example']);
    expect(mail.replyTo).toBeUndefined();
    const off = await form({ notifications: { enabled: false, email: '' } });
    await submit(off, { name: 'Cy' });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(before + 1);
  });

  it('keeps a widget name on the subject line only', async () => {
    const w = await env.createWidget(env.ownerId, 'form', { fields: FIELDS }, { name: 'Evil\r\nBcc: victim@example.com' });
    const before = inbox.length;
    await submit(w, { name: 'Di' });
    const { to, mail } = await nextMail(before + 1);
    expect(to).toEqual(['owner@example.com']);
    expect(mail.subject).toBe('New submission: Evil Bcc: victim@example.com');
    expect(mail.bcc).toBeUndefined();
  });

  it('stores the submission and answers the visitor when the mail server refuses', async () => {
    const w = await form();
    refuse = true;
    try {
      await submit(w, { name: 'Ed' });
      for (let i = 0; i < 100 && !env.logs.some((l) => l.includes('owner notification failed')); i++) await new Promise((r) => setTimeout(r, 50));
      expect(env.logs.some((l) => l.includes('owner notification failed'))).toBe(true);
    } finally {
      refuse = false;
    }
    const list = await json(await env.call('GET', `/api/v1/plugin/${w}/submissions`));
    expect(list.data.docs.map((d: { data: { name: string } }) => d.data.name)).toEqual(['Ed']);
  });

  it("emails an AI chat's new contact once, with the question, to the chat's address", async () => {
    const chat = await env.createWidget(env.ownerId, 'ai_chat', { notifications: { enabled: true, email: 'leads@shop.example' } }, { name: 'Helper' });
    const before = inbox.length;
    const ask = async (b: { input: string; conversationId: string; email: string; fullName: string }) => {
      const r = await env.call('POST', '/ai/api/chat?stream=false', { body: await signedBody({ sessionId: chat, ...b }), key: null });
      expect(r.status, await r.clone().text()).toBe(200);
    };
    await ask({ input: 'Do you ship to Norway?', conversationId: 'c-1', email: 'nora@example.test', fullName: 'Nora Berg' });
    const { to, mail } = await nextMail(before + 1);
    expect(to).toEqual(['leads@shop.example']);
    expect(mail.subject).toBe('New chat contact: Helper');
    expect(mail.replyTo?.text).toBe('nora@example.test');
    expect(mail.text).toContain('Name: Nora Berg\nEmail: nora@example.test\nQuestion: Do you ship to Norway?');
    await ask({ input: 'And to Sweden?', conversationId: 'c-1', email: 'nora@example.test', fullName: 'Nora Berg' });
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.length).toBe(before + 1);
  });

  it("tells the builder that mail goes out, and the account's address, to the form's owner only", async () => {
    const w = await form();
    expect((await json(await env.call('GET', `/api/v1/plugin/${w}/notifications`))).data).toEqual({ available: true, accountEmail: 'owner@example.com' });
    expect((await env.call('GET', `/api/v1/plugin/${w}/notifications`, { key: env.otherKey })).status).toBe(404);
  });

  it('refuses a notification address that is not one', async () => {
    const w = await form();
    const r = await env.call('PUT', `/api/v1/plugin/${w}`, { body: { data: { fields: FIELDS, notifications: { enabled: true, email: 'not an email' } } } });
    expect(r.status).toBe(400);
  });
});
