// The `form` widget chunk (ARCHITECTURE §3.1a).
import { formDefaults, type FormData } from '../../../shared/widgets/form';
import type { WidgetModule } from '../types';
import { FormWidget } from './FormWidget';

const module: WidgetModule<FormData> = { defaults: formDefaults, Widget: FormWidget };
export default module;
