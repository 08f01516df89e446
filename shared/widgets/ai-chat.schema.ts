// Data schema of the `ai_chat` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { AI_CHAT_POSITIONS, AI_CHAT_VARIANTS, LEAD_FIELDS } from './ai-chat';
import { notificationsSchema, text, typeDataSchema } from './common-data.schema';

export const AiChatDataSchema = typeDataSchema({
  variant: z.enum(AI_CHAT_VARIANTS),
  position: z.enum(AI_CHAT_POSITIONS),
  title: text(),
  welcomeMessage: text(2000),
  placeholder: text(),
  starterQuestions: z.array(text()).max(20),
  leadCapture: z.looseObject({ enabled: z.boolean(), fields: z.array(z.enum(LEAD_FIELDS)).max(LEAD_FIELDS.length) }),
  showSources: z.boolean(),
  isDeadEndEnabled: z.boolean(),
  deadEndMessage: text(2000),
  notifications: notificationsSchema(),
});
