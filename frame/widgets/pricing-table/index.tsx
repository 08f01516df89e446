// The `pricing_table` widget chunk (ARCHITECTURE §3.1a): plans side by side, in the placeholder. Its
// columns follow the frame's width by CSS, so its server-rendered first height is right on any device.
import { pricingTableDefaults, type PricingTableData } from '../../../shared/widgets/pricing-table';
import type { WidgetModule } from '../types';
import { PricingTable } from './PricingTable';

const module: WidgetModule<PricingTableData> = { defaults: pricingTableDefaults, Widget: PricingTable, fluidSsr: true };
export default module;
