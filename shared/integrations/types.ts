// The shape of the integration catalogue (SPEC §3 "Integration kinds and their credential fields").
// Plain data types: the builder renders connect screens from them, the server validates with them.

/** SPEC §1: integration groups. */
export const INTEGRATION_GROUPS = [
  'payments', 'security', 'data', 'analytics', 'automations', 'marketing', 'calendar', 'video',
  'communication', 'crm', 'other',
] as const;
export type IntegrationGroup = (typeof INTEGRATION_GROUPS)[number];

/** How a field is entered. `secret` fields are always `password` (SPEC §3: "Fields marked secret are
 *  password-typed"). `widget` picks one of the owner's widgets of a type. */
export type FieldInput = 'text' | 'password' | 'url' | 'select' | 'checkbox' | 'json' | 'tel' | 'widget';

/** What a field's value must look like beyond being present (SPEC §5). */
export type FieldFormat = 'url' | 'json' | 'phone' | 'subdomain' | 'mongodb-url' | 'hostname';

export interface FieldOption {
  value: string;
  label: string;
}

export interface IntegrationField {
  name: string;
  label: string;
  input: FieldInput;
  secret: boolean;
  /** SPEC §5: every credential and URL field is required except the ones listed there. */
  required: boolean;
  options?: readonly FieldOption[];
  default?: string | boolean;
  /** SPEC §5: csv, ics and vcs URLs carry an expected file type (a hint for pickers, see validate.ts). */
  fileType?: 'csv' | 'ics' | 'vcs';
  placeholder?: string;
  /** Shown around the input (zendesk's https:// … .zendesk.com). */
  prefix?: string;
  suffix?: string;
  format?: FieldFormat;
  /** Text shown under the input. */
  hint?: string;
  /** The label and placeholder change with another field's value (google-analytics by tagType). */
  dependsOn?: {
    field: string;
    labels: Readonly<Record<string, string>>;
    placeholders: Readonly<Record<string, string>>;
  };
  /** For `widget` inputs: which widget type to pick from. */
  widgetType?: string;
}

export type AuthKind = 'oauth' | 'popup-signup';

export interface IntegrationKind {
  key: string;
  label: string;
  group: IntegrationGroup;
  fields: readonly IntegrationField[];
  /** Connected through the provider's authorization flow rather than typed credentials. */
  auth?: AuthKind;
  /** airtable: a personal access token may be given instead of authorizing. */
  personalToken?: IntegrationField;
  /** Not selectable; the message is shown instead (SPEC §8 for google-drive). */
  disabled?: { message: string };
  /** Legacy kinds stay readable but new connections should use the successor. */
  legacy?: boolean;
}
