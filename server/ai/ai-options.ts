// Settings of the AI service that are not environment variables: crawl politeness and caps, limits,
// time-outs. aiRoutes(deps, options) takes overrides (tests shorten time-outs, the bench raises caps).
import type { RateLimitRule } from '../http/rate-limit';
import { CRAWL_DEFAULTS } from './crawler/crawl-site';

export interface AiOptions {
  crawl: { maxPages: number; maxDepth: number; concurrency: number; delayMs: number; timeoutMs: number; maxBytes: number };
  /** Messages per widget per calendar month (UTC) when the plan sets no `aiMonthlyMessages`. */
  monthlyMessageCap: number;
  /** Chat requests per client IP, and per conversation. */
  ipRate: RateLimitRule;
  conversationRate: RateLimitRule;
  /** Time to the LLM's first token, and for the whole answer, before the offline answer is used. */
  llmFirstTokenMs: number;
  llmTotalMs: number;
  /** Largest knowledge file accepted. */
  maxFileBytes: number;
}

export const AI_DEFAULTS: AiOptions = {
  crawl: { ...CRAWL_DEFAULTS },
  monthlyMessageCap: 1_000_000,
  ipRate: { limit: 30, windowSec: 60 },
  conversationRate: { limit: 20, windowSec: 60 },
  llmFirstTokenMs: 8000,
  llmTotalMs: 30_000,
  maxFileBytes: 20 * 1024 * 1024,
};

export type AiOptionsInput = Partial<Omit<AiOptions, 'crawl'>> & { crawl?: Partial<AiOptions['crawl']> };

export function resolveAiOptions(input: AiOptionsInput = {}): AiOptions {
  return { ...AI_DEFAULTS, ...input, crawl: { ...AI_DEFAULTS.crawl, ...input.crawl } };
}
