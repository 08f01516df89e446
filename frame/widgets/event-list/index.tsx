// The `event_list` widget chunk (ARCHITECTURE §3.1a): upcoming events in the placeholder.
import { eventListDefaults, type EventListData } from '../../../shared/widgets/event-list';
import type { WidgetModule } from '../types';
import { EventList } from './EventList';

const module: WidgetModule<EventListData> = { defaults: eventListDefaults, Widget: EventList };
export default module;
