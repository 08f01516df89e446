// Data schema of the `chat_button` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, text, typeDataSchema } from './common-data.schema';
import { CHANNEL_VALUE, CHAT_BUTTON_POSITIONS, CHAT_CHANNELS, MAX_CHAT_CHANNELS } from './chat-button';

export const ChatChannelSchema = z
  .looseObject({
    id: itemId(),
    channel: z.enum(CHAT_CHANNELS),
    label: text(60),
    // Empty while the owner has not filled it in (the widget leaves the link out), else what the app takes.
    value: text(300),
    message: text(500),
  })
  .superRefine((c, ctx) => {
    const v = c.value.trim();
    if (v && !CHANNEL_VALUE[c.channel].test(v)) ctx.addIssue({ code: 'custom', path: ['value'], message: CHANNEL_VALUE[c.channel].hint });
  });

export const ChatButtonDataSchema = typeDataSchema({
  title: text(100),
  text: text(500),
  channels: itemList(ChatChannelSchema, MAX_CHAT_CHANNELS),
  position: z.enum(CHAT_BUTTON_POSITIONS),
});
