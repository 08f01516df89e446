// SPEC §3 "Cart" and "Custom domain".
import * as z from 'zod';
import { CART_STATUSES } from '../rules/values';

export const CartItemSchema = z.looseObject({
  id: z.string().max(100),
  name: z.string().max(300).default(''),
  price: z.number().min(0).default(0),
  quantity: z.number().int().min(1).default(1),
});
export const CartSchema = z.object({
  opened: z.boolean().default(false),
  items: z.array(CartItemSchema).max(500).default([]),
  status: z.enum(CART_STATUSES).default('idle'),
});
export type Cart = z.infer<typeof CartSchema>;

const HOSTNAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i;
/** A bare host name such as widgets.example.com: no scheme, path or port. */
export const CustomDomainSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(HOSTNAME, 'Enter a domain like widgets.example.com, without https:// or a path');
