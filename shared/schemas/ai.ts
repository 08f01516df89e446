// SPEC §3 "AI service data" and the SPEC §7 AI responses the clients read.
import * as z from 'zod';
import { CHAT_ROLES } from '../rules/values';
import { id, jsonRecord, shortText } from './common';

export const ChatMessageSchema = z.object({ role: z.enum(CHAT_ROLES), content: z.string().max(20_000) });
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

/** SPEC §3: knowledge items (files, texts, websites) with isActive and title. */
const knowledgeBase = { title: shortText(500).default(''), isActive: z.boolean().default(true) };
export const KnowledgeFileSchema = z.looseObject({ kind: z.literal('file'), src: id(), type: shortText(40), url: z.string().max(2048), ...knowledgeBase });
export const KnowledgeTextSchema = z.looseObject({ kind: z.literal('text'), itemId: id(), type: shortText(40), textContent: z.string().max(200_000), ...knowledgeBase });
export const KnowledgeWebsiteSchema = z.looseObject({ kind: z.literal('website'), src: z.string().max(2048), srcPath: z.string().max(2048).optional(), ...knowledgeBase });
export const KnowledgeItemSchema = z.discriminatedUnion('kind', [KnowledgeFileSchema, KnowledgeTextSchema, KnowledgeWebsiteSchema]);
export type KnowledgeItem = z.infer<typeof KnowledgeItemSchema>;

/** SPEC §3: AI integrations with isActive and staticInputs. */
export const AiIntegrationSchema = z.looseObject({ id: id(), isActive: z.boolean().default(false), staticInputs: jsonRecord().default({}) });
export type AiIntegration = z.infer<typeof AiIntegrationSchema>;

/** SPEC §7 website analysis: data.analysis.design. */
export const WebsiteAnalysisSchema = z.object({
  analysis: z.object({
    design: z.looseObject({
      styles: jsonRecord().default({}),
      typography: z.object({ primaryFont: z.string().optional(), secondaryFont: z.string().optional() }).prefault({}),
      colors: z.object({ primary: z.string().optional(), background: z.string().optional(), text: z.string().optional() }).prefault({}),
    }),
  }),
});
export type WebsiteAnalysis = z.infer<typeof WebsiteAnalysisSchema>;
