// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import chatModule from '../../../frame/widgets/ai-chat/index';
import { verifyChatSignature } from '../../../shared/rules/chat-signature';
import type { AiChatData } from '../../../shared/widgets/ai-chat';
import { startFakeAi, type FakeAi } from './fake-ai';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

let ai: FakeAi | null = null;
// Loopback round trips on a busy 2-core machine can exceed the 1 s default.
const SLOW = { timeout: 5000 };

afterEach(async () => {
  cleanup();
  await ai?.close();
  ai = null;
});
const Chat = chatModule.Widget;
const inline = (extra: Partial<AiChatData> = {}) => ({ variant: 'inline', ...extra }) as AiChatData;
const answer = (text: string, extra: object = {}) => () => [
  { type: 'content' as const, content: text.slice(0, 4) },
  { type: 'content' as const, content: text.slice(4) },
  { type: 'done' as const, conversationId: 'conv-1', ...extra },
];

describe('ai chat widget', () => {
  it('floats as a bubble that opens a labelled panel and closes with Escape', async () => {
    ai = await startFakeAi({ events: answer('Hello there') });
    const { ctx, rec } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', {} as AiChatData)} ctx={ctx} />);
    expect(chatModule.global).toBe(true);
    const launcher = screen.getByRole('button', { name: 'Open chat: Ask us anything' });
    await waitFor(() => expect(rec.global.at(-1)).toMatchObject({ position: 'bottom-right', state: 'collapsed', width: 76 }));
    fireEvent.click(launcher);
    const dialog = screen.getByRole('dialog', { name: 'Ask us anything' });
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
    await waitFor(() => expect(rec.global.at(-1)).toMatchObject({ state: 'expanded', width: 420 }));
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Escape' });
    expect(screen.getByRole('button', { name: 'Open chat: Ask us anything' })).toBeTruthy();
    expect(rec.engagement.map((e) => e.eventSubType)).toEqual(['open', 'close']);
  });

  it("starts open in the builder's preview, so the owner sees the panel, without taking focus until opened", async () => {
    ai = await startFakeAi({ events: answer('Hello there') });
    const { ctx } = makeCtx({ appUrl: ai.url, mode: 'preview', host: null });
    // The editor's field has focus before the preview's chat renders.
    render(<input aria-label="Editor field" />);
    screen.getByLabelText('Editor field').focus();
    render(<Chat widget={makeWidget('ai_chat', {} as AiChatData)} ctx={ctx} />);
    await new Promise((r) => setTimeout(r, 0));
    expect(screen.getByRole('dialog', { name: 'Ask us anything' })).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Editor field'));
    // Closed and opened again by the owner: now it takes focus, as for a visitor.
    fireEvent.keyDown(screen.getByLabelText('Your question'), { key: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Open chat: Ask us anything' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Your question'));
  });

  it('streams an answer to a starter question with a valid signature, and keeps the history', async () => {
    ai = await startFakeAi({ events: answer('We rent bikes.') });
    const { ctx, rec } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline(), 'chat-1')} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    await screen.findByText('We rent bikes.', {}, SLOW);
    const body = ai.bodies[0];
    expect(body).toMatchObject({ sessionId: 'chat-1', input: 'What do you offer?', history: [], isDeadEndEnabled: true });
    expect(await verifyChatSignature({ componentId: 'chat-1', input: body.input, history: body.history, signature: body.signature })).toBe(true);
    expect(rec.hostEvents).toEqual([
      { type: 'chat-message', data: { role: 'user', content: 'What do you offer?' } },
      { type: 'chat-message', data: { role: 'assistant', content: 'We rent bikes.', deadEnd: false } },
    ]);
    expect(rec.storeData.chat).toMatchObject({ conversationId: 'conv-1', messages: [{ role: 'user' }, { role: 'assistant', content: 'We rent bikes.' }] });
  });

  it('sends the typed question with Enter and the earlier history', async () => {
    ai = await startFakeAi({ events: answer('Second answer') });
    const { ctx, rec } = makeCtx({ appUrl: ai.url });
    rec.storeData.chat = { conversationId: 'c0', messages: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] };
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    expect(screen.getByText('Hello!')).toBeTruthy();
    const box = screen.getByLabelText('Your question');
    fireEvent.input(box, { target: { value: 'Opening hours?' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await screen.findByText('Second answer', {}, SLOW);
    expect(ai.bodies[0]).toMatchObject({ input: 'Opening hours?', conversationId: 'c0', history: [{ role: 'user', content: 'Hi' }, { role: 'assistant', content: 'Hello!' }] });
  });

  it('shows sources under the answer', async () => {
    ai = await startFakeAi({ events: answer('See our FAQ.', { sources: [{ title: 'FAQ', url: 'https://site.test/faq' }, { title: 'Bad', url: 'javascript:x' }] }) });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'How can I contact you?' }));
    await screen.findByText('See our FAQ.', {}, SLOW);
    const list = await screen.findByRole('list', { name: 'Sources' }, SLOW);
    expect(list.querySelectorAll('a').length).toBe(1);
    expect(screen.getByRole('link', { name: 'FAQ' }).getAttribute('href')).toBe('https://site.test/faq');
  });

  it('keeps the partial answer and shows the SPEC message when the stream errors mid-way', async () => {
    ai = await startFakeAi({ events: () => [{ type: 'content', content: 'Partial ans' }, { type: 'error', message: 'llm down' }] });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('An error occurred during streaming');
    expect(screen.getByText('Partial ans')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the connection message when the AI service is unreachable', async () => {
    ai = await startFakeAi({ events: answer('x') });
    const { ctx } = makeCtx({ appUrl: `${ai.url}/nowhere/` });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('Failed to connect to AI stream');
  });

  it('falls back to the dead-end message when there is no answer', async () => {
    ai = await startFakeAi({ events: () => [{ type: 'done', deadEnd: true }] });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline({ deadEndMessage: 'Ask our team at help@site.test.' }))} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    await screen.findByText('Ask our team at help@site.test.', {}, SLOW);
  });

  it('after a dead end, takes an email and sends it with the unanswered question, then thanks the visitor', async () => {
    const fake = (ai = await startFakeAi({ events: () => [{ type: 'done', deadEnd: true }] }));
    const { ctx } = makeCtx({ appUrl: fake.url });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    const form = await screen.findByRole('form', { name: 'Your details' }, SLOW);
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ana@site.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my email' }));
    await screen.findByText('Thank you! Our team will reply to ana@site.test.', {}, SLOW);
    await waitFor(() => expect(fake.bodies).toHaveLength(2), SLOW);
    expect(fake.bodies[1]).toMatchObject({ input: 'What do you offer?', email: 'ana@site.test' });
    expect(form.isConnected).toBe(false);
    // One user message on screen: the question went again with the email, unseen.
    expect(screen.getAllByText('What do you offer?').filter((el) => el.closest('.tw-msg'))).toHaveLength(1);
  });

  it('takes the thank-you back and says why when the email could not be sent', async () => {
    ai = await startFakeAi({ events: (b) => (b.email ? [{ type: 'error', message: 'An error occurred during streaming' }] : [{ type: 'done', deadEnd: true }]) });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    await screen.findByRole('form', { name: 'Your details' }, SLOW);
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ana@site.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send my email' }));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('An error occurred during streaming');
    expect(screen.queryByText(/Thank you!/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('asks for the lead details first and sends them with the question', async () => {
    ai = await startFakeAi({ events: answer('Thanks Ana') });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline({ leadCapture: { enabled: true, fields: ['email', 'fullName'] } }))} ctx={ctx} />);
    expect(screen.queryByLabelText('Your question')).toBeNull();
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'bad' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chatting' }));
    expect(screen.getByText(/Enter a valid email address/)).toBeTruthy();
    fireEvent.input(screen.getByLabelText(/^Email/), { target: { value: 'ana@site.test' } });
    fireEvent.input(screen.getByLabelText('Full name'), { target: { value: 'Ana' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start chatting' }));
    fireEvent.click(screen.getByRole('button', { name: 'What do you offer?' }));
    await screen.findByText('Thanks Ana', {}, SLOW);
    expect(ai.bodies[0]).toMatchObject({ email: 'ana@site.test', fullName: 'Ana' });
  });

  it('shows the monthly limit message and no input once the count reaches the limit', async () => {
    ai = await startFakeAi({ events: answer('x'), monthly: { count: 100, limit: 100 } });
    const { ctx } = makeCtx({ appUrl: ai.url });
    render(<Chat widget={makeWidget('ai_chat', inline())} ctx={ctx} />);
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('answered all the questions it can this month');
    expect(screen.queryByLabelText('Your question')).toBeNull();
  });

  it('localizes texts', async () => {
    ai = await startFakeAi({ events: answer('x') });
    const { ctx } = makeCtx({ appUrl: ai.url, language: 'nl-BE' });
    const data = inline({ localization: { languages: { 'nl-NL': { title: 'Stel je vraag', send: 'Verstuur' } } } });
    render(<Chat widget={makeWidget('ai_chat', data)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Stel je vraag' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Verstuur' })).toBeTruthy();
  });
});
