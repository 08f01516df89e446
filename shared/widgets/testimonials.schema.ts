// Data schema of the `testimonials` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, mediaUrl, text, typeDataSchema } from './common-data.schema';
import { MAX_TESTIMONIALS, TESTIMONIAL_LAYOUTS } from './testimonials';

export const TestimonialSchema = z.looseObject({
  id: itemId(),
  quote: text(2000),
  name: text(200),
  role: text(200),
  avatar: mediaUrl(),
  rating: z.number().int().min(0).max(5),
});

export const TestimonialsDataSchema = typeDataSchema({
  title: text(),
  testimonials: itemList(TestimonialSchema, MAX_TESTIMONIALS),
  layout: z.enum(TESTIMONIAL_LAYOUTS),
  columns: z.number().int().min(1).max(4),
  showRating: z.boolean(),
});
