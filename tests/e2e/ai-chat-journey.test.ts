// Issue 7 "done when", in real Chromium as an owner and then a visitor would: sign up in the builder,
// create an AI chat, train it on fixture A (served from a local static site) through the knowledge panel
// while watching the progress, embed it with the Publish panel's snippet on a host page of another
// origin, and ask two of the fixture's questions: one answered with a source link to the right page,
// one that gets the owner's dead-end fallback and leaves an email for the owner. Then a stream that breaks mid-way: a clear message in
// the widget, the host page unharmed, and the next try answered.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiChatDefaults } from '../../shared/widgets/ai-chat';
import { STREAMING_ERROR } from '../../shared/rules/errors';
import { startSiteServer, type SiteServer } from '../server/ai/helpers/site-server';
import { launchBrowser, ROOT, startApp, startHost, type AppServer, type HostServer } from './harness';

const SHOTS = join(ROOT, 'tests/e2e/__screenshots__');
const FIXTURE = join(ROOT, '../shared/fixtures/ai-site-a');

interface Question {
  id: string;
  question: string;
  answerable: boolean;
  gold_pages: string[];
  must_contain_any: string[];
}
const QUESTIONS = new Map(
  readFileSync(join(FIXTURE, 'questions.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Question).map((q) => [q.id, q]),
);
// A question whose only gold page is membership.html, and one the site does not cover.
const ANSWERABLE = QUESTIONS.get('q009')!;
const UNANSWERABLE = QUESTIONS.get('q212')!;

let site: SiteServer;
let app: AppServer;
let host: HostServer;
let browser: Browser;
let ctx: BrowserContext;
let page: Page;
let visitor: Page;
let chat: Frame;
let widgetId = '';
let snippet = '';

/** Records on the host page every chat-message the loader reports, both as DOM event and postMessage. */
const RECORDER = `<script>
window.__events = []; window.__posts = []; window.__clicks = 0;
document.addEventListener('tessera:chat-message', function (e) { window.__events.push(e.detail.data); window.__detailWidget = e.detail.widgetId; });
window.addEventListener('message', function (e) { if (e.data && e.data.source === 'tessera' && e.data.type === 'chat-message') window.__posts.push(e.data); });
</script>`;

async function ask(question: string): Promise<{ text: string; sources: { href: string; text: string }[] }> {
  const before = await chat.locator('.tw-msg.tw-assistant').count();
  await chat.locator('#chat-input').fill(question);
  await chat.locator('#chat-input').press('Enter');
  await chat.waitForFunction((n) => document.querySelectorAll('.tw-msg.tw-assistant').length > n, before, { timeout: 20_000 });
  await chat.waitForFunction(() => !document.querySelector('.tw-log[aria-busy="true"]'), null, { timeout: 20_000 });
  const last = chat.locator('.tw-msg.tw-assistant').last();
  return {
    text: (await last.locator('.tw-text').textContent()) ?? '',
    sources: await last.locator('.tw-sources a').evaluateAll((as) => as.map((a) => ({ href: (a as HTMLAnchorElement).href, text: a.textContent ?? '' }))),
  };
}

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startSiteServer({ dir: join(FIXTURE, 'site') });
  [app, host, browser] = await Promise.all([startApp({ FETCH_ALLOW_HOSTS: site.hostPort }), startHost(), launchBrowser()]);
  ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
  page = await ctx.newPage();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop(), site?.close()]);
});

describe('AI chat journey (issue 7)', () => {
  it('an owner signs up and creates an AI chat widget', async () => {
    await page.goto(`${app.url}/`);
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.getByLabel('Full name').fill('Fern Owner');
    await page.getByLabel('Email').fill(`fern-${Date.now()}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery staple');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('heading', { name: 'Your widgets' }).waitFor();
    await page.getByRole('button', { name: 'Create widget' }).click();
    await page.locator('.type-tile[data-type="ai_chat"]').click();
    await page.waitForURL(/\/editor\/[^/]+$/);
    widgetId = decodeURIComponent(page.url().split('/editor/')[1]!);
    await page.getByRole('heading', { name: 'Content' }).waitFor();
  });

  it('trains the chat on the fixture site from the knowledge panel, watching the progress', async () => {
    await page.getByText(/It knows 0 pages/).waitFor();
    await page.getByLabel('Website address').fill(`${site.url}/index.html`);
    await page.getByRole('button', { name: 'Find pages' }).click();
    const selected = page.getByText(/\d+ of \d+ pages selected\./);
    await selected.waitFor({ timeout: 30_000 });
    const found = Number(/(\d+) of (\d+)/.exec((await selected.textContent())!)![2]);
    // index.html reaches every page of the fixture.
    expect(found).toBeGreaterThanOrEqual(36);
    expect(await page.getByRole('checkbox', { name: /Membership/i }).first().isChecked()).toBe(true);

    const t0 = Date.now();
    await page.getByRole('button', { name: `Train on ${found} pages` }).click();
    const bar = page.getByRole('progressbar', { name: 'Trained pages' });
    await bar.waitFor();
    // The bar moves while the job runs and reaches 100 when it is done; counts are shown with it.
    const seen = new Set<string>();
    for (;;) {
      seen.add((await bar.getAttribute('aria-valuenow')) ?? '');
      if (await page.getByText(/· Finished\./).count()) break;
      if (Date.now() - t0 > 45_000) throw new Error(`training did not finish: ${[...seen].join(',')}`);
      await page.waitForTimeout(50);
    }
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await page.locator('.job-counts').last().textContent()).toBe(`Trained ${found} of ${found} pages · Finished.`);
    process.stdout.write(`[ai-chat] trained ${found} pages through the builder in ${Date.now() - t0} ms (progress values seen: ${[...seen].join(' ')})\n`);
    await page.getByRole('list', { name: 'Trained websites' }).getByText(site.url).waitFor();
    await page.getByText(new RegExp(`It knows ${found} pages from 1 website`)).waitFor();
    await page.screenshot({ path: join(SHOTS, 'ai_chat-knowledge-panel.png') });
  });

  it('the Publish panel gives the snippet, pasted on a host page of another origin', async () => {
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    snippet = await page.locator('#embed-code').inputValue();
    expect(snippet).toContain(`data-tessera-widget="${widgetId}"`);
    const url = host.page('/shop', `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Ferrow Street Cycles</title></head><body>${RECORDER}<h1>Ferrow Street Cycles</h1><button id="host-btn" onclick="window.__clicks++">Host button</button>${snippet}</body></html>`);
    expect(new URL(url).origin).not.toBe(new URL(app.url).origin);
    visitor = await ctx.newPage();
    await visitor.goto(url);
    const handle = await visitor.waitForSelector(`[data-tessera-widget="${widgetId}"] iframe`, { state: 'attached', timeout: 20_000 });
    chat = (await handle.contentFrame())!;
    await chat.locator('.tw-launcher').click();
    await chat.locator('#chat-input').waitFor();
  });

  it('answers a fixture question, streamed, with a source link to the right page, and tells the host page', async () => {
    // Watch the real response stream as the widget reads it (a tee, the widget still gets every byte).
    await chat.evaluate(() => {
      const w = window as any;
      const orig = window.fetch.bind(window);
      w.__sse = [];
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const res = await orig(...args);
        if (!String(args[0]).includes('/ai/api/chat') || !res.body) return res;
        const [mine, theirs] = res.body.tee();
        const rec = { contentType: res.headers.get('content-type'), text: '', chunks: 0, done: false };
        w.__sse.push(rec);
        void (async () => {
          const r = theirs.getReader();
          const dec = new TextDecoder();
          for (;;) {
            const { done, value } = await r.read();
            if (done) break;
            rec.chunks++;
            rec.text += dec.decode(value, { stream: true });
          }
          rec.done = true;
        })();
        return new Response(mine, { status: res.status, statusText: res.statusText, headers: res.headers });
      };
    });
    const answer = await ask(ANSWERABLE.question);
    expect(ANSWERABLE.must_contain_any.some((m) => answer.text.includes(m)), answer.text).toBe(true);
    await chat.waitForFunction(() => (window as any).__sse[0]?.done);
    const sse = await chat.evaluate(() => (window as any).__sse[0] as { contentType: string; text: string });
    // The answer arrived as server-sent events: several content pieces, then done with the sources.
    expect(sse.contentType).toMatch(/^text\/event-stream/);
    expect((sse.text.match(/^event: content$/gm) ?? []).length).toBeGreaterThan(1);
    expect(sse.text).toMatch(/event: done\ndata: \{"type":"done","sources":\[\{/);
    const gold = ANSWERABLE.gold_pages.map((p) => `${site.url}/${p}`);
    expect(answer.sources.some((s) => gold.includes(s.href)), JSON.stringify(answer.sources)).toBe(true);
    await visitor.waitForFunction(() => (window as any).__events.length >= 2, null, { timeout: 10_000 });
    const events = await visitor.evaluate(() => (window as any).__events as { role: string; content: string }[]);
    expect(events[0]).toMatchObject({ role: 'user', content: ANSWERABLE.question });
    expect(events[1]).toMatchObject({ role: 'assistant', deadEnd: false });
    expect(events[1]!.content).toBe(answer.text);
    expect(await visitor.evaluate(() => (window as any).__detailWidget)).toBe(widgetId);
    const posts = await visitor.evaluate(() => (window as any).__posts as { widgetId: string; data: { role: string } }[]);
    expect(posts.map((p) => [p.widgetId, p.data.role])).toEqual([[widgetId, 'user'], [widgetId, 'assistant']]);
    await visitor.screenshot({ path: join(SHOTS, 'ai_chat-journey.png') });
  });

  it("gives the owner's dead-end fallback to a question the site does not cover", async () => {
    const answer = await ask(UNANSWERABLE.question);
    expect(answer.text).toBe(aiChatDefaults.deadEndMessage);
    const events = await visitor.evaluate(() => (window as any).__events as { role: string; deadEnd?: boolean }[]);
    expect(events.at(-1)).toMatchObject({ role: 'assistant', deadEnd: true });
    // The fallback asks for an email: the form to leave one follows it, and the owner gets it with the
    // question that had no answer.
    const form = chat.getByRole('form', { name: 'Your details' });
    await form.getByLabel(/^Email/).fill('not an email');
    await form.getByRole('button', { name: 'Send my email' }).click();
    await form.getByText(/Enter a valid email address/).waitFor();
    await form.getByLabel(/^Email/).fill('rider@example.com');
    await form.getByRole('button', { name: 'Send my email' }).click();
    await chat.getByText('Thank you! Our team will reply to rider@example.com.').waitFor({ timeout: 10_000 });
    await chat.waitForFunction(() => !document.querySelector('.tw-log[aria-busy="true"]'), null, { timeout: 20_000 });
    expect(await form.count()).toBe(0);
    const conversations = await page.evaluate(async (id) => (await (await fetch(`/ai/api/conversations/${id}`)).json()).data.items, widgetId);
    const withQuestion = (conversations as { email: string | null; messages: { content: string }[] }[]).find((c) => c.messages.some((m) => m.content === UNANSWERABLE.question));
    expect(withQuestion?.email).toBe('rider@example.com');
    // The question came again with the email, but is kept once (the server knows the resend).
    expect(withQuestion!.messages.filter((m) => m.content === UNANSWERABLE.question)).toHaveLength(1);
    // The owner finds it in the builder's Insights: marked unanswered, with the email to reply to.
    await page.getByRole('button', { name: 'Insights', exact: true }).click();
    const conv = page.locator('.conversations > li', { hasText: 'rider@example.com' });
    await conv.waitFor({ timeout: 10_000 });
    expect(await conv.locator('.badge-warn').textContent()).toBe('Unanswered');
    await conv.locator('summary').click();
    await conv.locator('.conv-dead-end').first().waitFor();
    expect(await conv.locator('.conv-user', { hasText: UNANSWERABLE.question }).count()).toBe(1);
  });

  it('a stream that breaks mid-way shows a clear message; the host page keeps working and a retry answers', async () => {
    // The AI service's stream cut short: some content, then the SSE error event (README protocol).
    await visitor.route('**/ai/api/chat?*', (route) =>
      route.fulfill({
        status: 200,
        headers: { 'content-type': 'text/event-stream', 'access-control-allow-origin': '*' },
        body: 'event: content\ndata: {"type":"content","content":"Our family plan "}\n\nevent: error\ndata: {"type":"error","message":"An error occurred during streaming"}\n\n',
      }),
    );
    await chat.locator('#chat-input').fill(ANSWERABLE.question);
    await chat.locator('#chat-input').press('Enter');
    const alert = chat.getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.textContent()).toContain(STREAMING_ERROR);
    // What arrived before the break stays visible.
    await chat.getByText('Our family plan').waitFor();
    // The host page is unharmed: its own script and controls still work.
    await visitor.locator('#host-btn').click();
    expect(await visitor.evaluate(() => (window as any).__clicks)).toBe(1);
    expect(await visitor.title()).toBe('Ferrow Street Cycles');

    await visitor.unroute('**/ai/api/chat?*');
    await chat.getByRole('button', { name: 'Try again' }).click();
    await chat.waitForFunction(() => !document.querySelector('[role="alert"]') && !document.querySelector('.tw-log[aria-busy="true"]'), null, { timeout: 20_000 });
    const last = (await chat.locator('.tw-msg.tw-assistant .tw-text').last().textContent()) ?? '';
    expect(ANSWERABLE.must_contain_any.some((m) => last.includes(m)), last).toBe(true);
  });

  it('keeps the conversation when the visitor reloads the page, from the store the loader keeps for the visit', async () => {
    const before = await chat.locator('.tw-msg.tw-user').allTextContents();
    expect(before.length).toBeGreaterThanOrEqual(3); // the questions of the tests above
    await visitor.reload();
    const handle = await visitor.waitForSelector(`[data-tessera-widget="${widgetId}"] iframe`, { state: 'attached', timeout: 20_000 });
    chat = (await handle.contentFrame())!;
    await chat.locator('.tw-launcher').click();
    await chat.locator('.tw-msg.tw-user').first().waitFor({ timeout: 10_000 });
    expect(await chat.locator('.tw-msg.tw-user').allTextContents()).toEqual(before);
  });
});
