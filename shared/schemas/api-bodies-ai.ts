// SPEC §7 "AI service" request bodies. `sessionId` is the ai_chat widget's id (ARCHITECTURE §3.6).
import * as z from 'zod';
import { id, jsonRecord, shortText } from './common';
import { ChatMessageSchema } from './ai';
import { INSTRUCTIONS_TOO_LONG, MAX_AI_INSTRUCTIONS } from '../rules/ai-instructions';

const sessionId = id();
const link = z.string().max(2048);
const links = z.array(link).min(1).max(500);
const selectors = z.array(shortText(300)).max(50).default([]);

/** SPEC §7 POST /ai/api/chat. The signature is checked with verifyChatSignature (shared/rules). */
export const ChatBody = z.object({
  sessionId,
  input: z.string().min(1).max(4000),
  history: z.array(ChatMessageSchema).max(100).default([]),
  isDeadEndEnabled: z.boolean().default(false),
  conversationId: shortText(100).optional(),
  signature: z.string().regex(/^[0-9a-f]{64}$/, 'Must be a SHA-256 hex digest'),
  email: z.email().max(320).optional().or(z.literal('')),
  fullName: shortText(200).optional(),
  phone: shortText(40).optional(),
});
export type ChatBodyInput = z.input<typeof ChatBody>;

/** SPEC §7 POST /ai/api/stream-chat (the builder's AI editor). */
export const StreamChatBody = z.object({
  sessionId,
  conversationId: shortText(100).optional(),
  widgetType: shortText(60),
  serviceName: shortText(100).optional(),
  widgetData: jsonRecord().optional(),
  aiEditorInstructions: z.string().max(20_000).optional(),
  messages: z.array(ChatMessageSchema).min(1).max(100),
});
export type StreamChatBodyInput = z.input<typeof StreamChatBody>;

/** PUT /ai/api/instructions/{id} (ours): what the owner tells the chat's model, beside the knowledge. */
export const InstructionsBody = z.object({ instructions: z.string().trim().max(MAX_AI_INSTRUCTIONS, INSTRUCTIONS_TOO_LONG) });

export const InternalLinksBody = z.object({ sessionId, link, scanType: shortText(40).default('page') });
export const StorePagesBody = z.object({ sessionId, links, excludeSelectors: selectors, includeSelectors: selectors });
export const RetrainPageBody = z.object({ sessionId, links });
export const RetrainDomainBody = z.object({ sessionId, src: link });
export const StoreFileBody = z.object({ sessionId, type: shortText(40), url: link, title: shortText(500).default('') });
export const UpdateFileBody = z.object({ sessionId, title: shortText(500).optional(), isActive: z.boolean().optional() });
export const StoreTextBody = z.object({ sessionId, type: shortText(40).default('text'), textContent: z.string().min(1).max(200_000), title: shortText(500).default('') });
export const UpdateTextBody = StoreTextBody.extend({ isActive: z.boolean().optional() });
/** SPEC §7: "body isActive or staticInputs". */
export const UpdateAiIntegrationBody = z
  .object({ isActive: z.boolean().optional(), staticInputs: jsonRecord().optional() })
  .refine((b) => b.isActive !== undefined || b.staticInputs !== undefined, { message: 'Send isActive or staticInputs' });
export const WebsiteToggleBody = z.object({ isActive: z.boolean() });
