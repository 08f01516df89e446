// A fake of the Tessera HTTP API at the fetch boundary for component tests: routes answer with the
// real envelope shape and every request is recorded for assertions.
import type { ApiConfig } from '../../../shared/api/request';

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Handler = (c: Call) => { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;

export function fakeServer(routes: Record<string, Handler>) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input));
    const method = (init.method ?? 'GET').toUpperCase();
    const call: Call = { method, path: url.pathname, query: url.searchParams, body: init.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const key = Object.keys(routes).find((k) => {
      const [m, p] = k.split(' ');
      return m === method && new RegExp(`^${p!.replace(/:[a-z]+/gi, '[^/]+')}$`).test(url.pathname);
    });
    if (!key) return new Response(JSON.stringify({ success: false, data: null, message: 'Not found.' }), { status: 404 });
    const r = await routes[key]!(call);
    return new Response(JSON.stringify(r.body), { status: r.status ?? 200, headers: { 'content-type': 'application/json' } });
  };
  const api: ApiConfig = { baseUrl: 'http://app.test', fetch: fetchImpl as typeof fetch };
  return { api, calls };
}

export const ok = (data: unknown, message?: string) => ({ body: { success: true, data, message } });
