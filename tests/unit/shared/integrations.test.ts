import { describe, expect, it } from 'vitest';
import {
  GA_TAG_ID_LABELS, GA_TAG_ID_PLACEHOLDERS, INTEGRATION_GROUPS, INTEGRATION_KINDS, fieldPresentation, getIntegrationKind,
  integrationDefaults, isAnalyticsIntegration, validateIntegration, type IntegrationField,
} from '../../../shared/integrations';
import { GOOGLE_DRIVE_UNAVAILABLE } from '../../../shared/rules/errors';

// SPEC §3 table, transcribed independently of the catalogue: key → field names in order.
const SPEC_TABLE: Record<string, string[]> = {
  paypal: ['clientId', 'clientSecret'], 'paypal-v2': [], stripe: ['publishableKey', 'privateKey'], csv: ['url'], rss: ['url'],
  xml: ['url', 'dataPath'], api: ['url', 'method', 'contentType', 'dataPath', 'includeCookies', 'headers'], 'tessera-form': ['widgetId'],
  notion: [], 'google-calendar': [], 'outlook-calendar': [], zoom: [], 'one-drive': [], monday: [], slack: [], discord: [], airtable: [],
  'google-drive': [], icalendar: ['url'], vcalendar: ['url'], mongodb: ['connectionUrl', 'dbName'], mysql: ['host', 'user', 'password', 'database'],
  recaptcha: ['version', 'siteKey', 'secretKey'], oopspam: ['apiKey'], 'url-masking': [], zapier: [], make: [], 'wix-collection': [],
  'webflow-collection': [], 'duda-collection': [], 'google-analytics': ['tagType', 'tagId'], mixpanel: ['token'],
  twilio: ['toNumber', 'fromNumber', 'accountSid', 'authToken'], 'microsoft-teams': ['webhookUrl'], mailchimp: ['apiKey'], sendgrid: ['apiKey'],
  mailerlite: ['apiKey'], klaviyo: ['apiKey'], zendesk: ['accountName', 'clientId', 'clientSecret'],
};
const OPTIONAL = new Set(['xml.dataPath', 'api.dataPath', 'api.includeCookies', 'api.headers']);
// SPEC gives webflow-collection no fields; reading a Webflow site's collections needs its sign-in (ours).
const NEED_AUTH = ['notion', 'google-calendar', 'outlook-calendar', 'zoom', 'one-drive', 'monday', 'slack', 'discord', 'airtable', 'webflow-collection'];

/** A value that satisfies a field, derived from its declared format. */
function goodValue(f: IntegrationField): string | boolean {
  if (f.input === 'checkbox') return true;
  if (f.options) return f.options[0].value;
  switch (f.format) {
    case 'url': return 'https://example.com/feed';
    case 'json': return '{"X-Key":"abc"}';
    case 'phone': return '+1234567890';
    case 'subdomain': return 'acme';
    case 'hostname': return 'db.example.com:3306';
    case 'mongodb-url': return 'mongodb+srv://u:p@cluster0.example.net/';
    default: return 'value-123';
  }
}
const goodValues = (fields: readonly IntegrationField[]) => Object.fromEntries(fields.map((f) => [f.name, goodValue(f)]));

describe('integration catalogue (SPEC §3 table)', () => {
  it('lists exactly the kinds of the SPEC table', () => {
    expect(INTEGRATION_KINDS.map((k) => k.key).sort()).toEqual(Object.keys(SPEC_TABLE).sort());
  });

  describe.each(INTEGRATION_KINDS.map((k) => [k.key, k] as const))('%s', (key, kind) => {
    it('has the SPEC fields in order, a known group, and secret fields password-typed', () => {
      expect(kind.fields.map((f) => f.name)).toEqual(SPEC_TABLE[key]);
      expect(INTEGRATION_GROUPS).toContain(kind.group);
      for (const f of kind.fields) if (f.secret) expect(f.input).toBe('password');
    });
    it('marks every field required except the SPEC §5 exceptions', () => {
      for (const f of kind.fields) expect(f.required, `${key}.${f.name}`).toBe(!OPTIONAL.has(`${key}.${f.name}`));
    });
    if (kind.disabled) return;
    it('accepts well-formed values', () => {
      expect(validateIntegration(key, goodValues(kind.fields))).toEqual([]);
    });
    for (const f of kind.fields.filter((x) => x.required)) {
      it(`reports ${f.name} as required when missing`, () => {
        const values = { ...goodValues(kind.fields), [f.name]: '' };
        expect(validateIntegration(key, values)).toEqual([{ field: f.name, code: 'REQUIRED', message: expect.stringMatching(/is required\.$/) }]);
      });
    }
    for (const f of kind.fields.filter((x) => x.format)) {
      it(`rejects a malformed ${f.name} (${f.format})`, () => {
        const errors = validateIntegration(key, { ...goodValues(kind.fields), [f.name]: 'not valid at all' });
        expect(errors).toHaveLength(1);
        expect(errors[0].field).toBe(f.name);
        expect(errors[0].message.length).toBeGreaterThan(10);
      });
    }
  });

  it.each(NEED_AUTH)('%s connects through authorization with no typed fields', (key) => {
    expect(getIntegrationKind(key)).toMatchObject({ auth: 'oauth', fields: [] });
  });

  it('airtable also allows a personal token, validated when given', () => {
    expect(getIntegrationKind('airtable')?.personalToken).toMatchObject({ name: 'personalToken', secret: true });
    expect(validateIntegration('airtable', {})).toEqual([]);
    expect(validateIntegration('airtable', { personalToken: 42 })[0]).toMatchObject({ field: 'personalToken', code: 'NOT_A_STRING' });
  });

  it('google-drive is disabled with the SPEC §8 message', () => {
    expect(getIntegrationKind('google-drive')?.disabled?.message).toBe(GOOGLE_DRIVE_UNAVAILABLE);
    expect(validateIntegration('google-drive', {})).toEqual([{ field: '', code: 'DISABLED', message: GOOGLE_DRIVE_UNAVAILABLE }]);
  });

  it('offers only v3 of recaptcha and refuses v2', () => {
    expect(getIntegrationKind('recaptcha')?.fields[0].options?.map((o) => o.value)).toEqual(['v3']);
    expect(validateIntegration('recaptcha', { version: 'v2', siteKey: 'a', secretKey: 'b' })[0]).toMatchObject({ field: 'version', code: 'INVALID_OPTION' });
  });

  it.each([
    ['ga4', 'Measurement ID', 'G-XXXXXXXXXX'],
    ['ua', 'Tracking ID', 'UA-XXXXXXXXX-X'],
    ['gtag', 'Container ID', 'GTM-XXXXXXX'],
  ])('google-analytics tagId for %s reads "%s" with placeholder %s', (tagType, label, placeholder) => {
    const tagId = getIntegrationKind('google-analytics')!.fields.find((f) => f.name === 'tagId')!;
    expect(fieldPresentation(tagId, { tagType })).toEqual({ label, placeholder });
    expect(GA_TAG_ID_LABELS[tagType as 'ga4']).toBe(label);
    expect(GA_TAG_ID_PLACEHOLDERS[tagType as 'ga4']).toBe(placeholder);
    expect(validateIntegration('google-analytics', { tagType })[0].message).toBe(`${label} is required.`);
  });

  it('shows zendesk accountName between https:// and .zendesk.com', () => {
    expect(getIntegrationKind('zendesk')!.fields[0]).toMatchObject({ prefix: 'https://', suffix: '.zendesk.com' });
  });

  it('shows twilio numbers with the +1234567890 pattern', () => {
    for (const f of getIntegrationKind('twilio')!.fields.slice(0, 2)) expect(f.placeholder).toBe('+1234567890');
  });

  it.each(['[1,2]', '{"a":1}', '{oops', '"text"'])('refuses api headers %s that are not a JSON object of strings', (headers) => {
    expect(validateIntegration('api', { url: 'https://x.test', method: 'get', contentType: 'text/plain', headers })[0]).toMatchObject({ field: 'headers', code: 'INVALID_JSON' });
  });

  it('refuses non-http URLs such as javascript: and ftp:', () => {
    for (const url of ['javascript:alert(1)', 'ftp://x.test/a.csv', 'example.com']) {
      expect(validateIntegration('csv', { url })[0]).toMatchObject({ field: 'url', code: 'INVALID_URL' });
    }
  });

  it('carries the expected file types csv, ics and vcs', () => {
    expect(['csv', 'icalendar', 'vcalendar'].map((k) => getIntegrationKind(k)!.fields[0].fileType)).toEqual(['csv', 'ics', 'vcs']);
  });

  it('gives defaults: api get, application/json, no cookies, {} headers; ga4; recaptcha v3', () => {
    expect(integrationDefaults('api')).toEqual({ method: 'get', contentType: 'application/json', includeCookies: false, headers: '{}' });
    expect(integrationDefaults('google-analytics')).toEqual({ tagType: 'ga4' });
    expect(integrationDefaults('recaptcha')).toEqual({ version: 'v3' });
  });

  it('reports an unknown kind instead of throwing', () => {
    expect(validateIntegration('fax', {})[0]).toMatchObject({ code: 'UNKNOWN_KIND' });
  });

  it('knows which kinds are analytics', () => {
    expect(INTEGRATION_KINDS.filter((k) => isAnalyticsIntegration(k.key)).map((k) => k.key)).toEqual(['google-analytics', 'mixpanel']);
  });
});
