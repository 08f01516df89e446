// A local fake of the Airtable Web API, speaking its real HTTP: GET /v0/meta/bases, GET
// /v0/meta/bases/{baseId}/tables and GET /v0/{baseId}/{tableId} (records), with Bearer tokens as Airtable
// takes them (a personal access token here) and its error shape ({ error: { type, message } }). Record
// attachments point at pictures this server also serves (/img/{name}.svg).
import { startFakeServer, type FakeServer } from './fake-server';

export const AIRTABLE_TOKEN = 'patFAKE.token';
export const BASE = 'appShop0000000001';
export const TABLE = 'tblProducts000001';

const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300"><rect width="400" height="300" fill="${fill}"/></svg>`;

export async function startFakeAirtable(): Promise<FakeServer> {
  const server: FakeServer = await startFakeServer((req, res) => {
    const send = (status: number, body: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname.startsWith('/img/')) return void res.writeHead(200, { 'content-type': 'image/svg+xml' }).end(svg(u.pathname.includes('mug') ? '#c96' : '#69c'));
    if (req.headers.authorization !== `Bearer ${AIRTABLE_TOKEN}`) return send(401, { error: { type: 'AUTHENTICATION_REQUIRED', message: 'Authentication required' } });
    const attachment = (name: string) => ({ id: `att${name}`, url: `${server.url}/img/${name}-full.svg`, filename: `${name}.svg`, type: 'image/svg+xml', thumbnails: { small: { url: `${server.url}/img/${name}-small.svg` }, large: { url: `${server.url}/img/${name}.svg`, width: 400, height: 300 } } });
    if (u.pathname === '/v0/meta/bases') return send(200, { bases: [{ id: BASE, name: 'Shop', permissionLevel: 'create' }, { id: '../evil', name: 'Not an id' }] });
    if (u.pathname === `/v0/meta/bases/${BASE}/tables`) return send(200, { tables: [{ id: TABLE, name: 'Products', primaryFieldId: 'fldName', fields: [] }, { id: 'tblEmpty000000001', name: 'Notes', primaryFieldId: 'fldName', fields: [] }] });
    if (u.pathname === `/v0/${BASE}/${TABLE}`) {
      return send(200, {
        records: [
          { id: 'recMug', createdTime: '2027-01-01T00:00:00.000Z', fields: { Name: 'Blue mug', Photo: [attachment('mug')], Shop: 'https://shop.example/mug', Notes: 'Stoneware' } },
          { id: 'recSpec', createdTime: '2027-01-01T00:00:00.000Z', fields: { Name: 'Spec sheet', Files: [{ id: 'attPdf', url: `${server.url}/spec.pdf`, filename: 'spec.pdf', type: 'application/pdf' }] } },
          { id: 'recBowl', createdTime: '2027-01-01T00:00:00.000Z', fields: { Title: 'Tea bowl', Photo: [attachment('bowl')] } },
        ],
      });
    }
    if (u.pathname === `/v0/${BASE}/tblEmpty000000001`) return send(200, { records: [{ id: 'recNote', fields: { Name: 'A note' } }] });
    send(404, { error: { type: 'NOT_FOUND', message: 'Could not find what you are looking for' } });
  });
  return server;
}
