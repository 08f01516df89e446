// The builder's AI helpers: POST /ai/api/stream-chat (the editor's AI instructions), GET instructions
// (suggested assistant instructions for a site), GET/PUT instructions/{id} (ours: the chat's own
// instructions, which an LLM answer follows), GET conversations/{id} (ours: the owner reads the
// visitors' conversations with their contact details).
import { Hono } from 'hono';
import { InstructionsBody, StreamChatBody } from '../../shared/schemas/api-bodies-ai';
import { requireOwner } from '../auth/require-owner';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { readJson } from '../http/read-json';
import { guardedFetch } from '../net/guarded-fetch';
import type { AiOptions } from './ai-options';
import { ownedAiWidget, publicAiWidget } from './ai-widget';
import { answerEvents, llmOf } from './answer-events';
import { extractHtml } from './engine/extract-html';
import { indexFor } from './index-registry';
import { formatChatStreamEvent as formatSse } from '../../shared/api/ai-stream-events';
import { FAILED_TO_STREAM_CHAT } from '../../shared/rules/errors';
import { conversationHistory } from './store/conversation-store';

export function suggestInstructions(title: string, description: string): string {
  const site = title.split(/\s[|–-]\s/).pop()?.trim() || title || 'this website';
  return [
    `You are the friendly assistant of ${site}.${description ? ` ${description}` : ''}`,
    "Answer visitors' questions only from the website's content, briefly and in the visitor's language.",
    'When the content does not answer a question, say so and offer to put the visitor in touch with the team.',
  ].join(' ');
}

export function editorRoutes(deps: Deps, opts: AiOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const owner = requireOwner(deps);

  app.post('/ai/api/stream-chat', async (c) => {
    const body = await readJson(c, StreamChatBody, { limit: 512 * 1024 });
    const widget = await publicAiWidget(deps, body.sessionId);
    await enforceRateLimit(deps, `ai-ip:${clientIp(c)}`, opts.ipRate);
    const last = [...body.messages].reverse().find((m) => m.role === 'user');
    if (!last) throw badRequest('messages must contain a user message.');
    const index = await indexFor(deps, widget.id);
    const events = answerEvents(deps.config, opts, {
      index, input: last.content, history: body.messages.slice(0, -1), isDeadEndEnabled: false, deadEndMessage: '',
      instructions: body.aiEditorInstructions ?? '',
    });
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      async start(ctrl) {
        try {
          for await (const e of events) {
            ctrl.enqueue(encoder.encode(formatSse(e.type === 'content'
              ? { type: 'content', content: e.text }
              : { type: 'done', sources: e.sources, conversationId: body.conversationId ?? '', deadEnd: e.deadEnd })));
          }
        } catch {
          ctrl.enqueue(encoder.encode(formatSse({ type: 'error', message: FAILED_TO_STREAM_CHAT, code: 'AI_STREAM_FAILED' })));
        }
        ctrl.close();
      },
    });
    return new Response(stream, { headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' } });
  });

  app.get('/ai/api/instructions', owner, async (c) => {
    const url = c.req.query('url') ?? '';
    if (!/^https?:\/\//i.test(url)) throw badRequest('url must be an http(s) URL.', 'BAD_URL');
    let title = '';
    let description = '';
    try {
      const res = await guardedFetch(url, { timeoutMs: opts.crawl.timeoutMs, maxBytes: opts.crawl.maxBytes, allowHosts: deps.config.fetchAllowHosts });
      if (res.status === 200) ({ title, description } = extractHtml(res.text(), res.url));
    } catch {
      /* an unreachable site still gets generic instructions */
    }
    return ok(c, { url, instructions: suggestInstructions(title || new URL(url).hostname, description) });
  });

  // The instructions an LLM answer follows (rag-prompt.ts); the offline engine only quotes the knowledge,
  // so the builder says which one answers (`answeredBy`).
  const instructionsOf = async (widgetId: string) =>
    (await deps.db.selectFrom('ai_bases').select('instructions').where('widget_id', '=', widgetId).executeTakeFirst())?.instructions ?? '';
  const answeredBy = () => (llmOf(deps.config) ? 'model' : 'offline');

  app.get('/ai/api/instructions/:id', owner, async (c) => {
    const w = await ownedAiWidget(deps, c.get('owner').id, c.req.param('id'));
    return ok(c, { instructions: await instructionsOf(w.id), answeredBy: answeredBy() });
  });

  app.put('/ai/api/instructions/:id', owner, async (c) => {
    const w = await ownedAiWidget(deps, c.get('owner').id, c.req.param('id'));
    const { instructions } = await readJson(c, InstructionsBody);
    const now = deps.now();
    // Not a new version of the base: the index does not depend on them, and every question reads them.
    await deps.db
      .insertInto('ai_bases')
      .values({ widget_id: w.id, version: 1, instructions, updated_at: now })
      .onConflict((oc) => oc.column('widget_id').doUpdateSet({ instructions, updated_at: now }))
      .execute();
    return ok(c, { instructions, answeredBy: answeredBy() });
  });

  app.get('/ai/api/conversations/:id', owner, async (c) => {
    const w = await ownedAiWidget(deps, c.get('owner').id, c.req.param('id'));
    const page = Math.max(1, Number.parseInt(c.req.query('page') ?? '1', 10) || 1);
    const base = deps.db.selectFrom('ai_conversations').where('widget_id', '=', w.id);
    const total = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
    const rows = await base.selectAll().orderBy('updated_at', 'desc').limit(20).offset((page - 1) * 20).execute();
    const items = [];
    for (const r of rows) {
      items.push({
        conversationId: r.id, email: r.email, fullName: r.full_name, phone: r.phone, createdAt: r.created_at, updatedAt: r.updated_at,
        messages: await conversationHistory(deps, w.id, r.id),
      });
    }
    return ok(c, { items, total: Number(total?.n ?? 0), page, limit: 20 });
  });

  return app;
}
