// SPEC §2 "Language selection" on the visitor's page, in real Chromium (host page on 127.0.0.1, app on
// localhost): the loader tells the frame the host page's locale-shaped first path segment and its shop
// platform's locale, so a multilingual site's /fr/ pages show the owner's French texts, from the
// server-rendered first paint on, and its other pages the widget's own.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWidget, hostPage, launchBrowser, ownerContext, signUp, startApp, startHost, type AppServer, type HostServer } from './harness';

let app: AppServer;
let host: HostServer;
let browser: Browser;
let form: string;
let cookie: string;

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  ({ cookie } = await signUp(app.url));
  form = await createWidget(app.url, cookie, 'form', {
    name: 'Contact',
    data: { title: 'Contact us', localization: { languages: { 'fr-FR': { title: 'Contactez-nous' }, 'de-DE': { title: 'Kontakt' }, 'pt-BR': { title: 'Fale conosco' } } } },
  });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop()]);
});

/** The form's heading as the visitor sees it on `path`, and the language its document says it is in. */
async function headingOn(path: string, placeholder = `<div data-tessera-widget="${form}" data-lazy="none"></div>`, head = ''): Promise<{ heading: string; lang: string | null; src: string }> {
  const page: Page = await browser.newPage();
  try {
    await page.goto(host.page(path, hostPage(app.url, placeholder, head)));
    const f = page.frameLocator(`[data-tessera-widget="${form}"] iframe`);
    const heading = f.getByRole('heading', { level: 2 });
    await heading.waitFor({ timeout: 15_000 });
    const src = (await page.locator(`[data-tessera-widget="${form}"] iframe`).getAttribute('src')) ?? '';
    return { heading: (await heading.textContent()) ?? '', lang: await f.locator('html').getAttribute('lang'), src };
  } finally {
    await page.close();
  }
}

describe("the host page's language", () => {
  it('a locale in the first path segment picks the owner’s texts for it', async () => {
    const fr = await headingOn('/fr/contact');
    expect(fr).toMatchObject({ heading: 'Contactez-nous', lang: 'fr-FR' });
    // Only the token leaves the host page, and the server renders the frame's first paint in it.
    expect(new URL(fr.src).searchParams.get('pageLocale')).toBe('fr');
    expect(fr.src).not.toContain('contact');
    const html = await (await fetch(fr.src)).text();
    expect(html).toMatch(/<h2 [^>]*>Contactez-nous<\/h2>/);
    expect(await headingOn('/pt-br/contato')).toMatchObject({ heading: 'Fale conosco', lang: 'pt-BR' });
  });

  it('a page without one shows the widget’s own texts; a path word that is no locale changes nothing', async () => {
    expect((await headingOn('/contact')).heading).toBe('Contact us');
    expect((await headingOn('/blog/fr')).heading).toBe('Contact us');
  });

  it("an FAQ's questions translated in the builder's Languages panel are what a /fr/ page shows", async () => {
    const faq = await createWidget(app.url, cookie, 'faq', { name: 'Help' });
    const ctx = await ownerContext(browser, app.url, cookie);
    try {
      const p = await ctx.newPage();
      await p.goto(`${app.url}/editor/${faq}`);
      await p.getByRole('heading', { name: 'Content' }).waitFor();
      await p.getByRole('button', { name: 'Settings', exact: true }).click();
      await p.getByLabel('Add a language').selectOption('fr-FR');
      await p.getByRole('button', { name: 'Add', exact: true }).click();
      const item = p.getByRole('group', { name: 'Do you ship abroad?' });
      await item.getByLabel('Question').fill('Livrez-vous à l’étranger ?');
      await item.getByLabel('Answer').fill('Dans toute l’Union européenne.');
      await p.getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(() => p.locator('.save-status').textContent()).toBe('All changes saved');
    } finally {
      await ctx.close();
    }
    const visit = async (path: string) => {
      const page: Page = await browser.newPage();
      try {
        await page.goto(host.page(path, hostPage(app.url, `<div data-tessera-widget="${faq}" data-lazy="none"></div>`)));
        const f = page.frameLocator(`[data-tessera-widget="${faq}"] iframe`);
        await f.locator('summary').nth(2).click();
        return [await f.locator('summary').nth(2).textContent(), await f.locator('.tw-answer').nth(2).textContent()];
      } finally {
        await page.close();
      }
    };
    expect(await visit('/fr/aide')).toEqual(['Livrez-vous à l’étranger ?', 'Dans toute l’Union européenne.']);
    expect(await visit('/help')).toEqual(['Do you ship abroad?', 'We ship to every country in the European Union and to the United Kingdom.']);
  });

  it("a shop's storefront locale comes before the path, and the placeholder's data-lang before both", async () => {
    const shopify = '<script>window.Shopify = { locale: "de" };</script>';
    expect((await headingOn('/fr/produits', undefined, shopify)).heading).toBe('Kontakt');
    expect((await headingOn('/fr/produits', `<div data-tessera-widget="${form}" data-lazy="none" data-lang="pt-BR"></div>`, shopify)).heading).toBe('Fale conosco');
  });
});
