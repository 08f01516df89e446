// Data schema of the `notification_bar` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { richText, text, typeDataSchema, webUrl } from './common-data.schema';
import { NOTIFICATION_BAR_POSITIONS } from './notification-bar';

export const NotificationBarDataSchema = typeDataSchema({
  message: richText(),
  linkText: text(200),
  linkUrl: webUrl({ allowEmpty: true }),
  position: z.enum(NOTIFICATION_BAR_POSITIONS),
  dismissible: z.boolean(),
});
