// @vitest-environment happy-dom
// The builder's media field against the real upload server (sqlite, through app.request): the browser's
// multipart body and cookies are reproduced at the fetch boundary, nothing of ours is faked.
import { cleanup, render, screen, waitFor } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../../../server/auth/api-keys';
import type { ApiConfig } from '../../../shared/api/request';
import { BuilderContext } from '../../../frame/editor/api/builder-context';
import { acceptFor, MediaInput } from '../../../frame/editor/ui/media-input';
import { makeTestApp, PUBLIC_URL, type TestApp } from '../../server/core/harness';
import { EXE, PNG, SAMPLES } from '../../server/uploads/samples';
import { builderFor } from './render-builder';

let t: TestApp;
// happy-dom's Request drops Cookie and Origin (browser-forbidden headers), so this test's "browser"
// authenticates with an owner API key instead of the session cookie.
let apiKey = '';
let calls = 0;
let gate: Promise<void> | null = null;

/** What a browser puts on the wire for a FormData body, rebuilt from happy-dom's FormData. */
async function multipart(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const boundary = '----happydomboundary7MA4YWxk';
  const parts: Uint8Array[] = [];
  const enc = new TextEncoder();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') {
      parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    } else {
      const f = value as File;
      parts.push(enc.encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.name}"\r\nContent-Type: ${f.type || 'application/octet-stream'}\r\n\r\n`));
      parts.push(new Uint8Array(await f.arrayBuffer()));
      parts.push(enc.encode('\r\n'));
    }
  }
  parts.push(enc.encode(`--${boundary}--\r\n`));
  const body = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) (body.set(p, at), (at += p.length));
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const browserFetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
  calls++;
  if (gate) await gate;
  const url = new URL(String(input));
  const { body, type } = await multipart(init.body as FormData);
  const res = await t.request(url.pathname + url.search, {
    method: init.method,
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': type },
    body: Buffer.from(body),
  });
  return new Response(await res.text(), { status: res.status, headers: { 'content-type': 'application/json' } });
}) as typeof fetch;

const api: ApiConfig = { baseUrl: PUBLIC_URL, fetch: browserFetch };

function Field(props: { label: string; values: string[] }) {
  return (
    <BuilderContext.Provider value={builderFor(api)}>
      <MediaInput label={props.label} value={props.values.at(-1) ?? ''} onChange={(v) => props.values.push(v)} />
    </BuilderContext.Provider>
  );
}

function pick(label: string, file: File) {
  const input = screen.getByLabelText(`Upload ${label}`) as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [file], configurable: true });
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

beforeAll(async () => {
  t = await makeTestApp('sqlite');
  apiKey = (await createApiKey(t.deps, (await t.owner('Builder')).id, 'builder test')).key;
});
afterAll(() => t.close());
afterEach(() => {
  cleanup();
  gate = null;
});

describe('MediaInput uploads', () => {
  it('shows a busy state while uploading, then stores the public URL that serves the image', async () => {
    const values: string[] = [];
    let release!: () => void;
    gate = new Promise((r) => (release = r));
    render(<Field label="Image" values={values} />);
    pick('Image', new File([new Uint8Array(PNG)], 'dot.png', { type: 'image/png' }));
    await screen.findByText('Uploading…');
    expect(screen.getByLabelText('Uploading dot.png').tagName).toBe('PROGRESS');
    expect((screen.getByLabelText('Upload Image') as HTMLInputElement).disabled).toBe(true);
    release();
    await screen.findByText('Uploaded dot.png.');
    expect(values).toHaveLength(1);
    expect(values[0]).toMatch(new RegExp(`^${PUBLIC_URL}/api/v1/uploads/[\\w-]+/dot\\.png$`));
    const served = await t.request(new URL(values[0]!).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(screen.queryByText('Uploading…')).toBeNull();
  });

  it.each([
    ['Audio file', 'MP3 (ID3)', 'audio/mpeg'],
    ['PDF file', 'PDF', 'application/pdf'],
    ['Brand font', 'WOFF2', 'font/woff2'],
  ])('uploads into "%s" (%s) and offers only that kind in the picker', async (label, sample, type) => {
    const s = SAMPLES.find((x) => x.label === sample)!;
    const values: string[] = [];
    render(<Field label={label} values={values} />);
    expect((screen.getByLabelText(`Upload ${label}`) as HTMLInputElement).accept).toBe(acceptFor(label));
    pick(label, new File([new Uint8Array(s.bytes)], s.name, { type }));
    await waitFor(() => expect(values).toHaveLength(1));
    const served = await t.request(new URL(values[0]!).pathname);
    expect(served.headers.get('content-type')).toBe(s.contentType);
  });

  it("shows the server's message for a refused file and keeps the value", async () => {
    const values = ['https://cdn.example/old.png'];
    render(<Field label="Image" values={values} />);
    pick('Image', new File([new Uint8Array(EXE)], 'holiday.png', { type: 'image/png' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/This file type is not supported\. Upload PNG, JPEG/);
    expect(values).toEqual(['https://cdn.example/old.png']);
  });

  it('refuses an image over 10 MB before sending anything', async () => {
    const before = calls;
    render(<Field label="Image" values={[]} />);
    pick('Image', new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Images can be at most 10 MB.');
    expect(calls).toBe(before);
  });

  it('offers only font files in a font field', () => {
    expect(acceptFor('Brand font')).toBe('font/woff2,font/woff,font/ttf,font/otf,.woff2,.woff,.ttf,.otf');
  });

  it('refuses a font over 5 MB before sending anything, whatever type the system gave it', async () => {
    const before = calls;
    render(<Field label="Brand font" values={[]} />);
    pick('Brand font', new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'Brand.woff2', { type: '' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Font files can be at most 5 MB.');
    expect(calls).toBe(before);
  });

  it('still takes a typed URL', () => {
    const values: string[] = [];
    render(<Field label="Image" values={values} />);
    const url = screen.getByLabelText('Image') as HTMLInputElement;
    url.value = 'https://cdn.example/a.png';
    url.dispatchEvent(new Event('input', { bubbles: true }));
    expect(values).toEqual(['https://cdn.example/a.png']);
  });
});
