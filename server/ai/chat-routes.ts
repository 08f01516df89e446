// Visitor chat (no credentials): POST /ai/api/chat?stream=true|false, GET monthly-messages-count/{id},
// GET website-analysis/{id}. Order of checks: body → widget → signature → rate limits → monthly cap.
import { Hono } from 'hono';
import * as z from 'zod';
import { ChatBody } from '../../shared/schemas/api-bodies-ai';
import { verifyChatSignature } from '../../shared/rules/chat-signature';
import { planFeature } from '../../shared/rules/plan-features';
import type { Deps } from '../deps';
import type { AppEnv } from '../http/app-env';
import { ok } from '../http/envelope';
import { HttpError, badRequest, malformedJson, notFound, unauthorized } from '../http/errors';
import { clientIp, enforceRateLimit } from '../http/rate-limit';
import { readBodyText, safeJsonParse } from '../http/read-json';
import type { AiOptions } from './ai-options';
import { publicAiWidget } from './ai-widget';
import { type AnswerEvent, answerEvents } from './answer-events';
import { indexFor } from './index-registry';
import { formatChatStreamEvent as formatSse } from '../../shared/api/ai-stream-events';
import { COULD_NOT_LOAD_WEBSITE_ANALYSIS, STREAMING_ERROR } from '../../shared/rules/errors';
import { addMessage, ensureConversation, isContactResend } from './store/conversation-store';
import { chatLead } from '../deliveries/chat-lead';
import { passOn } from '../forms/pass-on';
import { monthlyCount, takeMonthlyMessage } from './store/usage-counter';

export const SIGNATURE_MISSING = 'Missing chat signature.';
export const SIGNATURE_INVALID = 'Invalid chat signature.';
export const MONTHLY_LIMIT_REACHED = 'This chat has reached its monthly message limit. Please try again next month.';
export const MONTHLY_FEATURE = 'aiMonthlyMessages';

const SSE_HEADERS = { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', 'x-accel-buffering': 'no' };

const ChatRequest = ChatBody.extend({ signature: z.string().max(200).optional() });

export function monthlyCap(opts: AiOptions, planFeatures: Record<string, unknown> = {}): number {
  // A plan that names the feature wins; otherwise the service default (SPEC §6's 1e6 default for
  // missing features would make the cap meaningless, so the operator's setting applies instead).
  if (!(MONTHLY_FEATURE in planFeatures)) return opts.monthlyMessageCap;
  const v = planFeature(planFeatures as Record<string, number>, MONTHLY_FEATURE);
  return typeof v === 'number' ? v : opts.monthlyMessageCap;
}

async function readChat(c: Parameters<typeof readBodyText>[0]) {
  const text = await readBodyText(c, 256 * 1024);
  let raw: Record<string, unknown>;
  try {
    raw = safeJsonParse(text) as Record<string, unknown>;
  } catch {
    throw malformedJson();
  }
  if (!raw || typeof raw !== 'object') throw badRequest('Request body must be JSON.', 'BAD_JSON');
  return { raw, body: ChatRequest.parse(raw) };
}

export function chatRoutes(deps: Deps, opts: AiOptions): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post('/ai/api/chat', async (c) => {
    const stream = c.req.query('stream') !== 'false';
    const { raw, body } = await readChat(c);
    const widget = await publicAiWidget(deps, body.sessionId);
    if (!body.signature) throw unauthorized(SIGNATURE_MISSING, 'AI_SIGNATURE_MISSING');
    const good = await verifyChatSignature({
      componentId: body.sessionId, input: String(raw.input), history: Array.isArray(raw.history) ? raw.history : [], signature: body.signature,
    });
    if (!good) throw unauthorized(SIGNATURE_INVALID, 'AI_SIGNATURE_INVALID');
    await enforceRateLimit(deps, `ai-ip:${clientIp(c)}`, opts.ipRate);
    if (body.conversationId) await enforceRateLimit(deps, `ai-conv:${body.sessionId}:${body.conversationId}`, opts.conversationRate);
    // A contact left after a dead end comes with the question again: kept as the conversation's contact,
    // but the question is not stored, answered or counted a second time.
    const contactOnly = !!(body.conversationId && body.email) && (await isContactResend(deps, widget.id, body.conversationId!, body.input, body.email!));
    if (!contactOnly && !(await takeMonthlyMessage(deps, widget.id, monthlyCap(opts)))) {
      throw new HttpError(429, 'AI_MONTHLY_LIMIT', MONTHLY_LIMIT_REACHED);
    }
    const { id: conversationId, newEmail } = await ensureConversation(deps, widget.id, body.conversationId, body);
    if (newEmail) {
      const lead = chatLead(widget.name, { ...body, email: body.email! }, body.input, { id: conversationId, at: deps.now() });
      passOn(deps, widget, lead);
    }
    if (contactOnly) {
      if (!stream) return c.json({ success: true, data: '', message: '', sources: [], conversationId, deadEnd: true });
      return new Response(formatSse({ type: 'done', sources: [], conversationId, deadEnd: true }), { headers: SSE_HEADERS });
    }
    await addMessage(deps, widget.id, conversationId, 'user', body.input);
    const index = await indexFor(deps, widget.id);
    const base = await deps.db.selectFrom('ai_bases').select('instructions').where('widget_id', '=', widget.id).executeTakeFirst();
    const events = answerEvents(deps.config, opts, {
      index,
      input: body.input,
      history: body.history,
      isDeadEndEnabled: body.isDeadEndEnabled,
      deadEndMessage: typeof widget.data.deadEndMessage === 'string' ? widget.data.deadEndMessage : '',
      instructions: base?.instructions ?? '',
    });
    const finish = async (done: Extract<AnswerEvent, { type: 'done' }>) => {
      await addMessage(deps, widget.id, conversationId, 'assistant', done.text, done.sources, done.deadEnd);
    };

    if (!stream) {
      let done: Extract<AnswerEvent, { type: 'done' }> | undefined;
      for await (const e of events) if (e.type === 'done') done = e;
      if (!done) throw new Error('answer ended without done');
      await finish(done);
      // SPEC §7: the non-stream form returns the message as data.
      return c.json({ success: true, data: done.text, message: done.text, sources: done.sources, conversationId, deadEnd: done.deadEnd });
    }

    const encoder = new TextEncoder();
    const body$ = new ReadableStream<Uint8Array>({
      async start(ctrl) {
        try {
          for await (const e of events) {
            if (e.type === 'content') ctrl.enqueue(encoder.encode(formatSse({ type: 'content', content: e.text })));
            else {
              await finish(e);
              ctrl.enqueue(encoder.encode(formatSse({ type: 'done', sources: e.sources, conversationId, deadEnd: e.deadEnd })));
            }
          }
        } catch (err) {
          deps.log.error('ai chat stream failed', { error: err instanceof Error ? err.message : String(err) });
          ctrl.enqueue(encoder.encode(formatSse({ type: 'error', message: STREAMING_ERROR, code: 'AI_STREAM_FAILED' })));
        }
        ctrl.close();
      },
    });
    return new Response(body$, { headers: SSE_HEADERS });
  });

  app.get('/ai/api/monthly-messages-count/:id', async (c) => {
    const widget = await publicAiWidget(deps, c.req.param('id'));
    const { month, count } = await monthlyCount(deps, widget.id);
    const limit = monthlyCap(opts);
    return ok(c, { count, limit, remaining: Math.max(0, limit - count), month });
  });

  app.get('/ai/api/website-analysis/:id', async (c) => {
    const row = await deps.db.selectFrom('ai_sites').select(['design', 'domain']).where('analysis_id', '=', c.req.param('id')).executeTakeFirst();
    if (!row) throw notFound(COULD_NOT_LOAD_WEBSITE_ANALYSIS, 'AI_ANALYSIS_NOT_FOUND');
    return ok(c, { analysis: { url: row.domain, design: JSON.parse(row.design) } });
  });

  return app;
}
