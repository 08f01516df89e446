// REST hooks (ours, ARCHITECTURE §3.6): how Zapier and Make (SPEC §3 kinds with no fields) take a
// widget's form submissions and chat contacts. Their app subscribes a hook URL with the owner's API key
// when a Zap or scenario is turned on and removes it when turned off; the server posts each submission
// to every hook of the widget (server/hooks/). Defined once here for the server that answers and the
// builder that lists them.
import * as z from 'zod';

/** The integration kinds whose services subscribe hooks. */
export const HOOK_KINDS = ['zapier', 'make'] as const;
export type HookKind = (typeof HOOK_KINDS)[number];
export const isHookKind = (kind: string): kind is HookKind => (HOOK_KINDS as readonly string[]).includes(kind);

/** What each service calls the automation a hook belongs to. */
export const HOOK_NOUNS: Readonly<Record<HookKind, string>> = { zapier: 'Zap', make: 'scenario' };

/** The generic trigger of each service whose address the owner can paste in the builder, no app needed. */
export const HOOK_URL_LABELS: Readonly<Record<HookKind, { label: string; placeholder: string }>> = {
  zapier: { label: 'Catch Hook URL (Webhooks by Zapier)', placeholder: 'https://hooks.zapier.com/hooks/catch/…' },
  make: { label: 'Webhook address (Make’s Custom webhook)', placeholder: 'https://hook.eu1.make.com/…' },
};

/** What a hook is told of: a form submission or an AI chat's new contact, as the other services are. */
export const HOOK_EVENTS = ['submission'] as const;

/** Per widget, all kinds together: a runaway subscriber cannot make every submission fan out without end. */
export const MAX_HOOKS_PER_WIDGET = 20;

export const HookSubscribeBody = z.object({
  widgetId: z.string().trim().min(1, 'widgetId is required.').max(64),
  type: z.enum(HOOK_KINDS, { message: `type must be one of ${HOOK_KINDS.join(', ')}.` }),
  // Zapier's REST hook trigger sends it as `hookUrl`, Make's attach call as `url`: either is taken.
  url: z.string().trim().max(2000).optional(),
  hookUrl: z.string().trim().max(2000).optional(),
  event: z.enum(HOOK_EVENTS).default('submission'),
});
export type HookSubscribeBody = z.infer<typeof HookSubscribeBody>;

/** A hook as listed: never its URL (anyone holding it can post into the Zap), only the host. */
export interface HookInfo {
  id: string;
  widgetId: string;
  type: HookKind;
  event: (typeof HOOK_EVENTS)[number];
  host: string;
  createdAt: number;
  /** The last submission it took, and the last failure with the service's words (ms). */
  lastSentAt: number | null;
  lastError: string | null;
  lastErrorAt: number | null;
}

/** What each hook is posted, once per submission or chat contact. */
export interface HookPayload {
  /** The stored submission's id (a chat contact: its conversation's), the same on a retry. */
  id: string;
  event: (typeof HOOK_EVENTS)[number];
  widgetId: string;
  /** The form's or chat's name. */
  source: string;
  title: string;
  /** ISO 8601. */
  submittedAt: string;
  pageUrl: string | null;
  /** Each answer by its field's label (its id where two labels are the same), as shown to the owner. */
  answers: Record<string, string>;
  /** The person it names, when it names one (the mailing lists' contact). */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
}
