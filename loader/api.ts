import type { Handler } from './emit';
import { safe } from './guard';

/** ARCHITECTURE §3.2 (contract). Also callable as a function: Tessera('on', 'loaded', fn). */
export interface TesseraApi {
  (cmd: string, ...args: unknown[]): unknown;
  init(): void;
  reload(id?: string): void;
  destroy(id?: string): void;
  on(type: string, handler: Handler): void;
  off(type: string, handler: Handler): void;
  consent(granted: boolean): void;
  /** The paste-in stub's queue; always empty once the loader runs. */
  q?: IArguments[] | unknown[][];
}

export const API_METHODS = ['init', 'reload', 'destroy', 'on', 'off', 'consent'] as const;

export function createApi(impl: Omit<TesseraApi, 'q' | ''>): TesseraApi {
  const api = ((cmd: string, ...args: unknown[]) =>
    (API_METHODS as readonly string[]).includes(cmd)
      ? (api as unknown as Record<string, (...a: unknown[]) => unknown>)[cmd](...args)
      : undefined) as TesseraApi;
  for (const k of API_METHODS) (api as unknown as Record<string, unknown>)[k] = safe(impl[k] as (...a: unknown[]) => unknown);
  return api;
}

/** Replays calls made through the stub before the loader arrived, in order. */
export function drainQueue(api: TesseraApi, queue: unknown): void {
  if (!Array.isArray(queue)) return;
  for (const args of queue) safe(() => api(...(Array.from(args as ArrayLike<unknown>) as [string, ...unknown[]])))();
}
