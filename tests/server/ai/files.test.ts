// Knowledge files and texts: PDF and DOCX extraction on generated files, TXT/Markdown, title and
// isActive updates, delete, and the knowledge listing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractFile } from '../../../server/ai/files/extract-file';
import { startSiteServer, type SiteServer } from './helpers/site-server';
import { type AiTestApp, makeAiTestApp } from './helpers/ai-test-app';
import { signedBody } from './helpers/chat-client';
import { makeDocx, makePdf } from './helpers/make-files';

let t: AiTestApp;
let site: SiteServer;
let pdf: Buffer;

beforeAll(async () => {
  pdf = await makePdf(['Warranty terms', 'Every kettle has a warranty of 24 months from the date of purchase.', 'Keep the receipt as proof.']);
  site = await startSiteServer({ routes: { '/manual.pdf': (res) => { res.writeHead(200, { 'content-type': 'application/pdf' }); res.end(pdf); } } });
  t = await makeAiTestApp('sqlite', { env: { FETCH_ALLOW_HOSTS: site.hostPort } });
});
afterAll(async () => {
  await t?.close();
  await site?.close();
});

const ask = async (input: string) => {
  const res = await t.request('/ai/api/chat?stream=false', {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await signedBody({ sessionId: t.widgetId, input })),
  });
  return res.json();
};

describe('file extraction', () => {
  it('reads the text of a generated PDF', async () => {
    const page = await extractFile('pdf', pdf, 'x.pdf', 'Manual');
    expect(page.blocks.map((b) => b.text).join(' ')).toContain('warranty of 24 months');
  });

  it('reads a generated DOCX with its heading', async () => {
    const docx = await makeDocx([{ text: 'Delivery', heading: true }, { text: 'Orders ship within 48 hours by courier.' }]);
    const page = await extractFile('docx', docx, 'x.docx', 'Shipping');
    expect(page.blocks).toEqual([{ kind: 'heading', level: 1, text: 'Delivery' }, { kind: 'text', text: 'Orders ship within 48 hours by courier.' }]);
  });

  it('keeps Markdown headings and drops the markup', async () => {
    const page = await extractFile('md', Buffer.from('# Tea\n\nWe brew **green** tea at [80 degrees](http://x).\n'), '', 'Tea');
    expect(page.blocks).toEqual([{ kind: 'heading', level: 1, text: 'Tea' }, { kind: 'text', text: 'We brew green tea at 80 degrees.' }]);
  });
});

describe('knowledge files and texts', () => {
  let pdfSrc = '';

  it('trains a PDF fetched from a URL and answers from it', async () => {
    const res = await t.ownerCall('POST', '/ai/api/store-file', { sessionId: t.widgetId, type: 'application/pdf', url: `${site.url}/manual.pdf`, title: 'Kettle manual' });
    expect(res.status).toBe(202);
    const { data } = await res.json();
    pdfSrc = data.src;
    expect((await t.waitJob(data.jobId)).status).toBe('done');
    const a = await ask('How long is the kettle warranty?');
    expect(a.data).toContain('24 months');
    expect(a.sources[0].title).toBe('Kettle manual');
  });

  it('trains a DOCX sent as a data: URL', async () => {
    const docx = await makeDocx([{ text: 'Delivery', heading: true }, { text: 'Orders ship within 48 hours by courier.' }]);
    const res = await t.ownerCall('POST', '/ai/api/store-file', {
      sessionId: t.widgetId, type: 'docx', title: 'Shipping', url: `data:application/vnd.openxmlformats-officedocument.wordprocessingml.document;base64,${docx.toString('base64')}`,
    });
    const job = await t.waitJob((await res.json()).data.jobId);
    expect(job.status).toBe('done');
    expect((await ask('how fast do orders ship?')).data).toContain('48 hours');
  });

  it('rejects an unsupported file type with 400', async () => {
    const res = await t.ownerCall('POST', '/ai/api/store-file', { sessionId: t.widgetId, type: 'image/png', url: `${site.url}/x.png`, title: 'x' });
    expect(res.status).toBe(400);
  });

  it('renames and deactivates a file; an inactive file no longer answers', async () => {
    const res = await t.ownerCall('PUT', `/ai/api/store-file/${pdfSrc}`, { sessionId: t.widgetId, title: 'Warranty', isActive: false });
    expect(res.status).toBe(200);
    expect((await ask('How long is the kettle warranty?')).deadEnd).toBe(true);
    const list = await (await t.ownerCall('GET', `/ai/api/knowledge/${t.widgetId}?fields=files`)).json();
    expect(list.data.total).toBe(2);
    expect(list.data.items.find((i: any) => i.src === pdfSrc)).toMatchObject({ title: 'Warranty', isActive: false, kind: 'file' });
  });

  it('stores, updates, searches and deletes a text', async () => {
    const created = await (await t.ownerCall('POST', '/ai/api/store-text', { sessionId: t.widgetId, type: 'text', title: 'Parking', textContent: 'Free parking is behind the building.' })).json();
    const itemId = created.data.itemId;
    expect((await ask('where can I park?')).data).toContain('behind the building');
    const upd = await t.ownerCall('PUT', `/ai/api/store-text/${itemId}`, { sessionId: t.widgetId, type: 'text', title: 'Parking', textContent: 'Parking costs 2 euros per hour in the garage.' });
    expect(upd.status).toBe(200);
    expect((await ask('where can I park?')).data).toContain('2 euros');
    const found = await (await t.ownerCall('GET', `/ai/api/knowledge/${t.widgetId}?query=park`)).json();
    expect(found.data.items.map((i: any) => i.title)).toEqual(['Parking']);
    expect((await t.ownerCall('DELETE', `/ai/api/text/${itemId}?sessionId=${t.widgetId}`)).status).toBe(200);
    expect((await t.ownerCall('DELETE', `/ai/api/text/${itemId}?sessionId=${t.widgetId}`)).status).toBe(404);
    expect((await ask('where can I park?')).deadEnd).toBe(true);
  });

  it('keeps knowledge management owner-only', async () => {
    const anon = await t.request('/ai/api/store-text', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ sessionId: t.widgetId, textContent: 'x' }) });
    expect(anon.status).toBe(401);
    const other = await t.owner('Other');
    const res = await t.call(other.cookie, 'GET', `/ai/api/knowledge/${t.widgetId}`);
    expect(res.status).toBe(404);
  });
});
