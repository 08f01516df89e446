// The `map` widget chunk (ARCHITECTURE §3.1a): a business's location(s), a facade of ours until the
// visitor asks for the provider's map. The map's height is the owner's at any width and the list's place
// is CSS's (a container query), so the server-rendered first height is right at any width.
import { mapDefaults, type MapData } from '../../../shared/widgets/map';
import type { WidgetModule } from '../types';
import { MapWidget } from './MapWidget';

const module: WidgetModule<MapData> = { defaults: mapDefaults, Widget: MapWidget, fluidSsr: true };
export default module;
