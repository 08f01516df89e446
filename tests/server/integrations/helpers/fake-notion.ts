// A local fake of the Notion API (version 2022-06-28), speaking its real HTTP: POST /v1/search for the
// databases shared with the integration and POST /v1/databases/{id}/query for their pages, with the
// Notion-Version header required as Notion requires it and its error shape ({ object: 'error', status,
// code, message }). It takes only the fake OAuth provider's access tokens ("Bearer at-…").
import { startFakeServer, type FakeServer } from './fake-server';

export const NOTION_DB = '1a2b3c4d-5e6f-4a1b-9c2d-3e4f5a6b7c8d';

export async function startFakeNotion(): Promise<FakeServer> {
  const server: FakeServer = await startFakeServer((req, res, body) => {
    const send = (status: number, b: unknown) => void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(b));
    const error = (status: number, code: string, message: string) => send(status, { object: 'error', status, code, message });
    if (!/^Bearer at-\d+-/.test(req.headers.authorization ?? '')) return error(401, 'unauthorized', 'API token is invalid.');
    if (req.headers['notion-version'] !== '2022-06-28') return error(400, 'missing_version', 'Notion-Version header failed validation.');
    if (req.method !== 'POST') return error(405, 'invalid_request', 'Unsupported method.');
    const u = new URL(req.url ?? '/', 'http://x');
    const title = (t: string) => [{ type: 'text', text: { content: t }, plain_text: t }];
    if (u.pathname === '/v1/search' && JSON.parse(body).filter?.value === 'database') {
      return send(200, { object: 'list', results: [{ object: 'database', id: NOTION_DB, title: title('Portfolio'), properties: {} }], has_more: false });
    }
    if (u.pathname === `/v1/databases/${NOTION_DB}/query`) {
      const page = (id: string, properties: Record<string, unknown>, cover: unknown = null) => ({ object: 'page', id, cover, url: `https://www.notion.so/${id}`, properties });
      return send(200, {
        object: 'list',
        has_more: false,
        results: [
          page('p-harbour', {
            Name: { id: 'title', type: 'title', title: title('Harbour at dawn') },
            Photo: { id: 'a', type: 'files', files: [{ name: 'harbour.jpg', type: 'file', file: { url: `${server.url}/files/secure/harbour?X-Amz-Expires=3600`, expiry_time: '2027-03-10T13:00:00.000Z' } }] },
            Link: { id: 'b', type: 'url', url: 'https://studio.example/harbour' },
          }),
          page('p-market', { Name: { id: 'title', type: 'title', title: title('Market day') }, Photo: { id: 'a', type: 'files', files: [] } }, { type: 'external', external: { url: `${server.url}/img/market.png` } }),
          page('p-brief', { Name: { id: 'title', type: 'title', title: title('Brief') }, Photo: { id: 'a', type: 'files', files: [{ name: 'brief.pdf', type: 'external', external: { url: `${server.url}/brief.pdf` } }] } }),
        ],
      });
    }
    error(404, 'object_not_found', 'Could not find database.');
  });
  return server;
}
