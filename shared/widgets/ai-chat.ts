// Default built-in data of the `ai_chat` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';
import { notificationDefaults, type Notifications } from './notifications';

/** SPEC §3 chat request: the optional visitor email, fullName and phone. */
export const LEAD_FIELDS = ['email', 'fullName', 'phone'] as const;
export type LeadField = (typeof LEAD_FIELDS)[number];
export const AI_CHAT_VARIANTS = ['bubble', 'inline'] as const;
export const AI_CHAT_POSITIONS = ['bottom-right', 'bottom-left'] as const;

export type AiChatData = CommonWidgetData & {
  /** `bubble` floats over the page (global widget); `inline` sits in the placeholder. */
  variant: (typeof AI_CHAT_VARIANTS)[number];
  position: (typeof AI_CHAT_POSITIONS)[number];
  title: string;
  welcomeMessage: string;
  placeholder: string;
  starterQuestions: string[];
  leadCapture: { enabled: boolean; fields: LeadField[] };
  showSources: boolean;
  isDeadEndEnabled: boolean;
  /** Shown when the assistant has no answer (the dead-end fallback). */
  deadEndMessage: string;
  /** Each new contact (an email left in the chat) emailed to the owner. */
  notifications: Notifications;
};

export const aiChatDefaults: AiChatData = {
  ...commonDefaults,
  variant: 'bubble',
  position: 'bottom-right',
  title: 'Ask us anything',
  welcomeMessage: 'Hi! How can I help you today?',
  placeholder: 'Type your question…',
  starterQuestions: ['What do you offer?', 'How can I contact you?'],
  leadCapture: { enabled: false, fields: ['email', 'fullName'] },
  showSources: true,
  isDeadEndEnabled: true,
  deadEndMessage: 'I could not find an answer to that. Leave your email and our team will reply.',
  notifications: notificationDefaults,
};
