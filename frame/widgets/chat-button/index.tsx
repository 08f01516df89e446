// The `chat_button` widget chunk (ARCHITECTURE §3.1a): a chat button in a corner of the page, floated by
// the loader, that opens the owner's ways to talk.
import { chatButtonDefaults, type ChatButtonData } from '../../../shared/widgets/chat-button';
import type { WidgetModule } from '../types';
import { ChatButton } from './ChatButton';

const module: WidgetModule<ChatButtonData> = { defaults: chatButtonDefaults, Widget: ChatButton, global: true };
export default module;
