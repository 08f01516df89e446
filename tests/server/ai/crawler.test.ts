// The website crawler through the real routes against a local site: sitemap, robots.txt, a redirect,
// a 404, a slow page and a loop of links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { html, startSiteServer, type SiteServer } from './helpers/site-server';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';

let site: SiteServer;
let t: AiTestApp;

beforeAll(async () => {
  site = await startSiteServer({
    routes: {
      '/robots.txt': (res) => res.end(`User-agent: *\nDisallow: /private/\nSitemap: /sitemap.xml\n`),
      '/sitemap.xml': (res) => {
        res.writeHead(200, { 'content-type': 'application/xml' });
        const urls = ['/', '/a.html', '/old', '/missing', '/slow.html', '/private/secret.html'];
        res.end(`<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${urls.map((u) => `<url><loc>${site.url}${u}</loc></url>`).join('')}</urlset>`);
      },
      '/': (res) => res.end(html('Home | Acme', '<h1>Welcome to Acme</h1><p>We sell <a href="/a.html">anvils</a> and <a href="/b.html">rockets</a>. <a href="/private/secret.html">secret</a> <a href="https://example.com/x">elsewhere</a></p>')),
      '/a.html': (res) => res.end(html('Anvils | Acme', '<h1>Anvils</h1><p>Our anvils weigh 50 kilograms and cost 120 dollars each.</p><a href="/b.html">rockets</a>')),
      '/b.html': (res) => res.end(html('Rockets | Acme', '<h1>Rockets</h1><p>Rockets are delivered within 3 days.</p><a href="/a.html">anvils</a><a href="/">home</a><a href="/b.html#top">self</a>')),
      '/old': (res) => {
        res.writeHead(301, { location: '/c.html' });
        res.end();
      },
      '/c.html': (res) => res.end(html('Contact | Acme', '<h1>Contact</h1><p>Call the coyote hotline on 555 0100.</p>')),
      '/slow.html': (res) => {
        const timer = setTimeout(() => res.end(html('Slow', '<p>late</p>')), 4000);
        res.on('close', () => clearTimeout(timer));
      },
      '/private/secret.html': (res) => res.end(html('Secret', '<p>The launch code is 0000.</p>')),
    },
  });
  t = await makeAiTestApp('sqlite', { env: { FETCH_ALLOW_HOSTS: site.hostPort }, ai: { crawl: { timeoutMs: 1000, delayMs: 0 } } });
});

afterAll(async () => {
  await t?.close();
  await site?.close();
});

describe('crawler', () => {
  it('discovers same-site pages from a start URL, honours robots.txt and ends on a link loop', async () => {
    const res = await t.ownerCall('POST', '/ai/api/internal-links', { sessionId: t.widgetId, link: `${site.url}/`, scanType: 'crawl' });
    expect(res.status).toBe(202);
    const { data } = await res.json();
    const job = await t.waitJob(data.jobId);
    expect(job.status).toBe('done');
    const lj = await (await t.ownerCall('GET', `/ai/api/link-jobs/${encodeURIComponent(site.url)}?sessionId=${t.widgetId}&scanType=crawl`)).json();
    const urls = lj.data.links.map((l: { url: string }) => l.url).sort();
    expect(urls).toEqual([`${site.url}/`, `${site.url}/a.html`, `${site.url}/b.html`]);
    expect(lj.data.total).toBe(3);
    expect(site.hits.filter((h) => h === '/b.html')).toHaveLength(1);
    expect(site.hits).not.toContain('/private/secret.html');
    expect(job.items.some((i: { url: string; error?: string }) => i.url.includes('/private/') && /robots/.test(i.error ?? ''))).toBe(true);
  });

  it('trains from a sitemap: follows the redirect, records the 404, the slow page and the robots block as failures', async () => {
    const res = await t.ownerCall('POST', '/ai/api/store-pages', { sessionId: t.widgetId, links: [`${site.url}/sitemap.xml`] });
    expect(res.status).toBe(202);
    const job = await t.waitJob((await res.json()).data.jobId);
    expect(job.status).toBe('done');
    expect(job.progress).toBe(100);
    expect(job.done).toBe(3);
    const failed = Object.fromEntries(job.items.filter((i: any) => i.status === 'failed').map((i: any) => [new URL(i.url).pathname, i.error]));
    expect(failed['/missing']).toMatch(/404/);
    expect(failed['/slow.html']).toBeTruthy();
    expect(failed['/private/secret.html']).toMatch(/robots/);
    const links = await (await t.ownerCall('GET', `/ai/api/links/${encodeURIComponent(site.url)}?sessionId=${t.widgetId}`)).json();
    expect(links.data.links.map((l: any) => new URL(l.url).pathname).sort()).toEqual(['/', '/a.html', '/c.html']);
    const status = await (await t.ownerCall('GET', `/ai/api/domain-status/${t.widgetId}?url=${encodeURIComponent(site.url + '/')}`)).json();
    expect(status.data).toMatchObject({ status: 'trained', pages: 3, isActive: true });
    const analysis = await (await t.request(`/ai/api/website-analysis/${status.data.analysisId}`)).json();
    expect(analysis.data.analysis.design.colors).toMatchObject({ background: '#fafafa', text: '#222222', primary: '#e4572e' });
    expect(analysis.data.analysis.design.typography).toMatchObject({ primaryFont: 'Open Sans', secondaryFont: 'Poppins' });
  });

  it('toggles a page and the whole site, retrains, and removes a page then the site', async () => {
    const ask = async (input: string) => {
      const { signedBody } = await import('./helpers/chat-client');
      const res = await t.request('/ai/api/chat?stream=false', {
        method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await signedBody({ sessionId: t.widgetId, input })),
      });
      return res.json();
    };
    const src = encodeURIComponent(site.url);
    expect((await ask('How much does an anvil weigh?')).data).toContain('50 kilograms');
    const off = await t.ownerCall('PUT', `/ai/api/website/${src}?sessionId=${t.widgetId}&srcPath=/a.html`, { isActive: false });
    expect(off.status).toBe(200);
    expect((await ask('How much does an anvil weigh?')).data).not.toContain('50 kilograms');
    await t.ownerCall('PUT', `/ai/api/website/${src}?sessionId=${t.widgetId}&srcPath=/a.html`, { isActive: true });
    await t.ownerCall('PUT', `/ai/api/website/${src}?sessionId=${t.widgetId}`, { isActive: false });
    expect((await ask('How much does an anvil weigh?')).deadEnd).toBe(true);
    await t.ownerCall('PUT', `/ai/api/website/${src}?sessionId=${t.widgetId}`, { isActive: true });
    expect((await ask('How much does an anvil weigh?')).deadEnd).toBe(false);

    const rp = await (await t.ownerCall('POST', '/ai/api/retrain-page', { sessionId: t.widgetId, links: [`${site.url}/a.html`] })).json();
    expect((await t.waitJob(rp.data.jobId)).done).toBe(1);
    const rd = await (await t.ownerCall('POST', '/ai/api/retrain-domain', { sessionId: t.widgetId, src: site.url })).json();
    const job = await t.waitJob(rd.data.jobId);
    expect(job).toMatchObject({ type: 'retrain-domain', status: 'done', done: 3, total: 3 });
    const searched = await (await t.ownerCall('GET', `/ai/api/jobs/${rd.data.jobId}?search=anvils`)).json();
    expect(searched.data.items.map((i: any) => i.title)).toEqual(['Anvils | Acme']);

    const list = await (await t.ownerCall('GET', `/ai/api/knowledge/${t.widgetId}?fields=websites`)).json();
    expect(list.data.items).toEqual([expect.objectContaining({ kind: 'website', src: site.url, pages: 3, isActive: true })]);
    const statuses = await (await t.ownerCall('GET', `/ai/api/domain-statuses/${t.widgetId}?urls=${src},${encodeURIComponent('https://other.example/')}`)).json();
    expect(statuses.data.statuses.map((s: any) => s.status)).toEqual(['trained', 'not-trained']);

    expect((await t.ownerCall('DELETE', `/ai/api/website/${src}?sessionId=${t.widgetId}&srcPath=/a.html`)).status).toBe(200);
    expect((await ask('How much does an anvil weigh?')).data).not.toContain('50 kilograms');
    expect((await t.ownerCall('DELETE', `/ai/api/website/${src}?sessionId=${t.widgetId}`)).status).toBe(200);
    const stats = await (await t.ownerCall('GET', `/ai/api/stats/${t.widgetId}`)).json();
    expect(stats.data).toMatchObject({ pages: 0, websites: 0, chunks: 0 });
  });
});
