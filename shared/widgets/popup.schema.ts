// Data schema of the `popup` widget type (decisions shared by every type: common-data.schema.ts).
import { mediaUrl, richText, text, typeDataSchema, webUrl } from './common-data.schema';

export const PopupDataSchema = typeDataSchema({
  title: text(),
  body: richText(),
  image: mediaUrl(),
  imageAlt: text(1000),
  ctaText: text(200),
  ctaUrl: webUrl({ allowEmpty: true }),
  closeText: text(200),
});
