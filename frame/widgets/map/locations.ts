// The locations a map shows, with their texts in the visitor's language and the addresses of their map,
// directions, phone and site, each built once (shared/widgets/map.ts) and none for what the data lacks.
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import { directionsUrl, embedUrl, mapZoom, siteHref, telHref, type MapData, type MapLocation, type MapProvider } from '../../../shared/widgets/map';
import type { Translate } from '../common/localize';

const { prefix: PREFIX } = TRANSLATED_ITEMS.map!;

export interface ShownLocation {
  id: string;
  /** Translated. */
  name: string;
  address: string;
  description: string;
  phone: string;
  /** The provider's embed; none when it cannot place the location (OpenStreetMap without coordinates). */
  embed: string | null;
  directions: string | null;
  tel: string | undefined;
  site: string | undefined;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function shownLocations(data: Pick<MapData, 'locations' | 'provider' | 'zoom'>, t: Translate): ShownLocation[] {
  const provider: MapProvider = data.provider === 'osm' ? 'osm' : 'google';
  const zoom = mapZoom(data.zoom);
  const out: ShownLocation[] = [];
  for (const item of Array.isArray(data.locations) ? data.locations : []) {
    if (!item || typeof item.id !== 'string') continue;
    const loc: Pick<MapLocation, 'address' | 'coordinates'> = { address: str(item.address), coordinates: str(item.coordinates) };
    out.push({
      id: item.id,
      name: t(itemTextKey(PREFIX, item.id, 'name'), str(item.name)),
      address: loc.address.trim(),
      description: t(itemTextKey(PREFIX, item.id, 'description'), str(item.description)),
      phone: str(item.phone).trim(),
      embed: embedUrl(provider, loc, zoom),
      directions: directionsUrl(provider, loc),
      tel: telHref(item.phone),
      site: siteHref(item.link),
    });
  }
  return out;
}
