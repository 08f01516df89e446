// SPEC §7 "AI service" owner calls (knowledge, stats, integrations). All return success, data and
// message; these carry the owner's credentials. `sessionId` and `{id}` are the ai_chat widget's id.
import { COULD_NOT_LOAD_MONTHLY_MESSAGES, COULD_NOT_LOAD_WEBSITE_ANALYSIS, ERROR_CODES, TesseraError } from '../rules/errors';
import type { WebsiteAnalysis } from '../schemas/ai';
import { request, type Envelope, type Query, type RequestOptions } from './request';
import { enc, type ClientConfig } from './client-config';

type Body = Record<string, unknown>;
const call = <T = unknown>(cfg: ClientConfig, path: string, opts: RequestOptions = {}): Promise<Envelope<T>> => request<T>(cfg, `ai/api/${path}`, opts);
const get = <T = unknown>(cfg: ClientConfig, path: string, query?: Query) => call<T>(cfg, path, { query });
const post = <T = unknown>(cfg: ClientConfig, path: string, body: Body) => call<T>(cfg, path, { method: 'POST', body });
const put = <T = unknown>(cfg: ClientConfig, path: string, body: Body, query?: Query) => call<T>(cfg, path, { method: 'PUT', body, query });
const del = <T = unknown>(cfg: ClientConfig, path: string, query?: Query) => call<T>(cfg, path, { method: 'DELETE', query });

/** GET /ai/api/website-analysis/{id}; SPEC §8: failure raises "Could not load website analysis.". */
export async function getWebsiteAnalysis(cfg: ClientConfig, id: string): Promise<WebsiteAnalysis> {
  try {
    const env = await get<WebsiteAnalysis>(cfg, `website-analysis/${enc(id)}`);
    if (env.success && env.data?.analysis) return env.data;
  } catch {
    /* reported below with the SPEC text */
  }
  throw new TesseraError(ERROR_CODES.COULD_NOT_LOAD_WEBSITE_ANALYSIS, COULD_NOT_LOAD_WEBSITE_ANALYSIS);
}

/** GET /ai/api/monthly-messages-count/{id}; SPEC §8: failure raises "Could not load monthly AI messages.". */
export async function getMonthlyMessagesCount<T = { count: number; limit?: number }>(cfg: ClientConfig, id: string): Promise<T> {
  try {
    const env = await get<T>(cfg, `monthly-messages-count/${enc(id)}`);
    if (env.success) return env.data;
  } catch {
    /* reported below with the SPEC text */
  }
  throw new TesseraError(ERROR_CODES.COULD_NOT_LOAD_MONTHLY_MESSAGES, COULD_NOT_LOAD_MONTHLY_MESSAGES);
}

export interface Conversation {
  conversationId: string;
  email: string | null;
  fullName: string | null;
  phone: string | null;
  createdAt: number | string;
  updatedAt: number | string;
  messages: { role: 'user' | 'assistant'; content: string; deadEnd?: boolean }[];
}
export interface ConversationsPage {
  items: Conversation[];
  total: number;
  page: number;
  limit: number;
}

export interface ChatInstructions {
  instructions: string;
  answeredBy: 'model' | 'offline';
}

export const aiApi = {
  internalLinks: (cfg: ClientConfig, b: { sessionId: string; link: string; scanType?: string }) => post(cfg, 'internal-links', b),
  instructions: (cfg: ClientConfig, url: string) => get<{ url: string; instructions: string }>(cfg, 'instructions', { url }),
  /** Ours: the chat's own instructions, and whether a model (which follows them) or the offline engine answers. */
  chatInstructions: (cfg: ClientConfig, id: string) => get<ChatInstructions>(cfg, `instructions/${enc(id)}`),
  setChatInstructions: (cfg: ClientConfig, id: string, instructions: string) => put<ChatInstructions>(cfg, `instructions/${enc(id)}`, { instructions }),
  links: (cfg: ClientConfig, url: string, sessionId: string) => get(cfg, `links/${enc(url)}`, { sessionId }),
  stats: (cfg: ClientConfig, id: string) => get(cfg, `stats/${enc(id)}`),
  linkJobs: (cfg: ClientConfig, url: string, q: { scanType?: string; sessionId: string }) => get(cfg, `link-jobs/${enc(url)}`, q),
  storePages: (cfg: ClientConfig, b: { sessionId: string; links: string[]; excludeSelectors?: string[]; includeSelectors?: string[] }) => post(cfg, 'store-pages', b),
  retrainPage: (cfg: ClientConfig, b: { sessionId: string; links: string[] }) => post(cfg, 'retrain-page', b),
  retrainDomain: (cfg: ClientConfig, b: { sessionId: string; src: string }) => post(cfg, 'retrain-domain', b),
  storeFile: (cfg: ClientConfig, b: { sessionId: string; type: string; url: string; title?: string }) => post(cfg, 'store-file', b),
  updateFile: (cfg: ClientConfig, src: string, b: { sessionId: string; title?: string; isActive?: boolean }) => put(cfg, `store-file/${enc(src)}`, b),
  storeText: (cfg: ClientConfig, b: { sessionId: string; type?: string; textContent: string; title?: string }) => post(cfg, 'store-text', b),
  updateText: (cfg: ClientConfig, itemId: string, b: { sessionId: string; type?: string; textContent: string; title?: string; isActive?: boolean }) =>
    put(cfg, `store-text/${enc(itemId)}`, b),
  deleteText: (cfg: ClientConfig, itemId: string, sessionId: string) => del(cfg, `text/${enc(itemId)}`, { sessionId }),
  deleteFile: (cfg: ClientConfig, src: string, sessionId: string) => del(cfg, `file/${enc(src)}`, { sessionId }),
  jobs: (cfg: ClientConfig, id: string, q: { src?: string; page?: number; unique?: boolean; query?: string; search?: string } = {}) => get(cfg, `jobs/${enc(id)}`, q),
  credentials: (cfg: ClientConfig, credentialId: string) => get(cfg, `credentials/${enc(credentialId)}`),
  updateIntegration: (cfg: ClientConfig, integrationId: string, b: { isActive?: boolean; staticInputs?: Record<string, unknown> }) =>
    post(cfg, `update-integration/${enc(integrationId)}`, b),
  deleteIntegration: (cfg: ClientConfig, integrationId: string) => del(cfg, `delete-integration/${enc(integrationId)}`),
  domainStatus: (cfg: ClientConfig, id: string, url: string) => get(cfg, `domain-status/${enc(id)}`, { url }),
  domainStatuses: (cfg: ClientConfig, id: string, urls: string[]) => get(cfg, `domain-statuses/${enc(id)}`, { urls: urls.join(',') }),
  knowledge: (cfg: ClientConfig, id: string, q: { page?: number; query?: string; fields?: string } = {}) => get(cfg, `knowledge/${enc(id)}`, q),
  /** The chat's conversations, newest first, 20 a page, each with the visitor's contact if they left one. */
  conversations: (cfg: ClientConfig, id: string, page = 1) => get<ConversationsPage>(cfg, `conversations/${enc(id)}`, { page }),
  deleteWebsite: (cfg: ClientConfig, src: string, q: { sessionId: string; srcPath?: string }) => del(cfg, `website/${enc(src)}`, q),
  setWebsiteActive: (cfg: ClientConfig, src: string, q: { sessionId: string; srcPath?: string }, isActive: boolean) =>
    put(cfg, `website/${enc(src)}`, { isActive }, q),
};
