// The built server as the bench drives it: rate limits lifted (the bench is the only client), one owner
// logged in through the real API, one widget created through it, and stored events counted through the
// owner analytics call (GET /api/v1/plugin/:id/analytics), never by reading the database directly.
import { createWidget, signUp, startApp, type AppServer } from '../e2e/harness';

export interface BenchApp {
  app: AppServer;
  cookie: string;
  widgetId: string;
  countEvents(): Promise<number>;
}

export const BENCH_ENV = { EVENT_LIMIT_PER_IP: '1000000000', EVENT_LIMIT_PER_WIDGET: '1000000000' };

export async function startBenchApp(env: Record<string, string> = {}, pluginType = 'image_gallery'): Promise<BenchApp> {
  const app = await startApp({ ...BENCH_ENV, ...env });
  try {
    const { cookie } = await signUp(app.url);
    const widgetId = await createWidget(app.url, cookie, pluginType, { name: 'Bench gallery' });
    const countEvents = async () => {
      const res = await fetch(`${app.url}/api/v1/plugin/${widgetId}/analytics`, { headers: { cookie } });
      const json = (await res.json()) as { success: boolean; data: { totals: Record<string, number> } };
      if (!res.ok || !json.success) throw new Error(`analytics failed: ${res.status}`);
      return Object.values(json.data.totals).reduce((a, b) => a + b, 0);
    };
    return { app, cookie, widgetId, countEvents };
  } catch (e) {
    await app.stop();
    throw e;
  }
}
