// SPEC §3 "Integration kinds and their credential fields" as data, one entry per kind. Groups the table
// leaves as "need authorization" or "—" are placed by what the service is (see each entry).
import { PRODUCT_FORM_INTEGRATION } from './product';
import { GOOGLE_DRIVE_UNAVAILABLE } from '../rules/errors';
import { URL_MASKING_KEY } from '../rules/masking';
import { apiKey, dataPath, secret, text, url } from './fields';
import type { IntegrationField, IntegrationKind } from './types';

const oauth = (key: string, label: string, group: IntegrationKind['group']): IntegrationKind => ({
  key, label, group, fields: [], auth: 'oauth',
});
const bare = (key: string, label: string, group: IntegrationKind['group']): IntegrationKind => ({
  key, label, group, fields: [],
});
const marketing = (key: string, label: string): IntegrationKind => ({ key, label, group: 'marketing', fields: [apiKey()] });

/** SPEC §3: google-analytics tagId label and placeholder per tagType. */
export const GA_TAG_TYPES = ['ga4', 'gtag', 'ua'] as const;
export type GaTagType = (typeof GA_TAG_TYPES)[number];
export const GA_TAG_ID_LABELS: Record<GaTagType, string> = {
  ga4: 'Measurement ID',
  ua: 'Tracking ID',
  gtag: 'Container ID',
};
export const GA_TAG_ID_PLACEHOLDERS: Record<GaTagType, string> = {
  ga4: 'G-XXXXXXXXXX',
  ua: 'UA-XXXXXXXXX-X',
  gtag: 'GTM-XXXXXXX',
};
export const DEFAULT_GA_TAG_TYPE: GaTagType = 'ga4';
/** SPEC §5: "Twilio phone numbers are shown with the pattern +1234567890". */
export const TWILIO_PHONE_PATTERN = '+1234567890';
export const ZENDESK_PREFIX = 'https://';
export const ZENDESK_SUFFIX = '.zendesk.com';
export const RECAPTCHA_VERSIONS = ['v3'] as const;

export const INTEGRATION_KINDS: readonly IntegrationKind[] = [
  { key: 'paypal', label: 'PayPal (legacy)', group: 'payments', legacy: true,
    fields: [text('clientId', 'Client ID'), secret('clientSecret', 'Client secret')] },
  { key: 'paypal-v2', label: 'PayPal', group: 'payments', fields: [], auth: 'popup-signup' },
  { key: 'stripe', label: 'Stripe', group: 'payments',
    fields: [text('publishableKey', 'Publishable key', { placeholder: 'pk_live_...' }), secret('privateKey', 'Secret key')] },
  { key: 'csv', label: 'CSV', group: 'data', fields: [url('url', 'CSV file URL', { fileType: 'csv' })] },
  { key: 'rss', label: 'RSS', group: 'data', fields: [url('url', 'Feed URL')] },
  { key: 'xml', label: 'XML', group: 'data',
    fields: [url('url', 'XML URL'), dataPath('Where the list of items sits in the document, e.g. rss.channel.item')] },
  { key: 'api', label: 'API', group: 'data', fields: [
    url('url', 'Endpoint URL'),
    text('method', 'Method', { input: 'select', default: 'get',
      options: [{ value: 'get', label: 'GET' }, { value: 'post', label: 'POST' }] }),
    text('contentType', 'Content type', { input: 'select', default: 'application/json',
      options: [{ value: 'application/json', label: 'application/json' }, { value: 'text/plain', label: 'text/plain' }] }),
    dataPath('Where the list of items sits in the response, e.g. data.items'),
    text('includeCookies', 'Include cookies', { input: 'checkbox', required: false, default: false }),
    text('headers', 'Headers', { input: 'json', required: false, default: '{}', format: 'json',
      placeholder: '{"Authorization": "Bearer ..."}' }),
  ] },
  PRODUCT_FORM_INTEGRATION,
  oauth('notion', 'Notion', 'data'),
  oauth('google-calendar', 'Google Calendar', 'calendar'),
  oauth('outlook-calendar', 'Outlook Calendar', 'calendar'),
  oauth('zoom', 'Zoom', 'video'),
  oauth('one-drive', 'OneDrive', 'data'),
  oauth('monday', 'monday.com', 'crm'),
  oauth('slack', 'Slack', 'communication'),
  oauth('discord', 'Discord', 'communication'),
  { ...oauth('airtable', 'Airtable', 'data'),
    personalToken: secret('personalToken', 'Personal access token', { required: false, placeholder: 'pat...' }) },
  { key: 'google-drive', label: 'Google Drive', group: 'data', fields: [], disabled: { message: GOOGLE_DRIVE_UNAVAILABLE } },
  { key: 'icalendar', label: 'iCalendar', group: 'calendar', fields: [url('url', 'Calendar URL (.ics)', { fileType: 'ics' })] },
  { key: 'vcalendar', label: 'vCalendar', group: 'calendar', fields: [url('url', 'Calendar URL (.vcs)', { fileType: 'vcs' })] },
  { key: 'mongodb', label: 'MongoDB', group: 'data', fields: [
    secret('connectionUrl', 'Connection URL', { format: 'mongodb-url', placeholder: 'mongodb+srv://user:password@host/' }),
    text('dbName', 'Database name'),
  ] },
  { key: 'mysql', label: 'MySQL', group: 'data', fields: [
    text('host', 'Host', { format: 'hostname', placeholder: 'db.example.com' }), text('user', 'User'),
    secret('password', 'Password'), text('database', 'Database'),
  ] },
  { key: 'recaptcha', label: 'reCAPTCHA', group: 'security', fields: [
    text('version', 'Version', { input: 'select', default: 'v3', options: RECAPTCHA_VERSIONS.map((v) => ({ value: v, label: v })) }),
    text('siteKey', 'Site key'), secret('secretKey', 'Secret key'),
  ] },
  { key: 'oopspam', label: 'OOPSpam', group: 'security', fields: [apiKey()] },
  bare(URL_MASKING_KEY, 'URL masking', 'other'),
  bare('zapier', 'Zapier', 'automations'),
  bare('make', 'Make', 'automations'),
  bare('wix-collection', 'Wix collection', 'data'),
  oauth('webflow-collection', 'Webflow collection', 'data'),
  bare('duda-collection', 'Duda collection', 'data'),
  { key: 'google-analytics', label: 'Google Analytics', group: 'analytics', fields: [
    text('tagType', 'Tag type', { input: 'select', default: DEFAULT_GA_TAG_TYPE,
      options: [{ value: 'ga4', label: 'GA4' }, { value: 'gtag', label: 'Google Tag Manager' }, { value: 'ua', label: 'Universal Analytics' }] }),
    text('tagId', GA_TAG_ID_LABELS[DEFAULT_GA_TAG_TYPE], { placeholder: GA_TAG_ID_PLACEHOLDERS[DEFAULT_GA_TAG_TYPE],
      dependsOn: { field: 'tagType', labels: GA_TAG_ID_LABELS, placeholders: GA_TAG_ID_PLACEHOLDERS } }),
  ] },
  { key: 'mixpanel', label: 'Mixpanel', group: 'analytics', fields: [text('token', 'Project token')] },
  { key: 'twilio', label: 'Twilio', group: 'communication', fields: [
    text('toNumber', 'To number', { input: 'tel', format: 'phone', placeholder: TWILIO_PHONE_PATTERN }),
    text('fromNumber', 'From number', { input: 'tel', format: 'phone', placeholder: TWILIO_PHONE_PATTERN }),
    text('accountSid', 'Account SID', { placeholder: 'AC...' }), secret('authToken', 'Auth token'),
  ] },
  { key: 'microsoft-teams', label: 'Microsoft Teams', group: 'communication', fields: [url('webhookUrl', 'Webhook URL')] },
  marketing('mailchimp', 'Mailchimp'),
  marketing('sendgrid', 'SendGrid'),
  marketing('mailerlite', 'MailerLite'),
  marketing('klaviyo', 'Klaviyo'),
  { key: 'zendesk', label: 'Zendesk', group: 'crm', fields: [
    text('accountName', 'Account name', { prefix: ZENDESK_PREFIX, suffix: ZENDESK_SUFFIX, format: 'subdomain', placeholder: 'yourcompany' }),
    text('clientId', 'Client ID'), secret('clientSecret', 'Client secret'),
  ] },
];

const byKey = new Map(INTEGRATION_KINDS.map((k) => [k.key, k]));

export const INTEGRATION_KEYS: readonly string[] = INTEGRATION_KINDS.map((k) => k.key);

export function getIntegrationKind(key: string): IntegrationKind | undefined {
  return byKey.get(key);
}

/** What the owner calls a kind ("Google Analytics"); an unknown key stands for itself. */
export const kindLabel = (key: string): string => byKey.get(key)?.label ?? key;

/** SPEC §4: analytics-group integrations carry raw data. */
export function isAnalyticsIntegration(key: string): boolean {
  return byKey.get(key)?.group === 'analytics';
}

/** The label and placeholder a field shows given the other values (google-analytics tagId by tagType). */
export function fieldPresentation(
  field: Pick<IntegrationField, 'label' | 'placeholder' | 'dependsOn'>,
  values: Record<string, unknown>,
): { label: string; placeholder?: string } {
  const dep = field.dependsOn;
  const v = dep ? String(values[dep.field] ?? '') : '';
  if (!dep || !(v in dep.labels)) return { label: field.label, placeholder: field.placeholder };
  return { label: dep.labels[v], placeholder: dep.placeholders[v] ?? field.placeholder };
}
