// The `business_hours` widget chunk (ARCHITECTURE §3.1a): opening hours and the status now, in the
// placeholder. Its parts keep one height in every state, and the server renders as of the moment it
// renders (BusinessHours.tsx), so the server-rendered first height is right at any width.
import { businessHoursDefaults, type BusinessHoursData } from '../../../shared/widgets/business-hours';
import type { WidgetModule } from '../types';
import { BusinessHours } from './BusinessHours';

const module: WidgetModule<BusinessHoursData> = { defaults: businessHoursDefaults, Widget: BusinessHours, fluidSsr: true };
export default module;
