// Data schema of the `faq` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, richText, text, typeDataSchema } from './common-data.schema';
import { MAX_FAQ_ITEMS } from './faq';

export const FaqItemSchema = z.looseObject({
  id: itemId(),
  question: text(500),
  answer: richText(),
});

export const FaqDataSchema = typeDataSchema({
  title: text(),
  questions: itemList(FaqItemSchema, MAX_FAQ_ITEMS),
  oneAtATime: z.boolean(),
  openFirst: z.boolean(),
  search: z.boolean(),
  searchPlaceholder: text(200),
  noResultsText: text(300),
});
