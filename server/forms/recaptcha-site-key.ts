// A form's reCAPTCHA v3 site key is public (the browser needs it to get a token) but is entered once, on the
// integration, not in the widget's data. The viewer data carries it so the frame can ask for a token.
import type { Deps } from '../deps';

export async function recaptchaSiteKey(deps: Deps, widgetId: string): Promise<string | undefined> {
  const row = await deps.db
    .selectFrom('integrations')
    .select(['values'])
    .where('widget_id', '=', widgetId)
    .where('type', '=', 'recaptcha')
    .where('is_active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  try {
    const key = (JSON.parse(row.values) as { siteKey?: unknown }).siteKey;
    return typeof key === 'string' && key ? key : undefined;
  } catch {
    return undefined;
  }
}
