// What the builder offers to send to an analytics tag (SPEC §3 "Event tracking config per analytics
// integration"): our events by the key the viewer matches them on (frame/viewer/tracked-events.ts:
// an event type, or `type:subType`), in the owner's words, each with a suggested event name (Google
// Analytics 4's recommended one where it fits: generate_lead, file_download, view_item).
export interface TrackedEventChoice {
  key: string;
  label: string;
  name: string;
}

export const TRACKED_EVENT_CHOICES: readonly TrackedEventChoice[] = [
  { key: 'IMPRESSION', label: 'The widget loads', name: 'widget_load' },
  { key: 'VIEW', label: 'A visitor sees the widget', name: 'widget_view' },
  { key: 'click', label: 'A visitor clicks in the widget', name: 'widget_click' },
  { key: 'submit', label: 'A visitor sends the form', name: 'generate_lead' },
  { key: 'chat-message', label: 'A visitor sends a chat message', name: 'chat_message' },
  { key: 'click:open-image', label: 'A visitor opens a picture', name: 'view_item' },
  { key: 'click:download', label: 'A visitor downloads a file', name: 'file_download' },
];
