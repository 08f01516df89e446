// Starting points for new widgets: one per type, built from the type's default data.
import { WIDGET_TYPES } from '../../shared/widget-types';
import { appCatalogue } from '../apps/app-catalogue';
import { typeDefaults } from './widget-record';

export interface WidgetTemplate {
  id: string;
  type: string;
  name: string;
  data: Record<string, unknown>;
}

export function listTemplates(type?: string): WidgetTemplate[] {
  const names = new Map(appCatalogue().map((a) => [a.type, a.name]));
  return WIDGET_TYPES.filter((t) => !type || t === type).map((t) => ({
    id: `${t}-default`,
    type: t,
    name: names.get(t) ?? t,
    data: typeDefaults(t),
  }));
}
