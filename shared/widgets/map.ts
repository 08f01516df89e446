// Default built-in data of the `map` widget type (ARCHITECTURE §3.1a): a business's location(s) on a map,
// with each one's directions, phone and site. Privacy and speed first: the map is a facade of ours (the
// name, the address and a "Show map" button) until the visitor asks for it, and only then is Google's or
// OpenStreetMap's frame made; the owner may load it at once when the site asks visitors' consent itself.
// The addresses of the provider's frame and of directions are built here, as pure functions, so the
// schema, the frame and the tests share them. Plain data, no zod, so the frame's widget chunk can import it.
import { commonDefaults, webHref, type CommonWidgetData } from './common-data';

export const MAP_PROVIDERS = ['google', 'osm'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];
export const PROVIDER_NAMES: Readonly<Record<MapProvider, string>> = { google: 'Google Maps', osm: 'OpenStreetMap' };
export const MAX_LOCATIONS = 50;
export const MIN_ZOOM = 1;
export const MAX_ZOOM = 20;
export const MIN_MAP_HEIGHT = 200;
export const MAX_MAP_HEIGHT = 800;

export type MapLocation = {
  id: string;
  name: string;
  /** What Google looks up when there are no coordinates, and what the visitor reads. */
  address: string;
  /** "latitude, longitude" as Google Maps copies them ("48.8584, 2.2945"); '' for none. One text, not two
   *  numbers: a new item's number would be 0, 0, a real place in the Gulf of Guinea (parseCoordinates). */
  coordinates: string;
  description?: string;
  phone?: string;
  /** The location's own site (http(s)), opened in a new tab; '' for none. */
  link?: string;
};

export type MapData = CommonWidgetData & {
  /** Over the map; none when empty. */
  title: string;
  locations: MapLocation[];
  provider: MapProvider;
  /** 1 (the world) to 20 (a building). */
  zoom: number;
  /** The map's height in px at any width, the facade's too, so the first height is the last. */
  mapHeight: number;
  /** No facade: the provider's map loads with the page (for sites that ask consent themselves). */
  loadImmediately: boolean;
  showMapText: string;
  /** Under the button; "{provider}" is the provider's name. */
  noteText: string;
  directionsText: string;
  callText: string;
  websiteText: string;
};

export type LatLng = { lat: number; lng: number };

/** "48.8584, 2.2945" (or "48.8584,2.2945", "48.8584 2.2945") as a point, or null for anything else:
 *  latitude within -90..90, longitude within -180..180, each a plain decimal number. */
export function parseCoordinates(text: unknown): LatLng | null {
  if (typeof text !== 'string') return null;
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*[,;\s]\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  return Math.abs(lat) <= 90 && Math.abs(lng) <= 180 ? { lat, lng } : null;
}

/** The owner's zoom from data that may be partial or hand-edited: 15 when unset, kept within 1 to 20. */
export const mapZoom = (zoom: unknown): number => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, Math.round(Number(zoom) || 15)));
export const mapHeight = (h: unknown): number => Math.min(MAX_MAP_HEIGHT, Math.max(MIN_MAP_HEIGHT, Math.round(Number(h) || 360)));

const fixed = (n: number) => String(Number(n.toFixed(6)));
const point = (p: LatLng) => `${fixed(p.lat)},${fixed(p.lng)}`;

/** What a location is looked up by: its coordinates when given (exact), else its address. */
export function placeQuery(loc: Pick<MapLocation, 'address' | 'coordinates'>): string {
  const p = parseCoordinates(loc.coordinates);
  return p ? point(p) : String(loc.address ?? '').trim();
}

/** Google's embed by query, no API key: null when the location has neither coordinates nor address. */
export function googleEmbedUrl(loc: Pick<MapLocation, 'address' | 'coordinates'>, zoom: number): string | null {
  const q = placeQuery(loc);
  return q ? `https://www.google.com/maps?q=${encodeURIComponent(q)}&z=${mapZoom(zoom)}&output=embed` : null;
}

/** The box OpenStreetMap's embed shows around a point at a zoom: about 3 × 1.5 tiles of 256 px (a map
 *  some 768 × 384 px), narrower in longitude's degrees away from the equator as Mercator's tiles are. */
export function osmBbox(p: LatLng, zoom: number): [number, number, number, number] {
  const tile = 360 / 2 ** mapZoom(zoom);
  const dLng = tile * 1.5;
  const dLat = tile * 0.75 * Math.cos((p.lat * Math.PI) / 180);
  const clamp = (v: number, max: number) => Math.min(max, Math.max(-max, v));
  return [clamp(p.lng - dLng, 180), clamp(p.lat - dLat, 85), clamp(p.lng + dLng, 180), clamp(p.lat + dLat, 85)];
}

/** OpenStreetMap's embed with a marker: null without coordinates, which it needs (it looks up no address). */
export function osmEmbedUrl(loc: Pick<MapLocation, 'coordinates'>, zoom: number): string | null {
  const p = parseCoordinates(loc.coordinates);
  if (!p) return null;
  return `https://www.openstreetmap.org/export/embed.html?bbox=${osmBbox(p, zoom).map(fixed).join(',')}&layer=mapnik&marker=${point(p)}`;
}

export function embedUrl(provider: MapProvider, loc: Pick<MapLocation, 'address' | 'coordinates'>, zoom: number): string | null {
  return provider === 'osm' ? osmEmbedUrl(loc, zoom) : googleEmbedUrl(loc, zoom);
}

/** Directions to a location, from wherever the visitor is: Google's (coordinates or address) or, for an
 *  OpenStreetMap widget, OpenStreetMap's (its point, else its address, which it looks up). */
export function directionsUrl(provider: MapProvider, loc: Pick<MapLocation, 'address' | 'coordinates'>): string | null {
  const q = placeQuery(loc);
  if (!q) return null;
  return provider === 'osm' ? `https://www.openstreetmap.org/directions?to=${encodeURIComponent(q)}` : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(q)}`;
}

/** A phone number as written ("+1 (555) 010-0199") as a tel: link ("tel:+15550100199"), or none: digits
 *  with a leading + at most, at least 3 of them. */
export function telHref(phone: unknown): string | undefined {
  if (typeof phone !== 'string' || !PHONE.test(phone)) return undefined;
  const digits = phone.replace(/[^\d+]/g, '');
  return /^\+?\d{3,20}$/.test(digits) ? `tel:${digits}` : undefined;
}
export const PHONE = /^\s*\+?[\d\s().\-/]*\s*$/;

/** A site link as rendered: an absolute http(s) address, or none (empty, relative, javascript:...). */
export const siteHref = webHref;

export const mapDefaults: MapData = {
  ...commonDefaults,
  title: 'Visit us',
  // A fictional café (555-01xx numbers are reserved for fiction; .example is no one's site).
  locations: [
    {
      id: 'loc-harbour',
      name: 'Lumen Coffee, Harbour Street',
      address: 'Harbour Street 14, Old Town',
      coordinates: '52.3731, 4.8926',
      description: 'Open every day from 7 am. Window seats and a quiet room upstairs.',
      phone: '+1 555 0100',
      link: 'https://lumen-coffee.example/harbour',
    },
    {
      id: 'loc-riverside',
      name: 'Lumen Coffee, Riverside',
      address: 'Riverside Walk 3, Eastbank',
      coordinates: '52.3667, 4.9041',
      description: 'Our roastery, with tastings on Saturdays.',
      phone: '+1 555 0101',
      link: '',
    },
  ],
  provider: 'google',
  zoom: 15,
  mapHeight: 360,
  loadImmediately: false,
  showMapText: 'Show map',
  noteText: 'The map is loaded from {provider}, which may set cookies.',
  directionsText: 'Get directions',
  callText: 'Call',
  websiteText: 'Website',
};
