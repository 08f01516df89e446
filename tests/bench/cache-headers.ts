// Cache headers (issue 8): loader.js revalidates cheaply with its ETag (304), hashed assets are immutable,
// the viewer call revalidates with its ETag too; and what the server sends for each file a visitor (or the
// builder) downloads, asked as Chromium asks, against the file's raw size.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Row } from './table';

async function revalidates(url: string): Promise<{ etag: string | null; status: number; cacheControl: string }> {
  const first = await fetch(url);
  await first.arrayBuffer();
  const etag = first.headers.get('etag');
  const again = await fetch(url, { headers: etag ? { 'if-none-match': etag } : {} });
  await again.arrayBuffer();
  return { etag, status: again.status, cacheControl: first.headers.get('cache-control') ?? '' };
}

const CHROMIUM_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

async function sent(root: string, appUrl: string, file: string, label: string): Promise<Row> {
  const head = await fetch(`${appUrl}/${file}`, { method: 'HEAD', headers: { 'accept-encoding': CHROMIUM_ACCEPT_ENCODING } });
  const encoding = head.headers.get('content-encoding') ?? 'none';
  return {
    figure: `${label} sent as ${encoding} (ref = raw file)`,
    ours: Number(head.headers.get('content-length')),
    reference: statSync(join(root, 'dist/public', file)).size,
    unit: 'B',
    target: 'br',
    ok: encoding === 'br',
  };
}

export async function cacheRows(root: string, appUrl: string, widgetId: string): Promise<Row[]> {
  const manifest = JSON.parse(readFileSync(join(root, 'dist/public/manifest.json'), 'utf8'));
  const loader = await revalidates(`${appUrl}/loader.js`);
  const viewer = await revalidates(`${appUrl}/api/v1/plugin/viewer/${widgetId}`);
  const assets = [manifest.loaderRuntime, manifest.entries.viewer, manifest.widgets.image_gallery].filter(Boolean);
  const heads = await Promise.all(assets.map((a: string) => fetch(`${appUrl}/${a}`, { method: 'HEAD' })));
  const immutable = heads.filter((h) => /immutable/.test(h.headers.get('cache-control') ?? '') && /max-age=31536000/.test(h.headers.get('cache-control') ?? '')).length;
  const wire = await Promise.all(
    ([['loader.js', 'loader.js'], [manifest.loaderRuntime, 'loader runtime'], [manifest.entries.viewer, 'viewer entry'], [manifest.widgets.image_gallery, 'image gallery chunk'], [manifest.entries.editor, 'editor chunk']] as const)
      .filter(([file]) => file)
      .map(([file, label]) => sent(root, appUrl, file, label)),
  );
  return [
    ...wire,
    { figure: `loader.js revalidation with If-None-Match (${loader.cacheControl}) → status`, ours: loader.status, unit: '', target: '304', ok: loader.status === 304 && !!loader.etag },
    { figure: `viewer call revalidation with If-None-Match (${viewer.cacheControl}) → status`, ours: viewer.status, unit: '', target: '304', ok: viewer.status === 304 },
    { figure: 'hashed assets served immutable, max-age 1 year (runtime, viewer, widget chunk)', ours: immutable, reference: assets.length, unit: '', target: `${assets.length} of ${assets.length}`, ok: immutable === assets.length },
  ];
}
