// A small local fake of the AI service speaking SPEC §7 /ai/api/chat?stream=true (server-sent events with
// the shared wire format) and /ai/api/monthly-messages-count/{id}.
import { formatChatStreamEvent, type ChatStreamEvent } from '../../../shared/api/ai-stream-events';
import { CORS, json, startServer } from './local-server';

export type FakeAi = { url: string; bodies: any[]; close(): Promise<void> };

export async function startFakeAi(o: { events: (body: any) => ChatStreamEvent[]; monthly?: { count: number; limit: number } | 'fail' }): Promise<FakeAi> {
  const bodies: any[] = [];
  const srv = await startServer((req, body, res) => {
    if (req.url?.startsWith('/ai/api/monthly-messages-count/')) {
      if (o.monthly === 'fail') return json(res, 500, { success: false, message: 'down' });
      return json(res, 200, { success: true, data: o.monthly ?? { count: 3, limit: 1000 } });
    }
    if (req.method === 'POST' && req.url === '/ai/api/chat?stream=true') {
      const parsed = JSON.parse(body);
      bodies.push(parsed);
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', ...CORS });
      for (const e of o.events(parsed)) res.write(formatChatStreamEvent(e));
      res.end();
      return;
    }
    json(res, 404, { success: false, message: 'not found' });
  });
  return { url: srv.url, bodies, close: srv.close };
}
