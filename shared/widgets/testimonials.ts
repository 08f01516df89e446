// Default built-in data of the `testimonials` widget type (ARCHITECTURE §3.1a): what customers say, with
// their name, role, photo and rating, as a grid or a carousel. Plain data, no zod, so the frame's widget
// chunk can import it. The zod schema for validating owner edits lives beside it.
import { commonDefaults, type CommonWidgetData } from './common-data';

export type Testimonial = {
  id: string;
  quote: string;
  name: string;
  /** Who they are: "Owner, Harbour Café". */
  role: string;
  /** A photo (an address or an upload); their initials when there is none. */
  avatar: string;
  /** 1 to 5 stars; 0 shows none. */
  rating: number;
};

export const TESTIMONIAL_LAYOUTS = ['grid', 'carousel'] as const;
export const MAX_TESTIMONIALS = 100;

export type TestimonialsData = CommonWidgetData & {
  title: string;
  testimonials: Testimonial[];
  layout: (typeof TESTIMONIAL_LAYOUTS)[number];
  /** Cards side by side on desktop; tablet shows at most 2 and mobile 1. */
  columns: number;
  showRating: boolean;
};

export const testimonialsDefaults: TestimonialsData = {
  ...commonDefaults,
  title: 'What our customers say',
  testimonials: [
    { id: 't-1', quote: 'The order arrived two days early and the packaging was beautiful. I will be back!', name: 'Maya Lindqvist', role: 'Customer since 2024', avatar: '', rating: 5 },
    { id: 't-2', quote: 'Friendly help on the phone and a refund the same week when a size did not fit.', name: 'Tomás Herrera', role: 'Verified buyer', avatar: '', rating: 5 },
    { id: 't-3', quote: 'Good quality for the price. Delivery took a little longer than I hoped.', name: 'Aisha Bello', role: 'Verified buyer', avatar: '', rating: 4 },
  ],
  layout: 'grid',
  columns: 3,
  showRating: true,
};
