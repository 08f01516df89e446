// White-label (SPEC §2) on both storage backends: an owner's brand saved, read back with the token that
// names them, refused when malformed (nothing written), turned off; and in the frame documents, white-label
// mode (a wlToken or the white-label path segment) showing the widget owner's brand, but never for another
// owner's token, nor without white-label mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FRAME_BOOT_ELEMENT_ID, type FrameBoot } from '../../../shared/url/frame-boot';
import { BACKENDS, json, makeTestApp, type TestApp } from '../core/harness';

const PATH = '/api/v1/white-label';
const ACME = { brandName: 'Acme Widgets', brandUrl: 'https://acme.example/' };

function bootOf(html: string): FrameBoot {
  const m = new RegExp(`<script type="application/json" id="${FRAME_BOOT_ELEMENT_ID}">(.*?)</script>`, 's').exec(html);
  return JSON.parse(m![1]!) as FrameBoot;
}

describe.each(BACKENDS)('white label on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeTestApp(backend);
  });
  afterAll(() => t.close());

  const get = async (cookie: string) => (await json(await t.call(cookie, 'GET', PATH))).data;
  const widgetOf = async (cookie: string) => (await json(await t.call(cookie, 'POST', '/api/v1/plugin/?pluginType=form', { name: 'Contact' }))).data.guid as string;
  const document = async (path: string) => {
    const res = await t.request(path);
    expect(res.status).toBe(200);
    const html = await res.text();
    return { boot: bootOf(html), title: /<title>(.*?)<\/title>/.exec(html)?.[1] };
  };

  it('saves a brand, answers it with the token that names the owner, and turns it off', async () => {
    const o = await t.owner();
    expect(await get(o.cookie)).toEqual({ enabled: false, brandName: '', brandUrl: '', token: null });
    const res = await t.call(o.cookie, 'PUT', PATH, { brandName: '  Acme Widgets ', brandUrl: ACME.brandUrl });
    expect(res.status).toBe(200);
    const saved = (await json(res)).data;
    expect(saved).toMatchObject({ enabled: true, ...ACME });
    expect(saved.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(await get(o.cookie)).toEqual(saved);
    // Another owner's token is another token.
    const other = await t.owner();
    await t.call(other.cookie, 'PUT', PATH, { brandName: 'Other', brandUrl: '' });
    expect((await get(other.cookie)).token).not.toBe(saved.token);
    expect((await t.call(o.cookie, 'POST', `${PATH}/delete`)).status).toBe(200);
    expect(await get(o.cookie)).toEqual({ enabled: false, brandName: '', brandUrl: '', token: null });
  });

  it('refuses a missing or long name, a non-web address and unknown keys with 400, and keeps the saved brand', async () => {
    const o = await t.owner();
    await t.call(o.cookie, 'PUT', PATH, ACME);
    for (const [body, message] of [
      [{ brandName: ' ', brandUrl: '' }, 'Enter your brand’s name.'],
      [{ brandName: 'x'.repeat(61), brandUrl: '' }, '60 characters'],
      [{ brandName: 'Acme', brandUrl: 'javascript:alert(1)' }, 'web address'],
      [{ brandName: 'Acme', brandUrl: 'acme dot com' }, 'web address'],
      [{ brandName: 'Acme', brandUrl: '', extra: 1 }, ''],
    ] as const) {
      const res = await t.call(o.cookie, 'PUT', PATH, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toContain(message);
    }
    expect(await get(o.cookie)).toMatchObject({ enabled: true, ...ACME });
  });

  it('answers only a signed-in owner', async () => {
    expect((await t.request(PATH)).status).toBe(401);
    expect((await t.request(PATH, { method: 'PUT', headers: { 'content-type': 'application/json', origin: 'http://localhost:4000' }, body: JSON.stringify(ACME) })).status).toBe(401);
  });

  it("shows the owner's brand in white-label mode, with their token or the white-label path, and nowhere else", async () => {
    const o = await t.owner();
    const id = await widgetOf(o.cookie);
    const { token } = (await json(await t.call(o.cookie, 'PUT', PATH, ACME))).data;
    const brand = { name: ACME.brandName, url: ACME.brandUrl };
    expect((await document(`/preview/${id}?wlToken=${token}`)).boot.brand).toEqual(brand);
    expect((await document(`/wl/preview/${id}`)).boot.brand).toEqual(brand);
    expect((await document(`/wl/viewer/${id}?platform=wix`)).boot.brand).toEqual(brand);
    // Not in white-label mode: Tessera's.
    expect((await document(`/preview/${id}`)).boot.brand).toBeUndefined();
    // Another owner's token names another brand: nothing is turned on.
    const other = await t.owner();
    const theirs = (await json(await t.call(other.cookie, 'PUT', PATH, { brandName: 'Other', brandUrl: '' }))).data.token;
    expect((await document(`/preview/${id}?wlToken=${theirs}`)).boot.brand).toBeUndefined();
    expect((await document(`/preview/${id}?wlToken=not-a-token`)).boot.brand).toBeUndefined();
    // The owner turned it off: Tessera's again, token or not.
    await t.call(o.cookie, 'POST', `${PATH}/delete`);
    expect((await document(`/preview/${id}?wlToken=${token}`)).boot.brand).toBeUndefined();
  });
});
