// The `countdown` widget chunk (ARCHITECTURE §3.1a): the time left until a moment, in the placeholder.
import { countdownDefaults, type CountdownData } from '../../../shared/widgets/countdown';
import type { WidgetModule } from '../types';
import { Countdown } from './Countdown';

const module: WidgetModule<CountdownData> = { defaults: countdownDefaults, Widget: Countdown, fluidSsr: true };
export default module;
