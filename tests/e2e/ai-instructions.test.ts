// An AI chat's instructions, in real Chromium with a model connected (a local server speaking the
// OpenAI chat completions stream): the owner drafts them from the trained website in the builder, edits
// and saves them; a visitor's chat on another origin answers as they say.
import type { ServerResponse } from 'node:http';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startSiteServer, type SiteServer } from '../server/ai/helpers/site-server';
import { startFakeServer, type FakeServer } from '../server/integrations/helpers/fake-server';
import { chatAnswer, createWidget, launchBrowser, ownerContext, ownerJson, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

const SIGN_OFF = 'Sign every answer with: Fresh bread daily!';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let site: SiteServer;
let llm: FakeServer;
let cookie: string;
let chat: string;

const delta = (res: ServerResponse, content: string) =>
  res.write(`data: ${JSON.stringify({ id: 'c1', object: 'chat.completion.chunk', choices: [{ index: 0, delta: { content } }] })}\n\n`);

beforeAll(async () => {
  site = await startSiteServer({
    routes: {
      '/': (res) => void res.writeHead(200, { 'content-type': 'text/html' }).end(html('Ferrow Bakery', '<h1>Ferrow Bakery</h1><p>The bakery opens at 9 am every day and closes at 6 pm.</p>')),
    },
  });
  // The model follows the instructions it is given: with the sign-off asked for, it signs.
  llm = await startFakeServer((_req, res, body) => {
    const system = (JSON.parse(body) as { messages: { content: string }[] }).messages[0]!.content;
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    delta(res, 'We open at 9 am.');
    if (system.includes(SIGN_OFF)) delta(res, ' Fresh bread daily!');
    res.end('data: [DONE]\n\n');
  });
  [app, host, browser] = await Promise.all([
    startApp({ FETCH_ALLOW_HOSTS: site.hostPort, LLM_BASE_URL: `${llm.url}/v1`, LLM_API_KEY: 'k', LLM_MODEL: 'tiny' }),
    startHost(),
    launchBrowser(),
  ]);
  ({ cookie } = await signUp(app.url));
  chat = await createWidget(app.url, cookie, 'ai_chat', { name: 'Bakery help' });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), site?.close(), llm?.close()]);
});

const answerTo = (question: string) => chatAnswer(browser, host, app.url, chat, question);

describe('the chat’s instructions', () => {
  it('are drafted from the trained site, edited and saved in the builder, and the visitor’s answers follow them', async () => {
    const owner = (path: string, body?: unknown) => ownerJson(app.url, cookie, path, body);
    const job = await owner('/ai/api/store-pages', { sessionId: chat, links: [`${site.url}/`] });
    await expect.poll(async () => (await owner(`/ai/api/jobs/${job.data.jobId}`)).data.status, { timeout: 30_000 }).toBe('done');
    expect(await answerTo('When do you open?')).toBe('We open at 9 am.');

    const ctx = await ownerContext(browser, app.url, cookie);
    try {
      const p = await ctx.newPage();
      await p.goto(`${app.url}/editor/${chat}`);
      const form = p.getByRole('form', { name: 'Instructions' });
      await form.getByLabel('Instructions').waitFor();
      // With a model connected, the builder does not warn that instructions are ignored.
      expect(await form.getByTestId('instructions-answered-by').textContent()).toMatch(/^Tell the chat how to answer/);
      await form.getByRole('button', { name: `Suggest from ${site.hostPort}` }).click();
      await expect.poll(() => form.getByLabel('Instructions').inputValue()).toMatch(/^You are the friendly assistant of Ferrow Bakery\. /);
      const draft = await form.getByLabel('Instructions').inputValue();
      await form.getByLabel('Instructions').fill(`${draft} ${SIGN_OFF}`);
      await form.getByRole('button', { name: 'Save instructions' }).click();
      await form.getByRole('status').filter({ hasText: 'Instructions saved.' }).waitFor();
      expect(await form.getByRole('button', { name: 'Save instructions' }).isDisabled()).toBe(true);
      // Too long is refused before anything is sent.
      await form.getByLabel('Instructions').fill('x'.repeat(4001));
      expect(await form.getByRole('alert').textContent()).toBe('Instructions can be at most 4,000 characters.');
      expect(await form.getByRole('button', { name: 'Save instructions' }).isDisabled()).toBe(true);

      await p.reload();
      await expect.poll(() => p.getByRole('form', { name: 'Instructions' }).getByLabel('Instructions').inputValue()).toBe(`${draft} ${SIGN_OFF}`);
    } finally {
      await ctx.close();
    }

    expect(await answerTo('When do you open?')).toBe('We open at 9 am. Fresh bread daily!');
    const prompt = JSON.parse(llm.requests.at(-1)!.body).messages[0].content as string;
    expect(prompt).toContain(`Owner instructions: You are the friendly assistant of Ferrow Bakery.`);
  });
});
