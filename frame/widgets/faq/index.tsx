// The `faq` widget chunk (ARCHITECTURE §3.1a): questions that open in place. Nothing in it depends on
// the frame's width, so its server-rendered first height is right on any device.
import { faqDefaults, type FaqData } from '../../../shared/widgets/faq';
import type { WidgetModule } from '../types';
import { Faq } from './Faq';

const module: WidgetModule<FaqData> = { defaults: faqDefaults, Widget: Faq, fluidSsr: true };
export default module;
