// Default built-in data of the `ai_chat` widget type (ARCHITECTURE §3.1a): plain data, no zod, so the
// frame's widget chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type LeadField = 'email' | 'fullName' | 'phone';

export type AiChatData = CommonWidgetData & {
  /** `bubble` floats over the page (global widget); `inline` sits in the placeholder. */
  variant: 'bubble' | 'inline';
  position: 'bottom-right' | 'bottom-left';
  title: string;
  welcomeMessage: string;
  placeholder: string;
  starterQuestions: string[];
  leadCapture: { enabled: boolean; fields: LeadField[] };
  showSources: boolean;
  isDeadEndEnabled: boolean;
  /** Shown when the assistant has no answer (the dead-end fallback). */
  deadEndMessage: string;
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
};
