// Default built-in data of the `pricing_table` widget type (ARCHITECTURE §3.1a): plans side by side, each
// with its price, what it includes and a button, one of them marked as the pick; optionally a monthly /
// yearly switch. Prices are the owner's own text ("$19", "Free", "9,90 €"), so any currency and format
// reads as they wrote it. Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type PricingPlan = {
  id: string;
  name: string;
  /** A short tag over the plan ("Most popular"); none when empty. */
  badge: string;
  price: string;
  /** The price with yearly billing, shown when the visitor picks yearly; the monthly price when empty. */
  yearlyPrice: string;
  description: string;
  /** What the plan includes, one line each. */
  features: string[];
  buttonText: string;
  buttonUrl: string;
  /** The plan the owner wants picked: drawn out in the accent colour. */
  featured: boolean;
};

export const MAX_PLANS = 12;
export const MAX_PLAN_FEATURES = 40;

export type PricingTableData = CommonWidgetData & {
  title: string;
  description: string;
  plans: PricingPlan[];
  /** Cards side by side on desktop; tablet shows at most 2 and mobile 1. */
  columns: number;
  billingSwitch: boolean;
  monthlyLabel: string;
  yearlyLabel: string;
  /** After the price: "/month", "/year". */
  monthlyPeriod: string;
  yearlyPeriod: string;
  /** Beside the yearly choice ("Save 20%"); none when empty. */
  yearlyNote: string;
};

export const pricingTableDefaults: PricingTableData = {
  ...commonDefaults,
  title: 'Simple pricing',
  description: 'Start free, upgrade when you grow. Cancel any time.',
  plans: [
    {
      id: 'plan-1',
      name: 'Starter',
      badge: '',
      price: '$0',
      yearlyPrice: '',
      description: 'For trying things out.',
      features: ['1 website', 'Basic support'],
      buttonText: 'Start free',
      buttonUrl: 'https://example.com/signup',
      featured: false,
    },
    {
      id: 'plan-2',
      name: 'Pro',
      badge: 'Most popular',
      price: '$19',
      yearlyPrice: '$190',
      description: 'For a growing business.',
      features: ['5 websites', 'Priority support', 'No branding'],
      buttonText: 'Choose Pro',
      buttonUrl: 'https://example.com/signup?plan=pro',
      featured: true,
    },
    {
      id: 'plan-3',
      name: 'Business',
      badge: '',
      price: '$49',
      yearlyPrice: '$490',
      description: 'For teams and agencies.',
      features: ['Unlimited websites', 'Phone support', 'No branding', 'Team accounts'],
      buttonText: 'Contact sales',
      buttonUrl: 'https://example.com/contact',
      featured: false,
    },
  ],
  columns: 3,
  billingSwitch: true,
  monthlyLabel: 'Monthly',
  yearlyLabel: 'Yearly',
  monthlyPeriod: '/month',
  yearlyPeriod: '/year',
  yearlyNote: '2 months free',
};
