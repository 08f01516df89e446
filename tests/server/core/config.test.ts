import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';

describe('loadConfig', () => {
  it('has safe defaults: ports 4000/4001, SQLite, URLs from the ports, publicDir under rootDir', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 4000, demoPort: 4001, databaseUrl: undefined, publicUrl: 'http://localhost:4000', demoUrl: 'http://127.0.0.1:4001', fetchAllowHosts: [] });
    expect(existsSync(join(c.rootDir, 'package.json'))).toBe(true);
    expect(c.publicDir).toBe(join(c.rootDir, 'dist', 'public'));
    expect(c.dataDir).toBe(join(c.rootDir, 'data'));
  });

  it('reads every variable', () => {
    const c = loadConfig({
      PORT: '5000', DEMO_PORT: '5001', DATABASE_URL: 'postgres://u:p@h/db', PUBLIC_URL: 'https://app.test/', SECRET_KEY: 'k',
      FETCH_ALLOW_HOSTS: '127.0.0.1:9000, Localhost:9001', LLM_BASE_URL: 'http://llm', LLM_API_KEY: 'x', LLM_MODEL: 'm', PAYPAL_BASE_URL: 'http://pp/',
      STRIPE_BASE_URL: 'http://stripe.test/', SMTP_URL: 'smtps://u:p@mail.test', MAIL_FROM: 'Shop <a@shop.test>',
    });
    expect(c).toMatchObject({ port: 5000, demoPort: 5001, databaseUrl: 'postgres://u:p@h/db', publicUrl: 'https://app.test', demoUrl: 'http://127.0.0.1:5001', secretKey: 'k', fetchAllowHosts: ['127.0.0.1:9000', 'localhost:9001'], llmModel: 'm', paypalBaseUrl: 'http://pp', stripeBaseUrl: 'http://stripe.test', smtpUrl: 'smtps://u:p@mail.test', mailFrom: 'Shop <a@shop.test>' });
  });

  it('refuses a bad port, a non-PostgreSQL DATABASE_URL and an SMTP_URL that is not one', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/postgres/);
    expect(() => loadConfig({ SMTP_URL: 'mail.test:25' })).toThrow(/SMTP_URL/);
  });
});
