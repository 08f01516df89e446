// Starting points for new widgets: one per type, built from the type's default data.
import { WIDGET_TYPES } from '../../shared/widget-types';
import { appCatalogue } from '../apps/app-catalogue';
import { typeDefaults } from './widget-record';
import { datedDefaults } from '../../shared/widgets/dated-defaults';

export interface WidgetTemplate {
  id: string;
  type: string;
  name: string;
  data: Record<string, unknown>;
}

/** `now`: the day the sample dates count from (a countdown's end, an event list's events). */
export function listTemplates(type: string | undefined, now: number): WidgetTemplate[] {
  const names = new Map(appCatalogue().map((a) => [a.type, a.name]));
  return WIDGET_TYPES.filter((t) => !type || t === type).map((t) => ({
    id: `${t}-default`,
    type: t,
    name: names.get(t) ?? t,
    data: { ...typeDefaults(t), ...datedDefaults(t, now) },
  }));
}
