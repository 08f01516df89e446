// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"enableIframePageLoading":true,"handleDisabledFileLoadingAsSuccess":true}}
// Map: a facade of ours with the location's name and address and a "Show map" button naming the provider,
// and nothing of Google's or OpenStreetMap's map until the click; then their frame, titled, focused, at
// the location's address; the owner's "load at once"; several locations as a list whose pressed button
// puts its location on the map; directions, phone and site links, each an engagement event; French texts.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/map/index';
import type { WidgetContext } from '../../../frame/widgets/types';
import { mapDefaults, type MapData, type MapLocation } from '../../../shared/widgets/map';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';
import { interceptFetches } from '../../helpers/intercept-fetches';

afterEach(cleanup);

// The providers' pages, answered here (this machine reaches no other site), and what was asked of them.
const fetched = interceptFetches('Map');

const HARBOUR: MapLocation = { id: 'harbour', name: 'Café Harbour', address: 'Harbour St 14 & Co, Old Town', coordinates: '', description: 'Open from 7.', phone: '+1 (555) 010-0100', link: 'https://cafe.example/harbour' };
const RIVER: MapLocation = { id: 'river', name: 'Café River', address: 'Riverside Walk 3', coordinates: '52.3667, 4.9041', description: '', phone: '', link: '' };
const HARBOUR_MAP = 'https://www.google.com/maps?q=Harbour%20St%2014%20%26%20Co%2C%20Old%20Town&z=15&output=embed';
const RIVER_MAP = 'https://www.google.com/maps?q=52.3667%2C4.9041&z=15&output=embed';

const Widget = module.Widget;
function show(over: Partial<MapData> = {}, ctxOver: Partial<WidgetContext> = {}) {
  const made = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('map', { ...mapDefaults, locations: [HARBOUR], ...over })} ctx={made.ctx} />);
  return made;
}
/** Anything in the document that would reach a provider: a frame, or one of their addresses in a src. */
const providerFrames = () => [...document.querySelectorAll('iframe')].map((f) => f.getAttribute('src'));
const facade = () => document.querySelector('.mp-facade') as HTMLElement | null;

describe('map facade', () => {
  it('shows the location’s name, address and a Show map button naming Google, with no map and nothing fetched', () => {
    show();
    expect(providerFrames()).toEqual([]);
    expect(fetched).toEqual([]);
    expect(within(facade()!).getByText('Café Harbour')).toBeTruthy();
    expect(within(facade()!).getByText('Harbour St 14 & Co, Old Town')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Show map' });
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe('The map is loaded from Google Maps, which may set cookies.');
    // The map's box has the owner's height before and after the click.
    expect((document.querySelector('.mp-map') as HTMLElement).style.getPropertyValue('--mp-h')).toBe('360px');
  });

  it('makes Google’s frame only on the click, titled after the location, focused, fetched, and reports it', async () => {
    const { rec } = show({ mapHeight: 420 });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show map' })));
    const frame = screen.getByTitle('Map of Café Harbour') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe(HARBOUR_MAP);
    expect(document.activeElement).toBe(frame);
    expect(facade()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect((document.querySelector('.mp-map') as HTMLElement).style.getPropertyValue('--mp-h')).toBe('420px');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(fetched).toEqual([HARBOUR_MAP]);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'show_map', entityPath: 'locations/harbour' }]);
  });

  it('asks OpenStreetMap for its embed at the point when the owner chose it, and names it in the note', async () => {
    show({ provider: 'osm', locations: [RIVER], zoom: 10 });
    expect(screen.getByText('The map is loaded from OpenStreetMap, which may set cookies.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show map' })));
    expect(providerFrames()).toEqual(['https://www.openstreetmap.org/export/embed.html?bbox=4.376756,52.2057,5.431444,52.5277&layer=mapnik&marker=52.3667,4.9041']);
  });

  it('offers no map for a location OpenStreetMap cannot place (no coordinates), and keeps its directions', () => {
    show({ provider: 'osm', locations: [HARBOUR] });
    expect(screen.queryByRole('button', { name: 'Show map' })).toBeNull();
    expect(providerFrames()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Get directions' }).getAttribute('href')).toBe('https://www.openstreetmap.org/directions?to=Harbour%20St%2014%20%26%20Co%2C%20Old%20Town');
  });

  it('loads the map at once, lazily and without a facade, when the owner asked for it', () => {
    show({ loadImmediately: true });
    expect(facade()).toBeNull();
    const frame = screen.getByTitle('Map of Café Harbour');
    expect([frame.getAttribute('src'), frame.getAttribute('loading')]).toEqual([HARBOUR_MAP, 'lazy']);
    expect(document.activeElement).not.toBe(frame);
  });

  it('renders the owner’s texts as text, never as markup', () => {
    show({ locations: [{ ...HARBOUR, name: '<img src=x onerror=alert(1)>' }], showMapText: '<b>Map</b>' });
    expect(document.querySelector('.tw-map img, .tw-map b')).toBeNull();
    expect(screen.getByRole('button', { name: '<b>Map</b>' })).toBeTruthy();
  });

  it('says there are no locations yet when there are none', () => {
    show({ locations: [] });
    expect(screen.getByText('No locations yet.')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('map links', () => {
  it('gives directions, the phone and the site, in new tabs without an opener (the phone to its app), each reported', () => {
    const { rec } = show();
    const directions = screen.getByRole('link', { name: 'Get directions' });
    const site = screen.getByRole('link', { name: 'Website' });
    const call = screen.getByRole('link', { name: 'Call +1 (555) 010-0100' });
    expect(directions.getAttribute('href')).toBe('https://www.google.com/maps/dir/?api=1&destination=Harbour%20St%2014%20%26%20Co%2C%20Old%20Town');
    expect(site.getAttribute('href')).toBe('https://cafe.example/harbour');
    expect(call.getAttribute('href')).toBe('tel:+15550100100');
    for (const a of [directions, site]) expect([a.getAttribute('target'), a.getAttribute('rel')]).toEqual(['_blank', 'noopener noreferrer']);
    expect(call.hasAttribute('target')).toBe(false);
    // Each link is described by its location's name ("Get directions", "Café Harbour").
    expect(document.getElementById(directions.getAttribute('aria-describedby')!)!.textContent).toBe('Café Harbour');
    for (const a of [directions, call, site]) fireEvent.click(a);
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'directions', entityPath: 'locations/harbour' },
      { interaction: 'click', eventSubType: 'call', entityPath: 'locations/harbour' },
      { interaction: 'click', eventSubType: 'website', entityPath: 'locations/harbour' },
    ]);
    // Opening a link makes no map: the facade is still there.
    expect([providerFrames(), !!facade()]).toEqual([[], true]);
  });

  it('renders no site link for a javascript: one that got past the schema, nor a phone of letters', () => {
    show({ locations: [{ ...HARBOUR, link: 'javascript:alert(1)', phone: 'ask us' }] });
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['https://www.google.com/maps/dir/?api=1&destination=Harbour%20St%2014%20%26%20Co%2C%20Old%20Town']);
  });
});

describe('map with several locations', () => {
  it('lists them, the first pressed and on the facade; picking another puts it on the shown map and reports it', async () => {
    const { rec } = show({ locations: [HARBOUR, RIVER] });
    const list = screen.getByRole('list', { name: 'Locations' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const names = within(list).getAllByRole('button');
    expect(names.map((b) => [b.textContent, b.getAttribute('aria-pressed')])).toEqual([['Café Harbour', 'true'], ['Café River', 'false']]);
    expect(names.every((b) => b.getAttribute('aria-controls') === document.querySelector('.mp-map')!.id)).toBe(true);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Café Harbour', 'Café River']);

    fireEvent.click(names[1]!);
    expect(names.map((b) => b.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    // The facade follows the pick, still nothing fetched; the focus stays on the pressed button.
    expect(within(facade()!).getByText('Café River')).toBeTruthy();
    expect(providerFrames()).toEqual([]);
    expect(document.activeElement === names[1] || document.activeElement === document.body).toBe(true);

    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Show map' })));
    expect(providerFrames()).toEqual([RIVER_MAP]);
    fireEvent.click(names[0]!);
    expect(screen.getByTitle('Map of Café Harbour').getAttribute('src')).toBe(HARBOUR_MAP);
    // Pressing the location already on the map changes nothing and reports nothing.
    fireEvent.click(names[0]!);
    expect(rec.engagement.map((e) => [e.eventSubType, e.entityPath])).toEqual([
      ['select', 'locations/river'],
      ['show_map', 'locations/river'],
      ['select', 'locations/harbour'],
    ]);
  });

  it('gives each location its own directions, described by its name', () => {
    show({ locations: [HARBOUR, RIVER] });
    const links = screen.getAllByRole('link', { name: 'Get directions' });
    expect(links.map((a) => [a.getAttribute('href'), document.getElementById(a.getAttribute('aria-describedby')!)!.textContent])).toEqual([
      ['https://www.google.com/maps/dir/?api=1&destination=Harbour%20St%2014%20%26%20Co%2C%20Old%20Town', 'Café Harbour'],
      ['https://www.google.com/maps/dir/?api=1&destination=52.3667%2C4.9041', 'Café River'],
    ]);
  });
});

describe('map texts', () => {
  it('reads the title, the button, the links and each location’s name and description in French', async () => {
    const fr = {
      title: 'Venez nous voir',
      showMapText: 'Afficher la carte',
      noteText: 'La carte est chargée depuis {provider}.',
      directionsText: 'Itinéraire',
      websiteText: 'Site',
      callText: 'Appeler',
      mapTitle: 'Carte : {name}',
      locations: 'Adresses',
      'location.harbour.name': 'Café du Port',
      'location.harbour.description': 'Ouvert dès 7 h.',
    };
    const { rec } = show({ locations: [HARBOUR, RIVER], localization: { languages: { 'fr-FR': fr } } }, { language: 'fr-FR' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Venez nous voir');
    expect(screen.getByRole('list', { name: 'Adresses' })).toBeTruthy();
    expect(screen.getByText('Ouvert dès 7 h.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Itinéraire' })).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Site' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Appeler +1 (555) 010-0100' })).toBeTruthy();
    expect(screen.getByText('La carte est chargée depuis Google Maps.')).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Afficher la carte' })));
    expect(screen.getByTitle('Carte : Café du Port')).toBeTruthy();
    // The owner's id, whatever the visitor's language.
    expect(rec.engagement[0]).toEqual({ interaction: 'click', eventSubType: 'show_map', entityPath: 'locations/harbour' });
  });
});
