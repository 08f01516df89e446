// The builder's Content section edits every setting of a widget's own data, in the control that suits
// it, and the live preview (the real viewer, on the app's origin) follows: a form field's label, the
// flipbook's documents, the gallery's columns and tile shape, the bar's position, the chat's layout and
// starter questions.
// Each value is saved through the real API, whose schema would refuse anything the controls offered
// wrongly. Before, these were not editable at all (an item's own values had no control) or were free
// text boxes ("bottom-right").
import type { Browser, BrowserContext, Frame, FrameLocator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, launchBrowser, ownerContext, signUp, startApp, type AppServer } from './harness';

let app: AppServer;
let browser: Browser;
let ctx: BrowserContext;
let cookie = '';

beforeAll(async () => {
  [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  ctx = await ownerContext(browser, app.url, cookie);
});
afterAll(async () => {
  await browser?.close();
  await app?.stop();
});

async function openEditor(type: string): Promise<{ p: Page; id: string; preview: FrameLocator; previewFrame: () => Frame }> {
  const id = await createWidget(app.url, cookie, type);
  const p = await ctx.newPage();
  await p.goto(`${app.url}/editor/${id}`);
  await p.getByRole('heading', { name: 'Content' }).waitFor();
  const preview = p.frameLocator('iframe[title="Widget preview"]');
  const previewFrame = () => p.frames().find((f) => f.url().includes('/preview/'))!;
  return { p, id, preview, previewFrame };
}

async function saveAndRead(p: Page, id: string): Promise<Record<string, unknown>> {
  await p.getByRole('button', { name: 'Save', exact: true }).click();
  await expect.poll(() => p.locator('.save-status').textContent(), { timeout: 10_000 }).toBe('All changes saved');
  const r = await p.evaluate(async (id) => (await fetch(`/api/v1/plugin/${id}?pluginType=x`)).json(), id);
  return (r as { data: { data: Record<string, unknown> } }).data.data;
}

describe('builder Content section', () => {
  it("edits a form field's own settings: its label, whether it is required (a setting it did not have) and its options", async () => {
    const { p, id, preview } = await openEditor('form');
    try {
      const fields = p.getByRole('group', { name: 'Fields' });
      await fields.getByRole('button', { name: 'Topic', exact: true }).click();
      await fields.getByRole('textbox', { name: 'Label', exact: true }).fill('What is it about?');
      await fields.getByRole('checkbox', { name: 'Required' }).check();
      await fields.getByRole('textbox', { name: 'Options (one per line)' }).fill('An order\nYes, a question');
      const select = preview.getByRole('combobox', { name: /^What is it about\?/ });
      await expect.poll(() => select.locator('option').allTextContents(), { timeout: 15_000 }).toContain('Yes, a question');
      expect(await select.getAttribute('aria-required')).toBe('true');
      const saved = await saveAndRead(p, id);
      expect((saved.fields as { label: string; required: boolean }[])[2]).toMatchObject({ label: 'What is it about?', required: true, options: ['An order', 'Yes, a question'] });
    } finally {
      await p.close();
    }
  });

  it('adds a second document to a flipbook and allows downloads: the preview offers both books and a download', async () => {
    const { p, id, preview } = await openEditor('pdf_flipbook');
    try {
      const docs = p.getByRole('group', { name: 'Documents' });
      await docs.getByRole('button', { name: 'Add document' }).click();
      await docs.getByLabel('Title').fill('Price list');
      await docs.getByRole('textbox', { name: 'PDF file' }).fill('/static/demo/sample.pdf');
      await p.getByLabel('Allow download').check();
      const chooser = preview.getByLabel('Choose a document');
      await expect.poll(() => chooser.locator('option').allTextContents(), { timeout: 15_000 }).toEqual(['Sample magazine', 'Price list']);
      await preview.getByRole('link', { name: 'Download' }).waitFor({ timeout: 15_000 });
      const saved = await saveAndRead(p, id);
      expect(saved.allowDownload).toBe(true);
      expect((saved.content as { items: { title: string; pdfUrl: string }[] }).items.map((i) => [i.title, i.pdfUrl])).toEqual([
        ['Sample magazine', '/static/demo/sample.pdf'],
        ['Price list', '/static/demo/sample.pdf'],
      ]);
    } finally {
      await p.close();
    }
  });

  it("sets a gallery's columns by number and its tile shape by choice", async () => {
    const { p, id, previewFrame } = await openEditor('image_gallery');
    try {
      expect(await p.getByLabel('Aspect').evaluate((el) => el.tagName)).toBe('SELECT');
      await p.getByLabel('Columns').fill('2');
      await p.getByLabel('Aspect').selectOption('original');
      await expect
        .poll(() => previewFrame().evaluate(() => {
          const grid = document.querySelector('.ig-grid')!;
          const tops = new Set([...grid.querySelectorAll('li')].map((li) => Math.round(li.getBoundingClientRect().top)));
          return { perRow: grid.querySelectorAll('li').length / tops.size, square: document.querySelectorAll('.ig-square').length };
        }), { timeout: 15_000 })
        .toEqual({ perRow: 2, square: 0 });
      // Out of the schema's range: not written, so the widget keeps its last valid value and still saves.
      await p.getByLabel('Columns').fill('40');
      const saved = await saveAndRead(p, id);
      expect([saved.columns, saved.aspect]).toEqual([2, 'original']);
    } finally {
      await p.close();
    }
  });

  it("moves the notification bar to the bottom and sets the chat's layout and starter questions", async () => {
    const bar = await openEditor('notification_bar');
    try {
      await bar.p.getByLabel('Position').selectOption('bottom');
      expect((await saveAndRead(bar.p, bar.id)).position).toBe('bottom');
    } finally {
      await bar.p.close();
    }
    const chat = await openEditor('ai_chat');
    try {
      await chat.p.getByLabel('Layout').selectOption('inline');
      // Typed as an owner would: the Enter starts a second line (a box writing its list straight back
      // dropped that empty line, and no second question could be typed).
      const starterBox = chat.p.getByLabel('Starter questions (one per line)');
      await starterBox.fill('');
      await starterBox.pressSequentially('Do you deliver, and where?');
      await starterBox.press('Enter');
      await starterBox.pressSequentially('Are you open on Sundays?');
      const starters = chat.preview.getByRole('list', { name: 'Suggested questions' }).getByRole('button');
      await expect.poll(() => starters.allTextContents(), { timeout: 15_000 }).toEqual(['Do you deliver, and where?', 'Are you open on Sundays?']);
      await chat.p.getByLabel('Ask visitors for their contact details').check();
      await chat.p.getByRole('group', { name: 'Details to ask for' }).getByLabel('Phone').check();
      const saved = await saveAndRead(chat.p, chat.id);
      expect(saved.variant).toBe('inline');
      expect(saved.starterQuestions).toEqual(['Do you deliver, and where?', 'Are you open on Sundays?']);
      expect(saved.leadCapture).toEqual({ enabled: true, fields: ['email', 'fullName', 'phone'] });
    } finally {
      await chat.p.close();
    }
  });

  it("shows a popup in the preview at once, at its own width, though its trigger waits for a scroll on the owner's page", async () => {
    const { p, preview, previewFrame } = await openEditor('popup');
    try {
      await preview.getByRole('dialog', { name: 'Before you go…' }).waitFor({ timeout: 15_000 });
      await previewFrame().waitForFunction(() => document.getAnimations().length === 0); // it scales in
      const width = await previewFrame().evaluate(() => document.querySelector('.tw-dialog')!.getBoundingClientRect().width);
      expect(width).toBe(440);
      // Edits show in it live, and the preview does not take the editor's focus.
      await p.getByLabel('Title').fill('Wait, one more thing');
      await preview.getByRole('dialog', { name: 'Wait, one more thing' }).waitFor({ timeout: 15_000 });
      expect(await p.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('data.title');
    } finally {
      await p.close();
    }
  });

  it('fits a phone: one column, nothing off the side, the preview under the open section', async () => {
    const id = await createWidget(app.url, cookie, 'form');
    const phone = await ownerContext(browser, app.url, cookie, { viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });
    const p = await phone.newPage();
    try {
      for (const path of ['/', `/editor/${id}`]) {
        await p.goto(`${app.url}${path}`);
        await p.getByRole('heading', { name: path === '/' ? 'Your widgets' : 'Content' }).waitFor();
        expect(await p.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
      const save = await p.getByRole('button', { name: 'Save', exact: true }).boundingBox();
      expect(save!.x + save!.width).toBeLessThanOrEqual(390);
      const [drawer, preview] = await Promise.all([p.locator('.drawer').boundingBox(), p.locator('iframe[title="Widget preview"]').boundingBox()]);
      expect(preview!.y).toBeGreaterThanOrEqual(drawer!.y + drawer!.height);
      expect(preview!.width).toBeGreaterThan(300);
      await p.frameLocator('iframe[title="Widget preview"]').getByText('Contact us').first().waitFor({ timeout: 15_000 });
    } finally {
      await phone.close();
    }
  });
});
