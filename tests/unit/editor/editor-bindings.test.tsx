// @vitest-environment happy-dom
// @vitest-environment-options {"settings":{"handleDisabledFileLoadingAsSuccess":true}}
// The editor's controls write the shared editor state: presets, fonts, texts, device-only styles,
// undo/redo with the keyboard, and the save indicator including a failed save that keeps the edits.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContentSection } from '../../../frame/editor/sections/content-section';
import { DesignSection } from '../../../frame/editor/sections/design-section';
import { SettingsSection } from '../../../frame/editor/sections/settings-section';
import { EditorStore } from '../../../frame/editor/workspace/editor-store';
import { SaveStatus } from '../../../frame/editor/workspace/save-status';
import { useEditorKeys } from '../../../frame/editor/workspace/use-editor-keys';
import { useEditorSnapshot } from '../../../frame/editor/workspace/use-editor-store';
import { EditorHarness, renderInBuilder, sampleDoc } from './render-builder';
import { beforeAfterDefaults } from '../../../shared/widgets/before-after';
import { shareButtonsDefaults } from '../../../shared/widgets/share-buttons';
import { cookieConsentDefaults } from '../../../shared/widgets/cookie-consent';
import { videoGalleryDefaults } from '../../../shared/widgets/video-gallery';
import { logoShowcaseDefaults } from '../../../shared/widgets/logo-showcase';
import { newsFeedDefaults } from '../../../shared/widgets/news-feed';
import { mapDefaults } from '../../../shared/widgets/map';
import { businessHoursDefaults } from '../../../shared/widgets/business-hours';
import { socialLinksDefaults } from '../../../shared/widgets/social-links';
import { teamMembersDefaults } from '../../../shared/widgets/team-members';
import { fakeServer } from './fake-server';

/** Sets a select's value and fires change the way a browser does (testing-library's fireEvent.change
 *  did not reach listeners on these selects under happy-dom). */
function choose(el: HTMLElement, value: string) {
  (el as HTMLSelectElement).value = value;
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

const saveStatus = () => document.querySelector('.save-status')!.textContent;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function KeysAndStatus(props: { store: EditorStore }) {
  const snap = useEditorSnapshot(props.store);
  useEditorKeys({ undo: () => props.store.undo(), redo: () => props.store.redo(), save: () => {} });
  return <SaveStatus save={snap.save} />;
}

function design(store: EditorStore) {
  const { api } = fakeServer({});
  return renderInBuilder(
    <EditorHarness store={store}>
      <KeysAndStatus store={store} />
      <DesignSection />
    </EditorHarness>,
    api,
  );
}

describe('editor state bindings', () => {
  it('picking colour preset 5 sets colorScheme.preset and marks the widget changed', () => {
    const store = new EditorStore(sampleDoc());
    design(store);
    expect(saveStatus()).toBe('All changes saved');
    fireEvent.click(screen.getByRole('radio', { name: 'Preset 5' }));
    expect(store.snapshot.doc.data.colorScheme).toEqual({ preset: '5' });
    expect(screen.getByRole('radio', { name: 'Preset 5' }).getAttribute('aria-checked')).toBe('true');
    expect(saveStatus()).toBe('Unsaved changes');
  });

  it('offers every catalogue font and writes fontId', () => {
    const store = new EditorStore(sampleDoc());
    design(store);
    const select = screen.getByLabelText('Font') as HTMLSelectElement;
    expect(select.options.length).toBeGreaterThanOrEqual(40);
    choose(select, 'open-sans');
    expect(store.snapshot.doc.data.fontId).toBe('open-sans');
  });

  it('on mobile a size change writes deviceRewrites.mobile.styles only', () => {
    const store = new EditorStore(sampleDoc());
    store.setDevice('mobile');
    design(store);
    expect(screen.getByTestId('device-scope').textContent).toContain('mobile only');
    choose(screen.getByLabelText('Font size'), '24');
    expect((store.snapshot.doc.data.deviceRewrites as any).mobile.styles.fontSize).toBe(24);
    expect((store.snapshot.doc.data.styles as any).fontSize).toBe(14);
  });

  it('Ctrl+Z undoes and Ctrl+Shift+Z redoes the last edit', () => {
    const store = new EditorStore(sampleDoc());
    design(store);
    fireEvent.click(screen.getByRole('radio', { name: 'Preset 3' }));
    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(store.snapshot.doc.data.colorScheme).toEqual({ preset: '1' });
    fireEvent.keyDown(window, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(store.snapshot.doc.data.colorScheme).toEqual({ preset: '3' });
    fireEvent.keyDown(window, { key: 'z', metaKey: true });
    expect(store.snapshot.doc.data.colorScheme).toEqual({ preset: '1' });
  });

  it('typing a burst of text is one undo step once history has entries (300 ms debounce)', () => {
    vi.useFakeTimers();
    const store = new EditorStore(sampleDoc());
    const { api } = fakeServer({});
    renderInBuilder(
      <EditorHarness store={store}>
        <ContentSection />
      </EditorHarness>,
      api,
    );
    const title = screen.getByLabelText('Title');
    fireEvent.input(title, { target: { value: 'A' } });
    fireEvent.input(title, { target: { value: 'AB' } });
    for (const v of ['ABC', 'ABCD', 'ABCDE']) fireEvent.input(title, { target: { value: v } });
    vi.advanceTimersByTime(350);
    expect(store.snapshot.doc.data.title).toBe('ABCDE');
    store.undo();
    expect(store.snapshot.doc.data.title).toBe('AB');
  });

  it('a picture in a group of settings (a before / after image) gets an address box and an Upload button, and the address typed is written', () => {
    const store = new EditorStore(sampleDoc(structuredClone(beforeAfterDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="before_after">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    expect((screen.getByLabelText('Upload Before image') as HTMLInputElement).accept).toBe('image/*');
    expect(screen.getByLabelText('Upload After image')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('After image'), { target: { value: 'https://cdn.example/after.jpg' } });
    expect(store.snapshot.doc.data.afterImage).toEqual({ ...beforeAfterDefaults.afterImage, src: 'https://cdn.example/after.jpg' });
  });

  it('share buttons: each network is a box named as the widget names it, and a ticked one takes its place in the set’s order', () => {
    const store = new EditorStore(sampleDoc(structuredClone(shareButtonsDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="share_buttons">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    const group = screen.getByRole('group', { name: 'Share buttons' });
    const boxes = [...group.querySelectorAll('input[type=checkbox]')] as HTMLInputElement[];
    expect(boxes.map((b) => [b.labels?.[0]?.textContent, b.checked])).toEqual([
      ['Facebook', true], ['X', true], ['LinkedIn', true], ['WhatsApp', true], ['Telegram', false], ['Pinterest', false], ['Reddit', false], ['Email', true], ['Copy link', true],
    ]);
    fireEvent.click(screen.getByLabelText('Reddit'));
    expect(store.snapshot.doc.data.networks).toEqual(['facebook', 'x', 'linkedin', 'whatsapp', 'reddit', 'email', 'copy']);
  });

  it('consent banner: the kinds of cookies offered under Customize are ticked from the set, in its order', () => {
    const store = new EditorStore(sampleDoc(structuredClone(cookieConsentDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="cookie_consent">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    const group = screen.getByRole('group', { name: 'Kinds of cookies visitors can allow one by one (Customize)' });
    const boxes = [...group.querySelectorAll('input[type=checkbox]')] as HTMLInputElement[];
    expect(boxes.map((b) => [b.labels?.[0]?.textContent, b.checked])).toEqual([
      ['Functional', false], ['Analytics (Tessera’s own visitor counts follow it)', true], ['Marketing', true],
    ]);
    fireEvent.click(screen.getByLabelText('Functional'));
    expect(store.snapshot.doc.data.categories).toEqual(['functional', 'analytics', 'marketing']);
    expect((screen.getByLabelText('What marketing cookies do') as HTMLTextAreaElement).value).toBe(cookieConsentDefaults.marketingText);
  });

  it('video gallery: the videos are a list whose new video has an address, a title, a description and a thumbnail with an Upload button; the play mode and shape are picked by name', () => {
    const store = new EditorStore(sampleDoc(structuredClone(videoGalleryDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="video_gallery">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Add video' }));
    const added = (store.snapshot.doc.data.videos as Record<string, unknown>[])[3]!;
    expect(Object.keys(added).sort()).toEqual(['description', 'id', 'thumbnail', 'title', 'url']);
    expect((screen.getByLabelText('Upload Thumbnail') as HTMLInputElement).accept).toBe('image/*');
    // The address's upload button offers video files.
    expect((screen.getByLabelText('Upload Video (a YouTube or Vimeo link, or a video file)') as HTMLInputElement).accept).toBe('video/mp4,video/webm,video/quicktime,.mp4,.m4v,.webm,.mov');
    fireEvent.input(screen.getByLabelText('Video (a YouTube or Vimeo link, or a video file)'), { target: { value: 'https://youtu.be/eRsGyueVLvQ' } });
    expect((store.snapshot.doc.data.videos as Record<string, unknown>[])[3]!.url).toBe('https://youtu.be/eRsGyueVLvQ');
    const mode = screen.getByLabelText('Videos play') as HTMLSelectElement;
    expect([...mode.options].map((o) => o.textContent)).toEqual(['In a window over the page, with previous and next', 'In place of the video’s card']);
    choose(mode, 'inline');
    expect(store.snapshot.doc.data.playMode).toBe('inline');
    const shape = screen.getByLabelText('Aspect') as HTMLSelectElement;
    expect([...shape.options].map((o) => o.textContent)).toEqual(['Wide (16:9)', 'Classic (4:3)', 'Square (1:1)', 'Tall, for shorts and reels (9:16)']);
    choose(shape, '9:16');
    expect(store.snapshot.doc.data.aspect).toBe('9:16');
  });

  it('map: a location’s coordinates, phone and site are labelled as a location’s, a new location has no coordinates (not 0, 0), and the provider is picked by name', () => {
    const store = new EditorStore(sampleDoc(structuredClone(mapDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="map">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lumen Coffee, Riverside' }));
    const coordinates = screen.getByLabelText(/^Coordinates: latitude, longitude \(needed by OpenStreetMap/) as HTMLInputElement;
    expect([coordinates.value, coordinates.placeholder]).toEqual(['52.3667, 4.9041', '48.8584, 2.2945']);
    fireEvent.input(coordinates, { target: { value: '52.37, 4.9' } });
    fireEvent.input(screen.getByLabelText('Phone (optional)'), { target: { value: '+1 555 0199' } });
    fireEvent.input(screen.getByLabelText('Site (optional, opens in a new tab)'), { target: { value: 'https://lumen-coffee.example/river' } });
    const locations = () => store.snapshot.doc.data.locations as Record<string, unknown>[];
    expect(locations()[1]).toMatchObject({ id: 'loc-riverside', coordinates: '52.37, 4.9', phone: '+1 555 0199', link: 'https://lumen-coffee.example/river' });
    fireEvent.click(screen.getByRole('button', { name: 'Add location' }));
    expect(locations()[2]).toMatchObject({ name: 'New item 3', address: '', coordinates: '', phone: '', link: '' });
    const provider = screen.getByLabelText('Map provider') as HTMLSelectElement;
    expect([...provider.options].map((o) => o.textContent)).toEqual(['Google Maps (finds a location by its address)', 'OpenStreetMap (each location needs its coordinates)']);
    choose(provider, 'osm');
    expect(store.snapshot.doc.data.provider).toBe('osm');
    expect(screen.getByLabelText(/^Zoom \(1 shows the world, 20 a building\)/)).toBeTruthy();
    expect(screen.getByLabelText(/^Map height/)).toBeTruthy();
    const atOnce = screen.getByLabelText('Load the map at once, without the Show map button (only if your site asks visitors’ consent itself)') as HTMLInputElement;
    expect(atOnce.checked).toBe(false);
    fireEvent.click(atOnce);
    expect(store.snapshot.doc.data.loadImmediately).toBe(true);
  });

  it('logo showcase: a logo has an Upload button for its picture, its name and site labelled as a logo’s, and a new logo is named', () => {
    const store = new EditorStore(sampleDoc(structuredClone(logoShowcaseDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="logo_showcase">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Orbitly' }));
    expect((screen.getByLabelText('Upload Image') as HTMLInputElement).accept).toBe('image/*');
    const site = screen.getByLabelText('Company site (optional, opens in a new tab)') as HTMLInputElement;
    expect([site.value, site.placeholder]).toEqual(['https://orbitly.example/', 'https://']);
    fireEvent.input(screen.getByLabelText('Company name (read by screen readers, shown if the logo fails)'), { target: { value: 'Orbitly Inc.' } });
    fireEvent.input(site, { target: { value: 'https://orbitly.example/customers' } });
    const logos = () => store.snapshot.doc.data.logos as Record<string, unknown>[];
    expect(logos()[2]).toEqual({ id: 'logo-orbitly', image: '/static/demo/logos/orbitly.svg', name: 'Orbitly Inc.', link: 'https://orbitly.example/customers' });
    fireEvent.click(screen.getByRole('button', { name: 'Add logo' }));
    expect(logos()[6]).toMatchObject({ image: '', name: 'New item 7', link: '' });
    expect(screen.getByRole('combobox', { name: 'Layout' })).toBeTruthy();
    expect(screen.getByLabelText('Logos in grey until the visitor points at or focuses one')).toBeTruthy();
    expect(screen.getByLabelText('Show each company’s name under its logo')).toBeTruthy();
  });

  it('social links: a profile’s network is picked from the list, its address box hints what that network takes, and settings read as icons’', async () => {
    const store = new EditorStore(sampleDoc(structuredClone(socialLinksDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="social_links">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Café Lumen (Instagram)' }));
    const address = () => screen.getByLabelText('Profile: its address, or the username or number') as HTMLInputElement;
    expect([address().value, address().placeholder]).toEqual(['@cafe.lumen.example', 'An Instagram username, such as @yourcafe, or its address']);
    const network = screen.getByRole('combobox', { name: 'Network' }) as HTMLSelectElement;
    expect([...network.options].map((o) => o.textContent)).toContain('Mastodon');
    choose(network, 'mastodon');
    await act(async () => {});
    expect(address().placeholder).toBe('A Mastodon account, such as @yourcafe@mastodon.social, or its address');
    fireEvent.input(address(), { target: { value: '@cafe@mastodon.example' } });
    fireEvent.input(screen.getByLabelText('Whose profile (optional; the link reads "Café Lumen on Instagram")'), { target: { value: 'Lumen' } });
    const profiles = () => store.snapshot.doc.data.profiles as Record<string, unknown>[];
    expect(profiles()[0]).toEqual({ id: 'instagram', network: 'mastodon', address: '@cafe@mastodon.example', label: 'Lumen' });
    expect(screen.getByRole('combobox', { name: 'Icon shape' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Icon colours' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Icons’ alignment' })).toBeTruthy();
    expect(screen.getByLabelText('Show each profile’s name beside its icon')).toBeTruthy();
  });

  it('news feed: a post’s day has a date picker, its picture an Upload button for images, its summary a box of several lines', () => {
    const store = new EditorStore(sampleDoc(structuredClone(newsFeedDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="news_feed">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Our autumn tasting, in pictures' }));
    expect((screen.getByLabelText('Upload Picture (optional)') as HTMLInputElement).accept).toBe('image/*');
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect([date.type, date.value]).toEqual(['date', '2026-10-28']);
    fireEvent.input(date, { target: { value: '2026-11-03' } });
    expect(screen.getByLabelText('Summary').tagName).toBe('TEXTAREA');
    const link = screen.getByLabelText('The full post (optional, opens in a new tab)') as HTMLInputElement;
    fireEvent.input(link, { target: { value: 'https://cafe.example/news/tasting' } });
    const posts = () => store.snapshot.doc.data.posts as Record<string, unknown>[];
    expect(posts()[1]).toMatchObject({ id: 'post-tasting', date: '2026-11-03', link: 'https://cafe.example/news/tasting' });
    fireEvent.click(screen.getByRole('button', { name: 'Add post' }));
    expect(posts()[3]).toMatchObject({ title: 'New item 4', link: '', summary: '', image: '' });
    expect(screen.getByLabelText('Posts shown, at most (newest first)')).toBeTruthy();
    expect(screen.getByLabelText('Characters of each summary shown (0: none)')).toBeTruthy();
    const layout = screen.getByRole('combobox', { name: 'Layout' }) as HTMLSelectElement;
    expect([...layout.options].map((o) => o.textContent)).toEqual(['A list, each picture beside its text', 'Cards side by side']);
  });

  it('business hours: each day of the week is named by its day, its hours typed one range per line, closed or open 24 hours ticked; a special day gets a date picker; the zone, clock and layout are picked by name', () => {
    const store = new EditorStore(sampleDoc(structuredClone(businessHoursDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="business_hours">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    const week = () => store.snapshot.doc.data.week as Record<string, unknown>[];
    const specials = () => store.snapshot.doc.data.specialDays as Record<string, unknown>[];
    expect(screen.getByRole('button', { name: 'Wednesday' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wednesday' }));
    expect((screen.getByRole('combobox', { name: 'Day' }) as HTMLSelectElement).value).toBe('wednesday');
    const hours = screen.getByLabelText('Hours, such as 09:00-17:00; two for a break; 22:00-02:00 runs past midnight (one per line)') as HTMLTextAreaElement;
    expect(hours.value).toBe('09:00-12:00\n13:00-17:00');
    fireEvent.input(hours, { target: { value: '08:00-12:00\n13:30-18:00' } });
    expect(week()[2]).toMatchObject({ day: 'wednesday', ranges: ['08:00-12:00', '13:30-18:00'], closed: false, allDay: false });
    fireEvent.click(screen.getByLabelText('Open 24 hours'));
    expect(week()[2]!.allDay).toBe(true);
    fireEvent.click(screen.getByLabelText('Closed all day'));
    expect(week()[2]!.closed).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Add special day' }));
    expect(specials()[2]).toMatchObject({ date: '', label: 'New item 3', closed: false, allDay: false, ranges: [] });
    const date = screen.getByLabelText('Date') as HTMLInputElement;
    expect(date.type).toBe('date');
    fireEvent.input(date, { target: { value: '2026-12-24' } });
    fireEvent.input(screen.getByLabelText('Name (Christmas Day, Inventory...)'), { target: { value: 'Christmas Eve' } });
    fireEvent.input(screen.getByLabelText('Hours that day, such as 10:00-14:00 (one per line)'), { target: { value: '09:00-13:00' } });
    expect(specials()[2]).toMatchObject({ date: '2026-12-24', label: 'Christmas Eve', ranges: ['09:00-13:00'] });

    const zone = screen.getByRole('combobox', { name: 'In the time zone' }) as HTMLSelectElement;
    expect([...zone.options].map((o) => o.value)).toContain('Europe/Berlin');
    choose(zone, 'Europe/Berlin');
    expect(store.snapshot.doc.data.timeZone).toBe('Europe/Berlin');
    const clock = screen.getByRole('combobox', { name: 'Clock' }) as HTMLSelectElement;
    expect([...clock.options].map((o) => o.textContent)).toEqual(['The visitor’s usual clock (9:00 AM in the US, 09:00 in France)', '12-hour (9:00 AM)', '24-hour (09:00)']);
    choose(clock, '24h');
    choose(screen.getByRole('combobox', { name: 'Layout' }), 'today');
    choose(screen.getByRole('combobox', { name: 'Week starts on' }), 'sunday');
    expect([store.snapshot.doc.data.timeFormat, store.snapshot.doc.data.layout, store.snapshot.doc.data.weekStart]).toEqual(['24h', 'today', 'sunday']);
    expect(screen.getByLabelText('Status when open')).toBeTruthy();
  });

  it('team members: a member’s photo has an Upload button for images, its bio a box of several lines, each link a box labelled by its kind; a new member has every link box', () => {
    const store = new EditorStore(sampleDoc(structuredClone(teamMembersDefaults)));
    renderInBuilder(
      <EditorHarness store={store} type="team_members">
        <ContentSection />
      </EditorHarness>,
      fakeServer({}).api,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Priya Shah' }));
    expect((screen.getByLabelText('Upload Photo (optional; initials without one)') as HTMLInputElement).accept).toBe('image/*');
    expect(screen.getByLabelText('Bio').tagName).toBe('TEXTAREA');
    expect((screen.getByLabelText('Role or job title') as HTMLInputElement).value).toBe('Pastry chef');
    const linkedin = screen.getByLabelText('LinkedIn profile (optional)') as HTMLInputElement;
    expect([linkedin.value, linkedin.placeholder]).toEqual(['', 'https://www.linkedin.com/in/']);
    fireEvent.input(linkedin, { target: { value: 'https://www.linkedin.com/in/priya' } });
    fireEvent.input(screen.getByLabelText('Phone (optional)'), { target: { value: '+1 555 0101' } });
    for (const label of ['Email (optional)', 'Web site (optional, opens in a new tab)', 'X (Twitter) profile (optional)', 'Instagram profile (optional)', 'GitHub profile (optional)']) expect(screen.getByLabelText(label)).toBeTruthy();
    const members = () => store.snapshot.doc.data.members as Record<string, unknown>[];
    expect(members()[2]).toMatchObject({ id: 'member-priya-shah', linkedin: 'https://www.linkedin.com/in/priya', phone: '+1 555 0101', website: 'https://priya-bakes.example/' });
    fireEvent.click(screen.getByRole('button', { name: 'Add member' }));
    expect(members()[4]).toMatchObject({ photo: '', role: '', bio: '', email: '', phone: '', website: '', linkedin: '', x: '', instagram: '', github: '' });
    expect(screen.getByLabelText('Characters of a bio shown before “Read more” (0: the whole bio)')).toBeTruthy();
    expect(screen.getByLabelText('Show each member’s bio')).toBeTruthy();
    expect(screen.getByLabelText('“Read more” button text (a cut bio)')).toBeTruthy();
    const shape = screen.getByRole('combobox', { name: 'Photo shape' }) as HTMLSelectElement;
    expect([...shape.options].map((o) => o.textContent)).toEqual(['Round', 'Square']);
    const layout = screen.getByRole('combobox', { name: 'Layout' }) as HTMLSelectElement;
    expect([...layout.options].map((o) => o.textContent).sort()).toEqual(['A list, each photo beside its text', 'Cards side by side']);
  });

  it('settings edit the name and show custom CSS syntax errors with their line', () => {
    const store = new EditorStore(sampleDoc());
    const { api } = fakeServer({});
    renderInBuilder(
      <EditorHarness store={store}>
        <SettingsSection />
      </EditorHarness>,
      api,
    );
    fireEvent.input(screen.getByLabelText('Name'), { target: { value: 'Contact form' } });
    expect(store.snapshot.doc.name).toBe('Contact form');
    fireEvent.input(screen.getByLabelText('CSS for this widget'), { target: { value: '.a { color: red;\n' } });
    expect(screen.getByText(/Line 1: A \{ is not closed/)).toBeTruthy();
  });

  it('a failed save keeps the edits and says why; a later save succeeds', async () => {
    const store = new EditorStore(sampleDoc());
    render(<KeysAndStatus store={store} />);
    store.change((d) => ({ ...d, name: 'Edited' }));
    const failed = await store.save(async () => Promise.reject(Object.assign(new Error('x'), { serverMessage: 'Widget data must be at most 256 KB.' })), (e) => (e as { serverMessage: string }).serverMessage);
    expect(failed).toBe(false);
    expect(store.snapshot.doc.name).toBe('Edited');
    expect(await screen.findByText('Not saved: Widget data must be at most 256 KB.')).toBeTruthy();
    let sent: unknown;
    expect(await store.save(async (d) => (sent = d), String)).toBe(true);
    expect((sent as { name: string }).name).toBe('Edited');
    expect(store.snapshot.save).toMatchObject({ isChanged: false, hasError: false, saving: false });
  });
});
