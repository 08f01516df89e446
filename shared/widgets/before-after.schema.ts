// Data schema of the `before_after` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { mediaUrl, text, typeDataSchema } from './common-data.schema';
import { BEFORE_AFTER_ASPECTS, BEFORE_AFTER_ORIENTATIONS } from './before-after';

export const ComparedImageSchema = z.looseObject({
  src: mediaUrl(),
  alt: text(1000),
});

export const BeforeAfterDataSchema = typeDataSchema({
  title: text(),
  caption: text(1000),
  beforeLabel: text(60),
  afterLabel: text(60),
  sliderLabel: text(100),
  beforeImage: ComparedImageSchema,
  afterImage: ComparedImageSchema,
  showLabels: z.boolean(),
  startPosition: z.number().min(0).max(100),
  orientation: z.enum(BEFORE_AFTER_ORIENTATIONS),
  aspectRatio: z.enum(BEFORE_AFTER_ASPECTS),
});
