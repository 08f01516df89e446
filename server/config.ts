// Configuration from environment variables with safe defaults (ARCHITECTURE §3.7). Read once at start;
// tests pass their own env object.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Config {
  port: number;
  demoPort: number;
  dataDir: string;
  /** postgres://... selects PostgreSQL; undefined means a SQLite file in dataDir. */
  databaseUrl: string | undefined;
  publicUrl: string;
  demoUrl: string;
  secretKey: string | undefined;
  /** host:port pairs the guarded fetcher may reach even when they resolve to private addresses. */
  fetchAllowHosts: string[];
  llmBaseUrl: string | undefined;
  llmApiKey: string | undefined;
  llmModel: string | undefined;
  paypalBaseUrl: string;
  /** STRIPE_BASE_URL: where a form's payments open Stripe Checkout Sessions (server/payments/checkout/). */
  stripeBaseUrl: string;
  recaptchaBaseUrl: string;
  oopspamBaseUrl: string;
  /** Where form submissions are passed on (server/deliveries/): MAILCHIMP_BASE_URL (its `{dc}` is the
   *  data centre an API key ends with), SENDGRID_, MAILERLITE_, KLAVIYO_, TWILIO_ and ZENDESK_BASE_URL
   *  (its `{subdomain}` is the owner's account name); monday.com's API at OAUTH_MONDAY_API_BASE_URL, named
   *  like the other signed-in services' APIs. */
  deliveryBaseUrls: DeliveryBaseUrls;
  /** SMTP_URL (smtp:// or smtps://, user and password in it): where owner notifications are sent
   *  from; unset, none are. MAIL_FROM: their sender. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** DELIVERY_RETRY_MS: when a delivery the service may take later is tried again (once). */
  deliveryRetryMs: number;
  /** ANALYTICS_GOOGLE_BASE_URL / ANALYTICS_MIXPANEL_BASE_URL: where frames load analytics tags from
   *  (unset: the vendors' hosts). Tests point them at a local fake. */
  tagHosts?: { google?: string; mixpanel?: string };
  /** OAUTH_<KIND>_BASE_URL / _CLIENT_ID / _CLIENT_SECRET as given (server/oauth/ reads them). */
  oauthEnv?: Record<string, string>;
  /** The folder holding package.json (works from source and from dist/server/main.js). */
  rootDir: string;
  /** Built frame/loader assets: rootDir/dist/public. */
  publicDir: string;
  /** Event report rate limits (EVENT_LIMIT_PER_IP, EVENT_LIMIT_PER_WIDGET, per minute). */
  eventLimits?: { perIpPerMinute: number; perWidgetPerMinute: number };
}

type Env = Record<string, string | undefined>;

export interface DeliveryBaseUrls {
  mailchimp: string;
  sendgrid: string;
  mailerlite: string;
  klaviyo: string;
  twilio: string;
  zendesk: string;
  monday: string;
}

function findRootDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) return process.cwd();
    dir = up;
  }
}

function port(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0 || n > 65535) throw new Error(`${name} must be a port number, got "${v}"`);
  return n;
}

function positiveInt(v: string | undefined, fallback: number, name: string): number {
  if (v === undefined || v === '') return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} must be a positive integer, got "${v}"`);
  return n;
}

function nonEmpty(v: string | undefined): string | undefined {
  return v === undefined || v.trim() === '' ? undefined : v.trim();
}

function smtpUrlOf(v: string | undefined): string | undefined {
  const u = nonEmpty(v);
  if (u && !/^smtps?:\/\/[^/\s]+/.test(u)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return u;
}

function stripSlash(u: string): string {
  return u.replace(/\/+$/, '');
}

function tagHostsOf(env: Env): Config['tagHosts'] {
  const google = nonEmpty(env.ANALYTICS_GOOGLE_BASE_URL);
  const mixpanel = nonEmpty(env.ANALYTICS_MIXPANEL_BASE_URL);
  if (!google && !mixpanel) return undefined;
  return { ...(google && { google: stripSlash(google) }), ...(mixpanel && { mixpanel: stripSlash(mixpanel) }) };
}

export function loadConfig(env: Env = process.env): Config {
  const rootDir = findRootDir();
  const p = port(env.PORT, 4000, 'PORT');
  const dp = port(env.DEMO_PORT, 4001, 'DEMO_PORT');
  const databaseUrl = nonEmpty(env.DATABASE_URL);
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new Error('DATABASE_URL must start with postgres:// (leave it unset for SQLite)');
  }
  return {
    port: p,
    demoPort: dp,
    dataDir: resolve(nonEmpty(env.DATA_DIR) ?? join(rootDir, 'data')),
    databaseUrl,
    publicUrl: stripSlash(nonEmpty(env.PUBLIC_URL) ?? `http://localhost:${p}`),
    demoUrl: stripSlash(nonEmpty(env.DEMO_URL) ?? `http://127.0.0.1:${dp}`),
    secretKey: nonEmpty(env.SECRET_KEY),
    fetchAllowHosts: (env.FETCH_ALLOW_HOSTS ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
    llmBaseUrl: nonEmpty(env.LLM_BASE_URL),
    llmApiKey: nonEmpty(env.LLM_API_KEY),
    llmModel: nonEmpty(env.LLM_MODEL),
    paypalBaseUrl: stripSlash(nonEmpty(env.PAYPAL_BASE_URL) ?? 'https://api-m.sandbox.paypal.com'),
    stripeBaseUrl: stripSlash(nonEmpty(env.STRIPE_BASE_URL) ?? 'https://api.stripe.com'),
    recaptchaBaseUrl: stripSlash(nonEmpty(env.RECAPTCHA_BASE_URL) ?? 'https://www.google.com'),
    oopspamBaseUrl: stripSlash(nonEmpty(env.OOPSPAM_BASE_URL) ?? 'https://api.oopspam.com'),
    deliveryBaseUrls: {
      mailchimp: stripSlash(nonEmpty(env.MAILCHIMP_BASE_URL) ?? 'https://{dc}.api.mailchimp.com'),
      sendgrid: stripSlash(nonEmpty(env.SENDGRID_BASE_URL) ?? 'https://api.sendgrid.com'),
      mailerlite: stripSlash(nonEmpty(env.MAILERLITE_BASE_URL) ?? 'https://connect.mailerlite.com'),
      klaviyo: stripSlash(nonEmpty(env.KLAVIYO_BASE_URL) ?? 'https://a.klaviyo.com'),
      twilio: stripSlash(nonEmpty(env.TWILIO_BASE_URL) ?? 'https://api.twilio.com'),
      zendesk: stripSlash(nonEmpty(env.ZENDESK_BASE_URL) ?? 'https://{subdomain}.zendesk.com'),
      monday: stripSlash(nonEmpty(env.OAUTH_MONDAY_API_BASE_URL) ?? 'https://api.monday.com'),
    },
    smtpUrl: smtpUrlOf(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM) ?? 'Tessera <no-reply@localhost>',
    deliveryRetryMs: positiveInt(env.DELIVERY_RETRY_MS, 60_000, 'DELIVERY_RETRY_MS'),
    tagHosts: tagHostsOf(env),
    oauthEnv: Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[0].startsWith('OAUTH_') && !!e[1])),
    rootDir,
    publicDir: join(rootDir, 'dist', 'public'),
    eventLimits: {
      perIpPerMinute: positiveInt(env.EVENT_LIMIT_PER_IP, 600, 'EVENT_LIMIT_PER_IP'),
      perWidgetPerMinute: positiveInt(env.EVENT_LIMIT_PER_WIDGET, 30_000, 'EVENT_LIMIT_PER_WIDGET'),
    },
  };
}
