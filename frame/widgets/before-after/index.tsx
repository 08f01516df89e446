// The `before_after` widget chunk (ARCHITECTURE §3.1a): two pictures and a divider, in the placeholder.
// The pictures' box takes its height from the frame's width by CSS, so its server-rendered first height
// is right on any device.
import { beforeAfterDefaults, type BeforeAfterData } from '../../../shared/widgets/before-after';
import type { WidgetModule } from '../types';
import { BeforeAfter } from './BeforeAfter';

const module: WidgetModule<BeforeAfterData> = { defaults: beforeAfterDefaults, Widget: BeforeAfter, fluidSsr: true };
export default module;
