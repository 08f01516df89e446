// Data schema of the `pricing_table` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, text, typeDataSchema, webUrl } from './common-data.schema';
import { MAX_PLAN_FEATURES, MAX_PLANS } from './pricing-table';

export const PricingPlanSchema = z.looseObject({
  id: itemId(),
  name: text(100),
  badge: text(60),
  price: text(40),
  yearlyPrice: text(40),
  description: text(500),
  features: z.array(text(200)).max(MAX_PLAN_FEATURES),
  buttonText: text(100),
  buttonUrl: webUrl({ allowEmpty: true }),
  featured: z.boolean(),
});

export const PricingTableDataSchema = typeDataSchema({
  title: text(),
  description: text(1000),
  plans: itemList(PricingPlanSchema, MAX_PLANS),
  columns: z.number().int().min(1).max(4),
  billingSwitch: z.boolean(),
  monthlyLabel: text(40),
  yearlyLabel: text(40),
  monthlyPeriod: text(40),
  yearlyPeriod: text(40),
  yearlyNote: text(60),
});
