// Per-type widget data validation on every editor write (issue 5): a malformed widget is refused with a
// 400 listing zod paths (`data.fields.0.type`) before anything is written.
import * as z from 'zod';
import type { WidgetType } from '../../shared/widget-types';
import { WIDGET_DATA_SCHEMAS } from '../../shared/widgets/schemas';

/** Throws the ZodError the central error handler turns into 400 VALIDATION; the data itself is stored as
 *  sent (unknown keys kept, no defaults filled in: they are merged at read time). */
export function assertWidgetData(type: WidgetType, data: unknown): void {
  // Parsed under a `data` key so issue paths name the body field.
  z.object({ data: WIDGET_DATA_SCHEMAS[type] }).parse({ data });
}
