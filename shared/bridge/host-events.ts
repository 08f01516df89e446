// ARCHITECTURE §3.3 host events (contract): `tessera:<type>` CustomEvents on the placeholder and
// `{ source: 'tessera', type, widgetId, data }` posted to the host window at location.origin.
export const HOST_EVENT_TYPES = [
  'loaded',
  'error',
  'resize',
  'view',
  'engagement',
  'popup-open',
  'popup-close',
  'submit',
  'chat-message',
  // A visitor's choice in a consent banner (the cookie_consent widget): { granted, remembered }.
  'consent',
  // Added by the loader: performanceEvent and the editor's save state also reach the host page.
  'performance',
  'editor-state-changed',
  'editor-changes-saved',
] as const;
export type HostEventType = (typeof HOST_EVENT_TYPES)[number];
export const HOST_EVENT_PREFIX = 'tessera:';
export const HOST_MESSAGE_SOURCE = 'tessera';

export interface HostMessage {
  source: typeof HOST_MESSAGE_SOURCE;
  type: HostEventType;
  widgetId: string;
  data: unknown;
}
