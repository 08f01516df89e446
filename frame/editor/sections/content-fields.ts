// What the Content section cannot guess from a widget's data alone: which strings come from a fixed set
// (a select, not a text box), the bounds of a number, which string lists are free lines and which are a
// pick from a set, and the labels a key's name does not say well. Keyed by widget type, then by data
// path ("leadCapture.fields"). Each option and bound is the one the type's data schema enforces, so the
// builder never offers a value the server refuses (tests/unit/editor/content-fields.test.ts checks it).
import { AI_CHAT_POSITIONS, AI_CHAT_VARIANTS, LEAD_FIELDS } from '../../../shared/widgets/ai-chat';
import { PAYMENT_AMOUNT, PAYMENT_CURRENCIES } from '../../../shared/payments/currencies';
import { MAX_LISTED_EVENTS } from '../../../shared/widgets/event-list';
import { GALLERY_ASPECTS } from '../../../shared/widgets/image-gallery';
import { NOTIFICATION_BAR_POSITIONS } from '../../../shared/widgets/notification-bar';
import { COUNTDOWN_MODES, MAX_EVERGREEN_MINUTES } from '../../../shared/widgets/countdown';
import { TESTIMONIAL_LAYOUTS } from '../../../shared/widgets/testimonials';
import { COOKIE_CATEGORIES, COOKIE_CONSENT_POSITIONS } from '../../../shared/widgets/cookie-consent';
import { CHANNEL_VALUE, CHAT_BUTTON_POSITIONS, CHAT_CHANNELS, type ChatChannelKind } from '../../../shared/widgets/chat-button';
import { FORM_FIELD_TYPES } from '../../../shared/widgets/form';
import { BEFORE_AFTER_ASPECTS, BEFORE_AFTER_ORIENTATIONS } from '../../../shared/widgets/before-after';
import { NETWORK_TEXTS, SHARE_ALIGNMENTS, SHARE_BUTTON_COLORS, SHARE_BUTTON_SIZES, SHARE_NETWORKS } from '../../../shared/widgets/share-buttons';
import { MAX_VIDEO_COLUMNS, VIDEO_ASPECTS, VIDEO_PLAY_MODES } from '../../../shared/widgets/video-gallery';
import { LOGO_HEIGHTS, LOGO_LAYOUTS, MAX_LOGO_COLUMNS } from '../../../shared/widgets/logo-showcase';
import { SOCIAL_ALIGNMENTS, SOCIAL_ICON_COLORS, SOCIAL_ICON_SHAPES, SOCIAL_ICON_SIZES, SOCIAL_NETWORKS, SOCIAL_RULES, type SocialNetwork } from '../../../shared/widgets/social-links';
import { BIO_LENGTH, MAX_TEAM_COLUMNS, PHOTO_SHAPES, TEAM_LAYOUTS } from '../../../shared/widgets/team-members';
import { FEED_LAYOUTS, MAX_FEED_COLUMNS, MAX_FEED_POSTS, SUMMARY_LENGTH } from '../../../shared/widgets/news-feed';
import { MAP_PROVIDERS, MAX_MAP_HEIGHT, MAX_ZOOM, MIN_MAP_HEIGHT, MIN_ZOOM } from '../../../shared/widgets/map';
import { HOURS_LAYOUTS, MAX_SOON_MINUTES, MAX_UPCOMING_DAYS, TIME_FORMATS, WEEK_STARTS, WEEKDAYS } from '../../../shared/widgets/business-hours';

/** The time zones this browser knows (IANA names), UTC first. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}

export type FieldHint =
  | { kind: 'choice'; options: readonly string[]; labels?: Record<string, string> }
  | { kind: 'number'; min: number; max: number; suffix?: string; step?: number }
  /** A list of free strings, one per line. */
  | { kind: 'lines' }
  /** A list of strings picked from a set, one checkbox each. */
  | { kind: 'choices'; options: readonly string[]; labels?: Record<string, string> }
  /** Set by a control of its own (the event list's calendar, the gallery's Airtable table, picked from
   *  the signed-in account's). */
  | { kind: 'hidden' }
  /** A wall-clock date and time ("2027-07-01T00:00"), in the browser's picker. */
  | { kind: 'datetime' };

export const FIELD_HINTS: Readonly<Record<string, Readonly<Record<string, FieldHint>>>> = {
  ai_chat: {
    variant: { kind: 'choice', options: AI_CHAT_VARIANTS, labels: { bubble: 'A chat bubble in a corner of the page', inline: 'In the page, where the widget is placed' } },
    position: { kind: 'choice', options: AI_CHAT_POSITIONS },
    starterQuestions: { kind: 'lines' },
    'leadCapture.fields': { kind: 'choices', options: LEAD_FIELDS },
  },
  image_gallery: {
    aspect: { kind: 'choice', options: GALLERY_ASPECTS, labels: { square: 'Square tiles', original: "Each photo's own shape" } },
    columns: { kind: 'number', min: 1, max: 8 },
    gap: { kind: 'number', min: 0, max: 200, suffix: 'px' },
    sourceTable: { kind: 'hidden' },
  },
  form: {
    'payment.amount': { kind: 'number', ...PAYMENT_AMOUNT, step: 0.01 },
    'payment.currency': { kind: 'choice', options: PAYMENT_CURRENCIES, labels: Object.fromEntries(PAYMENT_CURRENCIES.map((c) => [c, c])) },
  },
  event_list: {
    maxEvents: { kind: 'number', min: 1, max: MAX_LISTED_EVENTS },
    calendarId: { kind: 'hidden' },
  },
  pdf_gallery: {
    columns: { kind: 'number', min: 1, max: 8 },
  },
  countdown: {
    mode: { kind: 'choice', options: COUNTDOWN_MODES, labels: { date: 'Until a date and time, the same for everyone', evergreen: 'For a number of minutes from each visitor’s first view' } },
    endsAt: { kind: 'datetime' },
    timeZone: { kind: 'choice', options: timeZones() },
    evergreenMinutes: { kind: 'number', min: 1, max: MAX_EVERGREEN_MINUTES, suffix: 'minutes' },
  },
  pricing_table: {
    columns: { kind: 'number', min: 1, max: 4 },
  },
  cookie_consent: {
    position: { kind: 'choice', options: COOKIE_CONSENT_POSITIONS, labels: { bottom: 'A bar across the bottom of the page', 'bottom-left': 'A card in the bottom left corner', 'bottom-right': 'A card in the bottom right corner' } },
    categories: { kind: 'choices', options: COOKIE_CATEGORIES, labels: { functional: 'Functional', analytics: 'Analytics (Tessera’s own visitor counts follow it)', marketing: 'Marketing' } },
  },
  testimonials: {
    layout: { kind: 'choice', options: TESTIMONIAL_LAYOUTS, labels: { grid: 'Cards side by side', carousel: 'A carousel, one screenful at a time' } },
    columns: { kind: 'number', min: 1, max: 4 },
  },
  before_after: {
    startPosition: { kind: 'number', min: 0, max: 100, suffix: '%' },
    orientation: { kind: 'choice', options: BEFORE_AFTER_ORIENTATIONS, labels: { horizontal: 'Side by side, the divider moved left and right', vertical: 'One above the other, the divider moved up and down' } },
    aspectRatio: {
      kind: 'choice',
      options: BEFORE_AFTER_ASPECTS,
      labels: { original: 'The pictures’ own shape (the height settles once they load)', '16:9': 'Wide (16:9)', '3:2': 'Photo (3:2)', '4:3': 'Classic (4:3)', '1:1': 'Square (1:1)' },
    },
  },
  notification_bar: {
    position: { kind: 'choice', options: NOTIFICATION_BAR_POSITIONS, labels: { top: 'Top of the page', bottom: 'Bottom of the page' } },
  },
  chat_button: {
    position: { kind: 'choice', options: CHAT_BUTTON_POSITIONS, labels: { 'bottom-right': 'Bottom right corner', 'bottom-left': 'Bottom left corner' } },
  },
  share_buttons: {
    networks: { kind: 'choices', options: SHARE_NETWORKS, labels: Object.fromEntries(SHARE_NETWORKS.map((n) => [n, NETWORK_TEXTS[n].name])) },
    alignment: { kind: 'choice', options: SHARE_ALIGNMENTS, labels: { start: 'At the start of the line', center: 'Centred', end: 'At the end of the line' } },
    buttonSize: { kind: 'choice', options: SHARE_BUTTON_SIZES },
    buttonColors: { kind: 'choice', options: SHARE_BUTTON_COLORS, labels: { brand: 'Each network’s own colour', accent: 'The widget’s accent colour' } },
  },
  video_gallery: {
    columns: { kind: 'number', min: 1, max: MAX_VIDEO_COLUMNS },
    aspect: { kind: 'choice', options: VIDEO_ASPECTS, labels: { '16:9': 'Wide (16:9)', '4:3': 'Classic (4:3)', '1:1': 'Square (1:1)', '9:16': 'Tall, for shorts and reels (9:16)' } },
    playMode: { kind: 'choice', options: VIDEO_PLAY_MODES, labels: { popup: 'In a window over the page, with previous and next', inline: 'In place of the video’s card' } },
  },
  logo_showcase: {
    layout: { kind: 'choice', options: LOGO_LAYOUTS, labels: { grid: 'A grid, in rows', carousel: 'A carousel that scrolls slowly by itself' } },
    columns: { kind: 'number', min: 1, max: MAX_LOGO_COLUMNS },
    logoHeight: { kind: 'choice', options: LOGO_HEIGHTS },
  },
  news_feed: {
    layout: { kind: 'choice', options: FEED_LAYOUTS, labels: { grid: 'Cards side by side', list: 'A list, each picture beside its text' } },
    columns: { kind: 'number', min: 1, max: MAX_FEED_COLUMNS },
    maxPosts: { kind: 'number', min: 1, max: MAX_FEED_POSTS },
    summaryLength: { kind: 'number', min: SUMMARY_LENGTH.min, max: SUMMARY_LENGTH.max },
  },
  map: {
    provider: { kind: 'choice', options: MAP_PROVIDERS, labels: { google: 'Google Maps (finds a location by its address)', osm: 'OpenStreetMap (each location needs its coordinates)' } },
    zoom: { kind: 'number', min: MIN_ZOOM, max: MAX_ZOOM },
    mapHeight: { kind: 'number', min: MIN_MAP_HEIGHT, max: MAX_MAP_HEIGHT, suffix: 'px' },
  },
  business_hours: {
    timeZone: { kind: 'choice', options: timeZones() },
    layout: { kind: 'choice', options: HOURS_LAYOUTS, labels: { week: 'The whole week', today: 'Today’s hours, the week one click away' } },
    timeFormat: { kind: 'choice', options: TIME_FORMATS, labels: { auto: 'The visitor’s usual clock (9:00 AM in the US, 09:00 in France)', '12h': '12-hour (9:00 AM)', '24h': '24-hour (09:00)' } },
    weekStart: { kind: 'choice', options: WEEK_STARTS, labels: { auto: 'Where the visitor’s language is spoken', monday: 'Monday', sunday: 'Sunday', saturday: 'Saturday' } },
    soonMinutes: { kind: 'number', min: 0, max: MAX_SOON_MINUTES, suffix: 'minutes' },
    upcomingDays: { kind: 'number', min: 0, max: MAX_UPCOMING_DAYS, suffix: 'days' },
  },
  social_links: {
    iconSize: { kind: 'choice', options: SOCIAL_ICON_SIZES },
    iconShape: { kind: 'choice', options: SOCIAL_ICON_SHAPES, labels: { circle: 'Circles', rounded: 'Rounded squares', square: 'Squares' } },
    iconColors: { kind: 'choice', options: SOCIAL_ICON_COLORS, labels: { brand: 'Each network’s own colour', accent: 'The widget’s accent colour', mono: 'One colour, the text’s' } },
    iconAlignment: { kind: 'choice', options: SOCIAL_ALIGNMENTS, labels: { start: 'At the start of the line', center: 'Centred', end: 'At the end of the line' } },
  },
  team_members: {
    layout: { kind: 'choice', options: TEAM_LAYOUTS, labels: { grid: 'Cards side by side', list: 'A list, each photo beside its text' } },
    columns: { kind: 'number', min: 1, max: MAX_TEAM_COLUMNS },
    photoShape: { kind: 'choice', options: PHOTO_SHAPES, labels: { circle: 'Round', square: 'Square' } },
    bioLength: { kind: 'number', min: BIO_LENGTH.min, max: BIO_LENGTH.max },
  },
};

/** An item's key picked from a set (a select), or a text whose shape depends on the item (a hint shown
 *  in its empty box): by widget type, then `<list>.<key>`. Each option is one the type's schema takes. */
export type ItemHint =
  | { kind: 'choice'; label: string; options: readonly string[]; labels?: Record<string, string> }
  | { kind: 'placeholder'; of(item: Record<string, unknown>): string | undefined; label?: string }
  /** A text of this type's items labelled its own way. */
  | { kind: 'text'; label: string; placeholder?: string }
  /** A calendar date ("2026-12-25"), in the browser's date picker. */
  | { kind: 'date'; label: string };

export const ITEM_HINTS: Readonly<Record<string, Readonly<Record<string, ItemHint>>>> = {
  form: { 'fields.type': { kind: 'choice', label: 'Field type', options: FORM_FIELD_TYPES } },
  chat_button: {
    'channels.channel': {
      kind: 'choice',
      label: 'App',
      options: CHAT_CHANNELS,
      labels: { whatsapp: 'WhatsApp', telegram: 'Telegram', messenger: 'Messenger', email: 'Email', phone: 'Phone call', link: 'A web page' },
    },
    'channels.value': { kind: 'placeholder', of: (item) => CHANNEL_VALUE[item.channel as ChatChannelKind]?.hint },
  },
  video_gallery: {
    // The shared "URL" label says nothing of what plays, and the upload button offers video files by it.
    'videos.url': { kind: 'text', label: 'Video (a YouTube or Vimeo link, or a video file)', placeholder: 'https://' },
  },
  logo_showcase: {
    // The shared labels say "Link (tickets, details)" and "Name", which read wrong for a company's logo.
    'logos.name': { kind: 'text', label: 'Company name (read by screen readers, shown if the logo fails)' },
    'logos.link': { kind: 'text', label: 'Company site (optional, opens in a new tab)', placeholder: 'https://' },
  },
  news_feed: {
    'posts.link': { kind: 'text', label: 'The full post (optional, opens in a new tab)', placeholder: 'https://' },
    'posts.image': { kind: 'text', label: 'Picture (optional)' },
    'posts.date': { kind: 'date', label: 'Date' },
  },
  map: {
    'locations.address': { kind: 'text', label: 'Address (what Google Maps looks up when there are no coordinates)' },
    // OpenStreetMap looks up no address: the label says so where the owner types them.
    'locations.coordinates': { kind: 'text', label: 'Coordinates: latitude, longitude (needed by OpenStreetMap; in Google Maps, right-click the place to copy them)', placeholder: '48.8584, 2.2945' },
    'locations.phone': { kind: 'text', label: 'Phone (optional)', placeholder: '+1 555 0100' },
    'locations.link': { kind: 'text', label: 'Site (optional, opens in a new tab)', placeholder: 'https://' },
  },
  business_hours: {
    'week.day': { kind: 'choice', label: 'Day', options: ['', ...WEEKDAYS], labels: { '': 'Pick a day' } },
    'week.closed': { kind: 'text', label: 'Closed all day' },
    'week.allDay': { kind: 'text', label: 'Open 24 hours' },
    'week.ranges': { kind: 'text', label: 'Hours, such as 09:00-17:00; two for a break; 22:00-02:00 runs past midnight', placeholder: '09:00-17:00' },
    'specialDays.date': { kind: 'date', label: 'Date' },
    'specialDays.label': { kind: 'text', label: 'Name (Christmas Day, Inventory...)' },
    'specialDays.closed': { kind: 'text', label: 'Closed all day' },
    'specialDays.allDay': { kind: 'text', label: 'Open 24 hours' },
    'specialDays.ranges': { kind: 'text', label: 'Hours that day, such as 10:00-14:00', placeholder: '10:00-14:00' },
  },
  social_links: {
    'profiles.network': { kind: 'choice', label: 'Network', options: SOCIAL_NETWORKS, labels: Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, SOCIAL_RULES[n].name])) },
    // What the owner knows: a username, a number or the full address, as the network takes it.
    'profiles.address': { kind: 'placeholder', label: 'Profile: its address, or the username or number', of: (item) => SOCIAL_RULES[item.network as SocialNetwork]?.hint },
    // The shared "Label" says nothing of how it is read.
    'profiles.label': { kind: 'text', label: 'Whose profile (optional; the link reads "Café Lumen on Instagram")' },
  },
  team_members: {
    'members.photo': { kind: 'text', label: 'Photo (optional; initials without one)' },
    'members.role': { kind: 'text', label: 'Role or job title' },
    'members.email': { kind: 'text', label: 'Email (optional)', placeholder: 'name@example.com' },
    'members.phone': { kind: 'text', label: 'Phone (optional)', placeholder: '+1 555 0100' },
    'members.website': { kind: 'text', label: 'Web site (optional, opens in a new tab)', placeholder: 'https://' },
    'members.linkedin': { kind: 'text', label: 'LinkedIn profile (optional)', placeholder: 'https://www.linkedin.com/in/' },
    'members.x': { kind: 'text', label: 'X (Twitter) profile (optional)', placeholder: 'https://x.com/' },
    'members.instagram': { kind: 'text', label: 'Instagram profile (optional)', placeholder: 'https://www.instagram.com/' },
    'members.github': { kind: 'text', label: 'GitHub profile (optional)', placeholder: 'https://github.com/' },
  },
};

/** Labels for data paths whose key names read badly as labels (any type). */
export const FIELD_LABELS: Readonly<Record<string, string>> = {
  variant: 'Layout',
  starterQuestions: 'Starter questions (one per line)',
  isDeadEndEnabled: 'Show the no-answer message when the chat finds no answer',
  deadEndMessage: 'No-answer message',
  'leadCapture.enabled': 'Ask visitors for their contact details',
  'leadCapture.fields': 'Details to ask for',
  'content.items': 'Documents',
  ctaText: 'Button text',
  ctaUrl: 'Button link',
  closeText: 'Dismiss button text',
  'payment.enabled': 'Visitors pay when they send the form',
  'payment.amount': 'Price',
  'payment.itemName': 'What they pay for (shown at checkout)',
  notifications: 'Email notifications',
  maxEvents: 'Upcoming events shown, at most',
  emptyText: 'Text when no event is coming',
  'notifications.enabled': 'Email me what visitors send',
  'notifications.email': 'Send them to (empty: your account’s email)',
  showRating: 'Show the stars',
  mode: 'Counts down',
  endsAt: 'Ends at',
  timeZone: 'In the time zone',
  evergreenMinutes: 'Minutes for each visitor (evergreen)',
  endedText: 'Text once it has ended',
  hideWhenEnded: 'Hide the widget from visitors once it has ended',
  daysLabel: 'Word for days',
  hoursLabel: 'Word for hours',
  minutesLabel: 'Word for minutes',
  secondsLabel: 'Word for seconds',
  oneAtATime: 'Open one question at a time',
  openFirst: 'Open the first question when the page loads',
  search: 'Show a search box',
  searchPlaceholder: 'Search box text',
  noResultsText: 'Text when no question matches',
  billingSwitch: 'Let visitors switch between monthly and yearly prices',
  monthlyPeriod: 'After a monthly price',
  yearlyPeriod: 'After a yearly price',
  yearlyNote: 'Note beside the yearly choice',
  policyText: 'Policy link text',
  policyUrl: 'Privacy or cookie policy link',
  acceptText: 'Accept button text',
  rejectText: 'Reject button text',
  showReject: 'Show a Reject button beside Accept',
  categories: 'Kinds of cookies visitors can allow one by one (Customize)',
  customizeText: 'Customize button text',
  saveText: 'Save button text (Customize)',
  necessaryLabel: 'Name of the strictly necessary cookies',
  necessaryText: 'What strictly necessary cookies do',
  functionalLabel: 'Name of the functional cookies',
  functionalText: 'What functional cookies do',
  analyticsLabel: 'Name of the analytics cookies',
  analyticsText: 'What analytics cookies do',
  marketingLabel: 'Name of the marketing cookies',
  marketingText: 'What marketing cookies do',
  channels: 'Chat apps',
  caption: 'Caption under the pictures',
  beforeLabel: 'Label on the before picture',
  afterLabel: 'Label on the after picture',
  sliderLabel: 'Name of the divider for screen readers',
  'beforeImage.src': 'Before image',
  'beforeImage.alt': 'Description for screen readers',
  'afterImage.src': 'After image',
  'afterImage.alt': 'Description for screen readers',
  showLabels: 'Show the labels on the pictures',
  startPosition: 'Divider starts at',
  aspectRatio: 'Shape',
  networks: 'Share buttons',
  showNames: 'Show each network’s name beside its icon',
  shareUrl: 'Page to share (empty: the page the visitor is on)',
  shareText: 'Text shared with the link, where the network takes one',
  copyText: 'Copy link button text',
  copiedText: 'Text once the link is copied',
  copyFailedText: 'Text when the browser refuses to copy',
  alignment: 'Buttons’ alignment',
  buttonColors: 'Button colours',
  playMode: 'Videos play',
  showTitles: 'Show the titles and descriptions',
  playText: 'Word before a video’s title for screen readers (“Play Sintel”)',
  provider: 'Map provider',
  zoom: 'Zoom (1 shows the world, 20 a building)',
  mapHeight: 'Map height',
  loadImmediately: 'Load the map at once, without the Show map button (only if your site asks visitors’ consent itself)',
  showMapText: 'Show map button text',
  noteText: 'Note under the button ({provider} is the map’s provider)',
  directionsText: 'Directions link text',
  callText: 'Phone link text (before the number)',
  websiteText: 'Site link text',
  grayscale: 'Logos in grey until the visitor points at or focuses one',
  showLogoNames: 'Show each company’s name under its logo',
  maxPosts: 'Posts shown, at most (newest first)',
  showImages: 'Show the posts’ pictures',
  showDates: 'Show the posts’ dates',
  summaryLength: 'Characters of each summary shown (0: none)',
  readMoreText: '“Read more” link text (empty: none)',
  noPostsText: 'Text when there is no post',
  week: 'Opening days',
  specialDays: 'Special days',
  upcomingDays: 'Show special days this many days ahead',
  soonMinutes: 'Say “Closes soon” or “Opens soon” this many minutes before (0: never)',
  timeFormat: 'Clock',
  weekStart: 'Week starts on',
  openText: 'Status when open',
  closedText: 'Status when closed',
  closesSoonText: 'Status shortly before closing',
  opensSoonText: 'Status shortly before opening',
  closesAtText: 'Closing time ({time} is the time)',
  closesOnText: 'Closing on a later day ({day} and {time})',
  opensAtText: 'Opening later today ({time})',
  opensTomorrowText: 'Opening tomorrow ({time})',
  opensOnText: 'Opening on a later day ({day} and {time})',
  allDayText: 'Words for open 24 hours',
  closedDayText: 'Words for a closed day',
  todayText: 'Word marking today',
  specialDaysTitle: 'Heading over the special days',
  showWeekText: 'Button showing the whole week (today’s layout)',
  timeZoneText: 'Note when the visitor’s clock differs ({zone} is the zone’s name)',
  // Not share_buttons' buttonSize, buttonColors, alignment, showNames: those read "Button" and "network".
  iconSize: 'Icon size',
  iconShape: 'Icon shape',
  iconColors: 'Icon colours',
  iconAlignment: 'Icons’ alignment',
  showProfileNames: 'Show each profile’s name beside its icon',
  photoShape: 'Photo shape',
  showBios: 'Show each member’s bio',
  bioLength: 'Characters of a bio shown before “Read more” (0: the whole bio)',
  bioMoreText: '“Read more” button text (a cut bio)',
  bioLessText: '“Show less” button text (a whole bio)',
};

/** Texts edited in a box of several lines whatever their length (an answer starts empty), a widget's or an item's. */
export const MULTILINE_KEYS: ReadonlySet<string> = new Set(['answer', 'description', 'summary', 'bio']);

/** Labels for an item's own keys (a photo's `src`, a song's `content.audioSrc`), by the key's last name.
 *  The upload button offers files by these words (ui/media-input.tsx acceptFor). */
export const ITEM_LABELS: Readonly<Record<string, string>> = {
  src: 'Image',
  alt: 'Description for screen readers',
  audioSrc: 'Audio file',
  pdfUrl: 'PDF file',
  document: 'PDF file',
  start: 'Starts',
  end: 'Ends (optional)',
  allDay: 'All day (the time is not shown)',
  link: 'Link (tickets, details)',
  badge: 'Badge (e.g. Most popular)',
  yearlyPrice: 'Yearly price (when visitors switch to yearly)',
  features: 'What it includes',
  featured: 'Highlight this plan',
  value: 'Number, username or address',
  message: 'Message typed in for the visitor (WhatsApp, email)',
};
