// Small builders for catalogue fields, so each SPEC §3 row reads as one line in catalogue.ts.
import type { IntegrationField } from './types';

type Extra = Partial<Omit<IntegrationField, 'name' | 'label'>>;

/** A required plain text credential. */
export const text = (name: string, label: string, extra: Extra = {}): IntegrationField => ({
  name, label, input: 'text', secret: false, required: true, ...extra,
});

/** A required secret: password-typed, write-only on the server. */
export const secret = (name: string, label: string, extra: Extra = {}): IntegrationField => ({
  name, label, input: 'password', secret: true, required: true, ...extra,
});

/** A required http(s) URL (SPEC §5 "Fields of type url expect a URL"). */
export const url = (name: string, label: string, extra: Extra = {}): IntegrationField => ({
  name, label, input: 'url', secret: false, required: true, format: 'url', placeholder: 'https://', ...extra,
});

/** The optional items path of a data source (SPEC §5 lists xml and api dataPath as optional). */
export const dataPath = (hint: string): IntegrationField =>
  text('dataPath', 'Items path', { required: false, placeholder: 'items.item', hint });

/** The API-key-only marketing and security services. */
export const apiKey = (): IntegrationField => secret('apiKey', 'API key');
