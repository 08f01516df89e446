// The `ai_chat` widget chunk (ARCHITECTURE §3.1a): a floating bubble by default (global), or inline.
import { aiChatDefaults, type AiChatData } from '../../../shared/widgets/ai-chat';
import type { WidgetModule } from '../types';
import { AiChat } from './AiChat';

const module: WidgetModule<AiChatData> = { defaults: aiChatDefaults, Widget: AiChat, global: true };
export default module;
