// The `testimonials` widget chunk (ARCHITECTURE §3.1a): what customers say, in the placeholder.
import { testimonialsDefaults, type TestimonialsData } from '../../../shared/widgets/testimonials';
import type { WidgetModule } from '../types';
import { Testimonials } from './Testimonials';

const module: WidgetModule<TestimonialsData> = { defaults: testimonialsDefaults, Widget: Testimonials };
export default module;
