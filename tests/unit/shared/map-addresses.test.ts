// The map widget's addresses, built once in shared/widgets/map.ts for the frame and the schema: Google's
// keyless embed and directions (by coordinates when given, else by the address, encoded), OpenStreetMap's
// embed around a point at the owner's zoom and its directions, and the coordinates, phone and site links
// an owner may type.
import { describe, expect, it } from 'vitest';
import { directionsUrl, embedUrl, osmBbox, parseCoordinates, siteHref, telHref, type LatLng, type MapProvider } from '../../../shared/widgets/map';

const G = 'https://www.google.com/maps';
const OSM = 'https://www.openstreetmap.org';
const PARIS = '48.8584, 2.2945';

describe('map embed addresses', () => {
  it.each<[string, MapProvider, { address: string; coordinates: string }, number, string | null]>([
    ['Google by address, spaces and commas encoded', 'google', { address: '1 Main St, Springfield', coordinates: '' }, 15, `${G}?q=1%20Main%20St%2C%20Springfield&z=15&output=embed`],
    ['Google by coordinates, which win over the address', 'google', { address: '1 Main St', coordinates: PARIS }, 15, `${G}?q=48.8584%2C2.2945&z=15&output=embed`],
    ['Google: & # ? and accents cannot end the query', 'google', { address: 'Rue de l’Église 5 & 7 #2?x=1', coordinates: '' }, 12, `${G}?q=Rue%20de%20l%E2%80%99%C3%89glise%205%20%26%207%20%232%3Fx%3D1&z=12&output=embed`],
    ['Google: the address trimmed', 'google', { address: '  Main St  ', coordinates: '' }, 3, `${G}?q=Main%20St&z=3&output=embed`],
    ['Google: a zoom over 20 is 20', 'google', { address: 'A', coordinates: '' }, 25, `${G}?q=A&z=20&output=embed`],
    ['Google: a zoom under 1 is 1', 'google', { address: 'A', coordinates: '' }, -4, `${G}?q=A&z=1&output=embed`],
    ['Google: coordinates out of range fall back to the address', 'google', { address: 'A', coordinates: '95, 2' }, 15, `${G}?q=A&z=15&output=embed`],
    ['Google: neither address nor coordinates, no map', 'google', { address: ' ', coordinates: '' }, 15, null],
    ['OpenStreetMap at the equator, zoom 10', 'osm', { address: '', coordinates: '0, 0' }, 10, `${OSM}/export/embed.html?bbox=-0.527344,-0.263672,0.527344,0.263672&layer=mapnik&marker=0,0`],
    ['OpenStreetMap at 60° north: half as many degrees of latitude', 'osm', { address: 'ignored', coordinates: '60,10' }, 10, `${OSM}/export/embed.html?bbox=9.472656,59.868164,10.527344,60.131836&layer=mapnik&marker=60,10`],
    ['OpenStreetMap at zoom 1: the box kept within the world', 'osm', { address: '', coordinates: '0 0' }, 1, `${OSM}/export/embed.html?bbox=-180,-85,180,85&layer=mapnik&marker=0,0`],
    ['OpenStreetMap without coordinates: no map (it looks up no address)', 'osm', { address: '1 Main St', coordinates: '' }, 15, null],
  ])('%s', (_name, provider, loc, zoom, url) => {
    expect(embedUrl(provider, loc, zoom)).toBe(url);
  });

  it('narrows OpenStreetMap’s box by half at each zoom level', () => {
    const p: LatLng = { lat: 0, lng: 0 };
    const width = (z: number) => osmBbox(p, z)[2] - osmBbox(p, z)[0];
    expect(width(16) / width(17)).toBeCloseTo(2);
    expect(width(5) / width(15)).toBeCloseTo(1024);
  });
});

describe('directions addresses', () => {
  it.each<[string, MapProvider, { address: string; coordinates: string }, string | null]>([
    ['Google to coordinates', 'google', { address: '1 Main St', coordinates: PARIS }, `${G}/dir/?api=1&destination=48.8584%2C2.2945`],
    ['Google to an address, encoded', 'google', { address: 'Café & Co, 5 Rue #2', coordinates: '' }, `${G}/dir/?api=1&destination=Caf%C3%A9%20%26%20Co%2C%205%20Rue%20%232`],
    ['OpenStreetMap to coordinates', 'osm', { address: '', coordinates: '-33.8568,151.2153' }, `${OSM}/directions?to=-33.8568%2C151.2153`],
    ['OpenStreetMap to an address it looks up', 'osm', { address: '1 Main St', coordinates: '' }, `${OSM}/directions?to=1%20Main%20St`],
    ['nowhere: none', 'google', { address: '', coordinates: '' }, null],
  ])('%s', (_name, provider, loc, url) => {
    expect(directionsUrl(provider, loc)).toBe(url);
  });
});

describe('what an owner types', () => {
  it.each<[unknown, LatLng | null]>([
    ['48.8584, 2.2945', { lat: 48.8584, lng: 2.2945 }],
    ['48.8584,2.2945', { lat: 48.8584, lng: 2.2945 }],
    [' -33.8568 151.2153 ', { lat: -33.8568, lng: 151.2153 }],
    ['90, -180', { lat: 90, lng: -180 }],
    ['90.0001, 0', null],
    ['0, 180.5', null],
    ['1e2, 3', null],
    ['48.8584', null],
    ['48.8584, 2.2945, 7', null],
    ['N 48.8584, E 2.2945', null],
    ['', null],
    [[48.8, 2.2], null],
  ])('coordinates %j are %j', (text, point) => {
    expect(parseCoordinates(text)).toEqual(point);
  });

  it.each<[unknown, string | undefined]>([
    ['+1 (555) 010-0199', 'tel:+15550100199'],
    ['020 7946 0018', 'tel:02079460018'],
    ['555.0100', 'tel:5550100'],
    ['12', undefined],
    ['call us', undefined],
    ['javascript:alert(1)', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('phone %j links to %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });

  it.each<[unknown, string | undefined]>([
    ['https://cafe.example/menu?x=1', 'https://cafe.example/menu?x=1'],
    ['http://cafe.example', 'http://cafe.example/'],
    ['javascript:alert(1)', undefined],
    ['mailto:hi@cafe.example', undefined],
    ['/contact', undefined],
    ['//cafe.example', undefined],
    ['', undefined],
  ])('site %j links to %j', (link, href) => {
    expect(siteHref(link)).toBe(href);
  });
});
