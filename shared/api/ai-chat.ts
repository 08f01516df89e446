// SPEC §7 AI chat calls. Chat calls omit credentials (SPEC §6); the request is signed (shared/rules).
// SPEC §8: connection failure → "Failed to connect to AI stream", mid-way → "An error occurred during
// streaming", stream-chat failure → "Failed to stream chat" (the plain variant returns '' instead).
import { ERROR_CODES, FAILED_TO_CONNECT_AI_STREAM, FAILED_TO_STREAM_CHAT, TesseraError } from '../rules/errors';
import { signChatRequest } from '../rules/chat-signature';
import type { ChatBodyInput, StreamChatBodyInput } from '../schemas/api-bodies-ai';
import { request, send } from './request';
import { readChatStream, type ChatStreamResult } from './ai-stream';
import type { ClientConfig } from './client-config';

export type ChatArgs = Omit<ChatBodyInput, 'signature'>;

async function signed(a: ChatArgs): Promise<ChatBodyInput> {
  const history = a.history ?? [];
  return { ...a, history, signature: await signChatRequest({ componentId: a.sessionId, input: a.input, history }) };
}

/** POST /ai/api/chat?stream=false: the data is the message. */
export async function chat(cfg: ClientConfig, a: ChatArgs, signal?: AbortSignal): Promise<string> {
  const env = await request<string>(cfg, 'ai/api/chat', { method: 'POST', query: { stream: false }, body: await signed(a), credentials: false, signal });
  return typeof env.data === 'string' ? env.data : '';
}

/** POST /ai/api/chat?stream=true, read as server-sent events. */
export async function chatStream(
  cfg: ClientConfig,
  a: ChatArgs,
  onContent?: (piece: string, text: string) => void,
  signal?: AbortSignal,
): Promise<ChatStreamResult> {
  let res: Response;
  try {
    res = await send(cfg, 'ai/api/chat', { method: 'POST', query: { stream: true }, body: await signed(a), credentials: false, signal, headers: { accept: 'text/event-stream' } });
  } catch {
    throw new TesseraError(ERROR_CODES.FAILED_TO_CONNECT_AI_STREAM, FAILED_TO_CONNECT_AI_STREAM);
  }
  if (!res.body) throw new TesseraError(ERROR_CODES.FAILED_TO_CONNECT_AI_STREAM, FAILED_TO_CONNECT_AI_STREAM);
  return readChatStream(res.body, onContent);
}

/**
 * POST /ai/api/stream-chat (the builder's AI editor). It carries the widget data and instructions of
 * an owner's widget, so unlike the visitor chat it sends the owner's credentials.
 */
export async function streamChat(
  cfg: ClientConfig,
  body: StreamChatBodyInput,
  onContent?: (piece: string, text: string) => void,
  signal?: AbortSignal,
): Promise<ChatStreamResult> {
  try {
    const res = await send(cfg, 'ai/api/stream-chat', { method: 'POST', body, signal, headers: { accept: 'text/event-stream' } });
    if (!res.body) throw new Error('no body');
    return await readChatStream(res.body, onContent);
  } catch {
    throw new TesseraError(ERROR_CODES.FAILED_TO_STREAM_CHAT, FAILED_TO_STREAM_CHAT);
  }
}

/** The plain stream-chat call: the whole message, or '' when anything fails (SPEC §8). */
export async function streamChatMessage(cfg: ClientConfig, body: StreamChatBodyInput, signal?: AbortSignal): Promise<string> {
  try {
    return (await streamChat(cfg, body, undefined, signal)).text;
  } catch {
    return '';
  }
}
