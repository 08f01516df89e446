// Runs the security integrations connected to a form widget (recaptcha, oopspam) on a submission.
import type { Deps } from '../deps';
import { openSecrets } from '../integrations/prepare-integration';
import { checkOopspam } from './oopspam';
import { verifyRecaptcha } from './recaptcha';

export async function runSpamChecks(
  deps: Deps,
  args: { widgetId: string; token: string | undefined; ip: string; values: Record<string, unknown> },
): Promise<void> {
  const rows = await deps.db
    .selectFrom('integrations')
    .selectAll()
    .where('widget_id', '=', args.widgetId)
    .where('type', 'in', ['recaptcha', 'oopspam'])
    .where('is_active', '=', 1)
    .execute();
  const recaptcha = rows.find((r) => r.type === 'recaptcha');
  if (recaptcha) {
    const domains = await deps.db
      .selectFrom('custom_domains')
      .select('domain')
      .where('widget_id', '=', args.widgetId)
      .where('verified_at', 'is not', null)
      .execute();
    await verifyRecaptcha({
      baseUrl: deps.config.recaptchaBaseUrl,
      secret: openSecrets(deps, recaptcha).secretKey ?? '',
      token: args.token,
      remoteIp: args.ip,
      // The widget runs in our frame, so reCAPTCHA sees our host (or a verified custom domain).
      allowedHostnames: [new URL(deps.config.publicUrl).hostname, ...domains.map((d) => d.domain)],
    });
  }
  const oopspam = rows.find((r) => r.type === 'oopspam');
  if (oopspam) {
    const texts = Object.values(args.values).filter((v): v is string => typeof v === 'string');
    const email = texts.find((t) => /^[^\s@]+@[^\s@]+$/.test(t));
    const verdict = await checkOopspam({
      baseUrl: deps.config.oopspamBaseUrl,
      apiKey: openSecrets(deps, oopspam).apiKey ?? '',
      content: texts.join('\n'),
      email,
      remoteIp: args.ip,
    });
    if (verdict === 'unavailable') deps.log.warn('oopspam unavailable; submission accepted', { widgetId: args.widgetId });
  }
}
