import { HOST_EVENT_PREFIX, HOST_MESSAGE_SOURCE, type HostEventType, type HostMessage } from '../shared/bridge/host-events';
import type { Mount } from './core';
import { safe } from './guard';

export type Handler = (msg: HostMessage) => void;

/**
 * ARCHITECTURE §3.3: every widget event becomes (a) a bubbling CustomEvent on the placeholder whose
 * detail is the message, (b) a message to the host window at location.origin (never '*', so another
 * origin framing the host page cannot read it), and (c) a call to handlers registered with Tessera.on.
 */
export function createEmitter(handlers: Map<string, Set<Handler>>) {
  return (m: Mount, type: HostEventType, data?: unknown): void => {
    const msg: HostMessage = { source: HOST_MESSAGE_SOURCE, type, widgetId: m.id, data: data ?? null };
    safe(() => m.el.dispatchEvent(new CustomEvent(HOST_EVENT_PREFIX + type, { bubbles: true, detail: msg })))();
    // An opaque origin ("null", e.g. file: pages) cannot be a target origin; posting would throw.
    if (location.origin !== 'null') safe(() => window.postMessage(msg, location.origin))();
    for (const key of [type, '*']) handlers.get(key)?.forEach((h) => safe(h)(msg));
  };
}
