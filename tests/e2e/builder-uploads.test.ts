// Uploads in a real browser: the builder's media field sends a WAV through XMLHttpRequest with the
// session cookie (CSRF-checked), and a page on another origin plays it from the public URL with Range.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, startApp, startHost, type AppServer, type HostServer } from './harness';

/** A real 1-second 8 kHz mono 16-bit PCM WAV (a 440 Hz tone) that Chromium can decode and seek. */
function wav(seconds = 1, rate = 8000): Buffer {
  const samples = seconds * rate;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0, 'latin1');
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8, 'latin1');
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(rate, 24);
  b.writeUInt32LE(rate * 2, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36, 'latin1');
  b.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) b.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return b;
}

let app: AppServer;
let host: HostServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  [app, host, browser] = await Promise.all([startApp(), startHost(), launchBrowser()]);
  const ctx = await browser.newContext();
  page = await ctx.newPage();
});

afterAll(async () => {
  await browser?.close();
  await Promise.all([host?.close(), app?.stop()]);
});

describe('builder uploads (issue 6 "upload or URL")', () => {
  let fileUrl = '';

  it('uploads an audio file from the content section and puts its public URL in the item', async () => {
    const headers = { origin: app.url };
    const signup = await page.request.post(`${app.url}/api/auth/signup`, {
      headers,
      data: { email: `up-${Date.now()}@example.com`, password: 'correct horse battery staple', fullName: 'Uma Uploader' },
    });
    expect(signup.status()).toBe(201);
    const created = await page.request.post(`${app.url}/api/v1/plugin/?pluginType=audio_player`, { headers, data: {} });
    const id = (await created.json()).data.guid as string;

    await page.goto(`${app.url}/editor/${encodeURIComponent(id)}`);
    await page.getByRole('heading', { name: 'Content' }).waitFor();
    await page.getByRole('button', { name: 'Morning Tone', exact: true }).click();
    await page.getByLabel('Upload Audio file').setInputFiles({ name: 'my tone.wav', mimeType: 'audio/wav', buffer: wav() });
    await page.getByText('Uploaded my-tone.wav.').waitFor();
    fileUrl = await page.getByLabel('Audio file', { exact: true }).inputValue();
    expect(fileUrl).toMatch(new RegExp(`^${app.url}/api/v1/uploads/[\\w-]+/my-tone\\.wav$`));

    await page.getByLabel('Upload Audio file').setInputFiles({ name: 'song.mp3', mimeType: 'audio/mpeg', buffer: Buffer.from('MZ not really a song') });
    expect(await page.getByRole('alert').textContent()).toMatch(/This file type is not supported/);
    expect(await page.getByLabel('Audio file', { exact: true }).inputValue()).toBe(fileUrl);
  });

  it('plays and seeks the file from a page on another origin', async () => {
    const visitor = await browser.newPage();
    await visitor.goto(host.page('/player', '<!doctype html><title>player</title><audio id="a" preload="auto"></audio>'));
    const result = await visitor.evaluate(async (src) => {
      const ranged = await fetch(src, { headers: { range: 'bytes=0-11' } });
      const head = new TextDecoder().decode(await ranged.arrayBuffer());
      const a = document.getElementById('a') as HTMLAudioElement;
      a.src = src;
      await new Promise((res, rej) => ((a.onloadedmetadata = res), (a.onerror = () => rej(new Error('audio error')))));
      a.currentTime = 0.5;
      await new Promise((res) => (a.onseeked = res));
      return { status: ranged.status, range: ranged.headers.get('content-range'), head, duration: a.duration, at: a.currentTime };
    }, fileUrl);
    expect(result.status).toBe(206);
    expect(result.range).toBe('bytes 0-11/16044');
    expect(result.head.slice(0, 4) + result.head.slice(-4)).toBe('RIFFWAVE');
    expect(result.duration).toBeCloseTo(1, 1);
    expect(result.at).toBeCloseTo(0.5, 1);
    await visitor.close();
  });
});
