// In happy-dom: every fetch the page makes (a player's or a map's frame) answered with a small page titled
// `title`, as this machine reaches no other site; the addresses asked for, which are what a browser would
// fetch, are recorded in the returned list, emptied before each test.
import { beforeAll, beforeEach } from 'vitest';

export function interceptFetches(title: string): string[] {
  const fetched: string[] = [];
  beforeAll(() => {
    (window as unknown as { happyDOM: { settings: { fetch: { interceptor: unknown } } } }).happyDOM.settings.fetch.interceptor = {
      beforeAsyncRequest: async ({ request }: { request: Request }) => {
        fetched.push(request.url);
        return new window.Response(`<!doctype html><title>${title}</title>`, { headers: { 'content-type': 'text/html' } });
      },
    };
  });
  beforeEach(() => void fetched.splice(0));
  return fetched;
}
