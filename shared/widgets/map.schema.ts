// Data schema of the `map` widget type (decisions shared by every type: common-data.schema.ts).
import * as z from 'zod';
import { itemId, itemList, text, typeDataSchema } from './common-data.schema';
import { MAP_PROVIDERS, MAX_LOCATIONS, MAX_MAP_HEIGHT, MAX_ZOOM, MIN_MAP_HEIGHT, MIN_ZOOM, parseCoordinates, siteHref, telHref } from './map';

const COORDINATES = 'Latitude and longitude as Google Maps copies them, such as 48.8584, 2.2945 (latitude from -90 to 90, longitude from -180 to 180), or empty';

export const MapLocationSchema = z
  .looseObject({
    id: itemId(),
    // The facade's heading and the map frame's title: without it a screen reader has nothing to say.
    name: text(200).refine((v) => v.trim() !== '', { message: 'Name the location: it heads its map and its place in the list' }),
    address: text(300).optional(),
    coordinates: z
      .string()
      .max(60)
      .refine((v) => v.trim() === '' || parseCoordinates(v) !== null, { message: COORDINATES })
      .optional(),
    description: text(1000).optional(),
    phone: z
      .string()
      .max(40)
      .refine((v) => v.trim() === '' || telHref(v) !== undefined, { message: 'A phone number of digits, spaces, ( ) - . and a leading +, or empty' })
      .optional(),
    // Opened in the visitor's browser: an absolute http(s) address, never javascript:, mailto: or a path.
    link: z
      .string()
      .max(2048)
      .refine((v) => v === '' || siteHref(v) !== undefined, { message: 'An http(s) address such as https://example.com, or empty for no link' })
      .optional(),
  })
  // Google looks a place up by its address or its coordinates; a location with neither is on no map.
  .refine((l) => String(l.address ?? '').trim() !== '' || String(l.coordinates ?? '').trim() !== '', { message: 'Give the location’s address, or its coordinates', path: ['address'] });

export const MapDataSchema = typeDataSchema({
  title: text(),
  locations: itemList(MapLocationSchema, MAX_LOCATIONS),
  provider: z.enum(MAP_PROVIDERS),
  zoom: z.number().int().min(MIN_ZOOM).max(MAX_ZOOM),
  mapHeight: z.number().int().min(MIN_MAP_HEIGHT).max(MAX_MAP_HEIGHT),
  loadImmediately: z.boolean(),
  showMapText: text(60),
  noteText: text(300),
  directionsText: text(60),
  callText: text(60),
  websiteText: text(60),
}).superRefine((data, ctx) => {
  // OpenStreetMap's embed places a marker at a point and looks up no address: under it every location
  // needs its coordinates. Said on each location that lacks them, where the builder shows its fields.
  // (Data is partial: a provider saved alone is checked against the locations saved with it, if any.)
  if (data.provider !== 'osm' || !Array.isArray(data.locations)) return;
  data.locations.forEach((l, i) => {
    if (l && parseCoordinates(l.coordinates) === null)
      ctx.addIssue({ code: 'custom', path: ['locations', i, 'coordinates'], message: 'OpenStreetMap needs each location’s coordinates (such as 48.8584, 2.2945): add them, or choose Google Maps, which finds an address' });
  });
});
