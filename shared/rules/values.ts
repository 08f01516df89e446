// Small enumerations SPEC §2–§4 name, as plain data (no zod) so the loader and frame can import them.

/** SPEC §2 "Modes". */
export const MODES = ['editor', 'preview', 'viewer', 'gallery'] as const;
export type Mode = (typeof MODES)[number];

/** SPEC §3 site visitor device / SPEC §4 "Device". */
export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** SPEC §3 Widget privacy and status. SPEC names only the defaults (public, published); the other
 *  values are ours: private widgets are hidden from viewers, drafts are not shown on host pages. */
export const PRIVACY_VALUES = ['public', 'private'] as const;
export type Privacy = (typeof PRIVACY_VALUES)[number];
export const STATUS_VALUES = ['published', 'draft'] as const;
export type WidgetStatus = (typeof STATUS_VALUES)[number];

/** SPEC §3 creationSource: the nindo source is treated as website. */
export const NINDO_SOURCE = 'nindo';
export function normalizeCreationSource(v: string): string {
  return v === NINDO_SOURCE ? 'website' : v;
}

/** SPEC §3 Cart status (idle initially; the others are ours). */
export const CART_STATUSES = ['idle', 'pending', 'completed', 'failed'] as const;

/** SPEC §3 Editor state theme values (default dark, SPEC §9). */
export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** SPEC §3 Integration loading status (SPEC §4). */
export const INTEGRATION_LOAD_STATES = ['not-loaded', 'loading', 'loaded'] as const;
export type IntegrationLoadState = (typeof INTEGRATION_LOAD_STATES)[number];

/** SPEC §3 AI chat message roles. */
export const CHAT_ROLES = ['user', 'assistant', 'system'] as const;
export type ChatRole = (typeof CHAT_ROLES)[number];

/** SPEC §4 step 4: the window message an authorization popup (PayPal v2, OAuth kinds) posts when done. */
export const INTEGRATION_AUTH_DONE_MESSAGE = 'CN_INTEGRATION_AUTH_DONE';

/** Whether a window message is that auth-done message: `{ type: 'CN_INTEGRATION_AUTH_DONE', ... }` (our
 *  pages send this, with merchantId or kind) or the bare string. Origins are the listener's to check. */
export function isIntegrationAuthDone(data: unknown): data is typeof INTEGRATION_AUTH_DONE_MESSAGE | ({ type: typeof INTEGRATION_AUTH_DONE_MESSAGE } & Record<string, unknown>) {
  return data === INTEGRATION_AUTH_DONE_MESSAGE || (!!data && typeof data === 'object' && (data as { type?: unknown }).type === INTEGRATION_AUTH_DONE_MESSAGE);
}
