import { describe, expect, it } from 'vitest';
import { WIDGET_TYPES, type WidgetType } from '../../../shared/widget-types';
import { WIDGET_DEFAULTS_BY_TYPE } from '../../../shared/widgets/defaults';
import { WIDGET_DATA_SCHEMAS, widgetDataIssues } from '../../../shared/widgets/schemas';
import { chatButtonDefaults } from '../../../shared/widgets/chat-button';
import { pricingTableDefaults } from '../../../shared/widgets/pricing-table';

const post = { id: 'p1', title: 'Open late on Fridays', link: 'https://cafe.example/news/late', summary: 'Until 22:00.', date: '2026-11-02', image: '' };
const place = { id: 'cafe', name: 'Café', address: '1 Main St, Springfield', coordinates: '48.8584, 2.2945' };
const member = { id: 'ann', photo: '/static/demo/team/ann-lee.svg', name: 'Ann Lee', role: 'Founder', bio: 'Roasts.', email: '', phone: '', website: '', linkedin: '', x: '', instagram: '', github: '' };
const logo = { id: 'acme', image: '/static/demo/logos/orbitly.svg', name: 'Acme', link: 'https://acme.example/' };
const day = (ranges: string[], over: Record<string, unknown> = {}) => ({ id: 'mon', day: 'monday', closed: false, allDay: false, ranges, ...over });
const profile = (network: string, address: string, over: Record<string, unknown> = {}) => ({ id: network, network, address, label: 'Café Lumen', ...over });
const special = (over: Record<string, unknown> = {}) => ({ id: 'xmas', date: '2026-12-25', label: 'Christmas Day', closed: true, allDay: false, ranges: [], ...over });

// One row per malformed input: the data and the path of the issue it must raise (rooted at `data`).
const BAD: Record<WidgetType, [string, Record<string, unknown>, string][]> = {
  form: [
    ['an unknown field type', { fields: [{ id: 'a', type: 'password', label: 'A' }] }, 'data.fields.0.type'],
    ['a field without id', { fields: [{ type: 'text', label: 'A' }] }, 'data.fields.0.id'],
    ['duplicate field ids', { fields: [{ id: 'a', type: 'text', label: 'A' }, { id: 'a', type: 'email', label: 'B' }] }, 'data.fields.1.id'],
    ['a javascript: redirect', { redirectUrl: 'javascript:alert(1)' }, 'data.redirectUrl'],
    ['an unknown description size', { descriptionFontSize: 'huge' }, 'data.descriptionFontSize'],
    ['a 101st field', { fields: Array.from({ length: 101 }, (_, i) => ({ id: `f${i}`, type: 'text', label: 'x' })) }, 'data.fields'],
    ['a title over 300 characters', { title: 'x'.repeat(301) }, 'data.title'],
  ],
  image_gallery: [
    ['a data: image', { images: [{ id: 'a', src: 'data:text/html,<b>', alt: '' }] }, 'data.images.0.src'],
    ['an image without alt', { images: [{ id: 'a', src: '/a.png' }] }, 'data.images.0.alt'],
    ['nine columns', { columns: 9 }, 'data.columns'],
    ['an unknown aspect', { aspect: 'wide' }, 'data.aspect'],
  ],
  audio_player: [
    ['a song without content', { songs: [{ id: 's', title: 'S' }] }, 'data.songs.0.content'],
    ['an ftp audio source', { songs: [{ id: 's', title: 'S', content: { audioSrc: 'ftp://x/a.mp3' } }] }, 'data.songs.0.content.audioSrc'],
    ['loop as text', { loop: 'yes' }, 'data.loop'],
  ],
  pdf_gallery: [
    ['a pdf without document', { pdfs: [{ id: 'p', title: 'P' }] }, 'data.pdfs.0.document'],
    ['a vbscript cover', { pdfs: [{ id: 'p', title: 'P', document: '/a.pdf', cover: 'vbscript:x' }] }, 'data.pdfs.0.cover'],
    ['zero columns', { columns: 0 }, 'data.columns'],
  ],
  pdf_flipbook: [
    ['items outside content', { content: {} }, 'data.content.items'],
    ['a tab-split javascript url', { content: { items: [{ id: 'b', title: 'B', pdfUrl: 'java\tscript:alert(1)' }] } }, 'data.content.items.0.pdfUrl'],
  ],
  ai_chat: [
    ['an unknown variant', { variant: 'modal' }, 'data.variant'],
    ['an unknown lead field', { leadCapture: { enabled: true, fields: ['address'] } }, 'data.leadCapture.fields.0'],
    ['21 starter questions', { starterQuestions: Array.from({ length: 21 }, () => 'q') }, 'data.starterQuestions'],
  ],
  notification_bar: [
    ['a bar in the middle', { position: 'middle' }, 'data.position'],
    ['a javascript: link', { linkUrl: 'JavaScript:alert(1)' }, 'data.linkUrl'],
  ],
  popup: [
    ['a data: image', { image: 'data:image/svg+xml,<svg onload=alert(1)>' }, 'data.image'],
    ['a cta url with a newline', { ctaUrl: '\nhttps://x' }, 'data.ctaUrl'],
  ],
  event_list: [
    ['a start that is not a date', { events: [{ id: 'e', title: 'E', start: 'next friday', end: '', allDay: false, location: '', description: '', link: '' }] }, 'data.events.0.start'],
    ['a javascript: link', { events: [{ id: 'e', title: 'E', start: '2027-03-14', end: '', allDay: true, location: '', description: '', link: 'javascript:alert(1)' }] }, 'data.events.0.link'],
    ['51 events shown', { maxEvents: 51 }, 'data.maxEvents'],
  ],
  faq: [
    ['two questions with one id', { questions: [{ id: 'q', question: 'A?', answer: 'a' }, { id: 'q', question: 'B?', answer: 'b' }] }, 'data.questions.1.id'],
    ['a question of 501 characters', { questions: [{ id: 'q', question: 'x'.repeat(501), answer: '' }] }, 'data.questions.0.question'],
    ['a search switch that is text', { search: 'yes' }, 'data.search'],
  ],
  countdown: [
    ['an end that is no date and time', { endsAt: 'next friday' }, 'data.endsAt'],
    ['a time zone that does not exist', { timeZone: 'Mars/Olympus_Mons' }, 'data.timeZone'],
    ['an evergreen countdown of 31 days', { evergreenMinutes: 44_640 }, 'data.evergreenMinutes'],
    ['a javascript: button link', { buttonUrl: 'javascript:alert(1)' }, 'data.buttonUrl'],
  ],
  testimonials: [
    ['six stars', { testimonials: [{ id: 't', quote: 'Q', name: 'N', role: '', avatar: '', rating: 6 }] }, 'data.testimonials.0.rating'],
    ['a javascript: photo', { testimonials: [{ id: 't', quote: 'Q', name: 'N', role: '', avatar: 'javascript:alert(1)', rating: 5 }] }, 'data.testimonials.0.avatar'],
    ['five columns', { columns: 5 }, 'data.columns'],
  ],
  pricing_table: [
    ['a javascript: button link', { plans: [{ ...pricingTableDefaults.plans[0], buttonUrl: 'javascript:alert(1)' }] }, 'data.plans.0.buttonUrl'],
    ['a feature that is a number', { plans: [{ ...pricingTableDefaults.plans[0], features: ['ok', 5] }] }, 'data.plans.0.features.1'],
    ['a switch that is text', { billingSwitch: 'yes' }, 'data.billingSwitch'],
  ],
  cookie_consent: [
    ['a javascript: policy link', { policyUrl: 'javascript:alert(1)' }, 'data.policyUrl'],
    ['a position in the middle', { position: 'center' }, 'data.position'],
    ['an unknown kind of cookie', { categories: ['analytics', 'social'] }, 'data.categories.1'],
    ['a kind of cookie offered twice', { categories: ['analytics', 'analytics'] }, 'data.categories'],
  ],
  chat_button: [
    ['a WhatsApp number without its country code', { channels: [{ ...chatButtonDefaults.channels[0], value: '555 0100' }] }, 'data.channels.0.value'],
    ['a Telegram name with a space', { channels: [{ ...chatButtonDefaults.channels[1], value: '@my shop' }] }, 'data.channels.0.value'],
    ['a javascript: link', { channels: [{ id: 'x', channel: 'link', label: 'Site', value: 'javascript:alert(1)', message: '' }] }, 'data.channels.0.value'],
    ['an unknown app', { channels: [{ ...chatButtonDefaults.channels[0], channel: 'sms' }] }, 'data.channels.0.channel'],
    ['two ways with one id', { channels: [chatButtonDefaults.channels[0], chatButtonDefaults.channels[0]] }, 'data.channels.1.id'],
  ],
  before_after: [
    ['a javascript: before image', { beforeImage: { src: 'javascript:alert(1)', alt: 'A' } }, 'data.beforeImage.src'],
    ['a data: after image', { afterImage: { src: 'data:text/html,<b>', alt: 'A' } }, 'data.afterImage.src'],
    ['an after image without alt', { afterImage: { src: '/a.png' } }, 'data.afterImage.alt'],
    ['a start position over 100', { startPosition: 101 }, 'data.startPosition'],
    ['a start position under 0', { startPosition: -1 }, 'data.startPosition'],
    ['a start position as text', { startPosition: '50' }, 'data.startPosition'],
    ['a diagonal orientation', { orientation: 'diagonal' }, 'data.orientation'],
    ['an unknown shape', { aspectRatio: '21:9' }, 'data.aspectRatio'],
    ['a label over 60 characters', { beforeLabel: 'x'.repeat(61) }, 'data.beforeLabel'],
  ],
  share_buttons: [
    ['an unknown network', { networks: ['facebook', 'myspace'] }, 'data.networks.1'],
    ['a network twice', { networks: ['x', 'email', 'x'] }, 'data.networks.2'],
    ['networks as text', { networks: 'facebook' }, 'data.networks'],
    ['a javascript: address to share', { shareUrl: 'javascript:alert(1)' }, 'data.shareUrl'],
    ['a relative address to share', { shareUrl: '/blog/post' }, 'data.shareUrl'],
    ['a protocol-relative address to share', { shareUrl: '//shop.example/post' }, 'data.shareUrl'],
    ['a mailto: address to share', { shareUrl: 'mailto:me@example.com' }, 'data.shareUrl'],
    ['names shown as text', { showNames: 'yes' }, 'data.showNames'],
    ['an unknown alignment', { alignment: 'justify' }, 'data.alignment'],
    ['an unknown size', { buttonSize: 'huge' }, 'data.buttonSize'],
    ['unknown colours', { buttonColors: 'rainbow' }, 'data.buttonColors'],
    ['a share text over 300 characters', { shareText: 'x'.repeat(301) }, 'data.shareText'],
  ],
  video_gallery: [
    ['a javascript: video', { videos: [{ id: 'v', url: 'javascript:alert(1)', title: 'V' }] }, 'data.videos.0.url'],
    ['a relative video path', { videos: [{ id: 'v', url: '/clips/intro.mp4', title: 'V' }] }, 'data.videos.0.url'],
    ['a page of another site', { videos: [{ id: 'v', url: 'https://www.dailymotion.com/video/x8abc', title: 'V' }] }, 'data.videos.0.url'],
    ['a YouTube channel, not a video', { videos: [{ id: 'v', url: 'https://www.youtube.com/@blender', title: 'V' }] }, 'data.videos.0.url'],
    ['a file over ftp', { videos: [{ id: 'v', url: 'ftp://files.example/a.mp4', title: 'V' }] }, 'data.videos.0.url'],
    ['a data: thumbnail', { videos: [{ id: 'v', url: 'https://youtu.be/eRsGyueVLvQ', title: 'V', thumbnail: 'data:text/html,<b>' }] }, 'data.videos.0.thumbnail'],
    ['a video without id', { videos: [{ url: 'https://youtu.be/eRsGyueVLvQ', title: 'V' }] }, 'data.videos.0.id'],
    ['two videos with one id', { videos: [{ id: 'v', url: '', title: 'A' }, { id: 'v', url: '', title: 'B' }] }, 'data.videos.1.id'],
    ['seven columns', { columns: 7 }, 'data.columns'],
    ['an unknown shape', { aspect: '21:9' }, 'data.aspect'],
    ['an unknown play mode', { playMode: 'new-tab' }, 'data.playMode'],
    ['titles shown as text', { showTitles: 'yes' }, 'data.showTitles'],
  ],
  logo_showcase: [
    ['a javascript: link', { logos: [{ ...logo, link: 'javascript:alert(1)' }] }, 'data.logos.0.link'],
    ['a mailto: link', { logos: [{ ...logo, link: 'mailto:sales@acme.example' }] }, 'data.logos.0.link'],
    ['a relative link', { logos: [{ ...logo, link: '/partners' }] }, 'data.logos.0.link'],
    ['a protocol-relative link', { logos: [{ ...logo, link: '//acme.example' }] }, 'data.logos.0.link'],
    ['a javascript: image', { logos: [{ ...logo, image: 'javascript:alert(1)' }] }, 'data.logos.0.image'],
    ['a data: html image', { logos: [{ ...logo, image: 'data:text/html,<b>' }] }, 'data.logos.0.image'],
    ['a logo without a name', { logos: [{ id: 'a', image: '/a.svg', link: '' }] }, 'data.logos.0.name'],
    ['a logo with a blank name', { logos: [{ ...logo, name: '   ' }] }, 'data.logos.0.name'],
    ['two logos with one id', { logos: [logo, logo] }, 'data.logos.1.id'],
    ['a 61st logo', { logos: Array.from({ length: 61 }, (_, i) => ({ ...logo, id: `l${i}` })) }, 'data.logos'],
    ['an unknown layout', { layout: 'masonry' }, 'data.layout'],
    ['nine columns', { columns: 9 }, 'data.columns'],
    ['no columns', { columns: 0 }, 'data.columns'],
    ['an unknown logo height', { logoHeight: 'huge' }, 'data.logoHeight'],
    ['grayscale as text', { grayscale: 'yes' }, 'data.grayscale'],
    ['names shown as text', { showLogoNames: 'yes' }, 'data.showLogoNames'],
  ],
  news_feed: [
    ['a javascript: link', { posts: [{ ...post, link: 'javascript:alert(1)' }] }, 'data.posts.0.link'],
    ['a relative link', { posts: [{ ...post, link: '/news/1' }] }, 'data.posts.0.link'],
    ['a data: html picture', { posts: [{ ...post, image: 'data:text/html,<b>' }] }, 'data.posts.0.image'],
    ['a date that is not one', { posts: [{ ...post, date: 'last Tuesday' }] }, 'data.posts.0.date'],
    ['a 13th month', { posts: [{ ...post, date: '2026-13-02' }] }, 'data.posts.0.date'],
    ['a post without a title', { posts: [{ id: 'p', summary: 'S' }] }, 'data.posts.0.title'],
    ['two posts with one id', { posts: [post, post] }, 'data.posts.1.id'],
    ['a 51st post', { posts: Array.from({ length: 51 }, (_, i) => ({ ...post, id: `p${i}` })) }, 'data.posts'],
    ['an unknown layout', { layout: 'masonry' }, 'data.layout'],
    ['five columns', { columns: 5 }, 'data.columns'],
    ['no posts shown', { maxPosts: 0 }, 'data.maxPosts'],
    ['a negative summary length', { summaryLength: -1 }, 'data.summaryLength'],
    ['dates shown as text', { showDates: 'yes' }, 'data.showDates'],
  ],
  map: [
    ['a javascript: site link', { locations: [{ ...place, link: 'javascript:alert(1)' }] }, 'data.locations.0.link'],
    ['a mailto: site link', { locations: [{ ...place, link: 'mailto:hi@cafe.example' }] }, 'data.locations.0.link'],
    ['a relative site link', { locations: [{ ...place, link: '/contact' }] }, 'data.locations.0.link'],
    ['a protocol-relative site link', { locations: [{ ...place, link: '//cafe.example' }] }, 'data.locations.0.link'],
    ['a latitude over 90', { locations: [{ ...place, coordinates: '91, 2.2945' }] }, 'data.locations.0.coordinates'],
    ['a latitude under -90', { locations: [{ ...place, coordinates: '-90.5, 2' }] }, 'data.locations.0.coordinates'],
    ['a longitude over 180', { locations: [{ ...place, coordinates: '48.8, 180.01' }] }, 'data.locations.0.coordinates'],
    ['a longitude under -180', { locations: [{ ...place, coordinates: '48.8, -181' }] }, 'data.locations.0.coordinates'],
    ['coordinates that are no numbers', { locations: [{ ...place, coordinates: 'north, east' }] }, 'data.locations.0.coordinates'],
    ['one coordinate only', { locations: [{ ...place, coordinates: '48.8584' }] }, 'data.locations.0.coordinates'],
    ['coordinates as numbers', { locations: [{ ...place, coordinates: [48.8, 2.2] }] }, 'data.locations.0.coordinates'],
    ['a location with neither address nor coordinates', { locations: [{ ...place, address: ' ', coordinates: '' }] }, 'data.locations.0.address'],
    ['a location with no address key and no coordinates key', { locations: [{ id: 'a', name: 'A' }] }, 'data.locations.0.address'],
    ['an address that is a number', { locations: [{ ...place, address: 12 }] }, 'data.locations.0.address'],
    ['OpenStreetMap with a location without a coordinates key', { provider: 'osm', locations: [{ id: 'a', name: 'A', address: '1 Main St' }] }, 'data.locations.0.coordinates'],
    ['OpenStreetMap with a location lacking coordinates', { provider: 'osm', locations: [place, { ...place, id: 'b', coordinates: '' }] }, 'data.locations.1.coordinates'],
    ['a location without a name', { locations: [{ id: 'a', address: '1 Main St', coordinates: '' }] }, 'data.locations.0.name'],
    ['a location with a blank name', { locations: [{ ...place, name: '  ' }] }, 'data.locations.0.name'],
    ['a phone with letters', { locations: [{ ...place, phone: 'call us' }] }, 'data.locations.0.phone'],
    ['a phone of two digits', { locations: [{ ...place, phone: '12' }] }, 'data.locations.0.phone'],
    ['two locations with one id', { locations: [place, place] }, 'data.locations.1.id'],
    ['a 51st location', { locations: Array.from({ length: 51 }, (_, i) => ({ ...place, id: `l${i}` })) }, 'data.locations'],
    ['an unknown provider', { provider: 'bing' }, 'data.provider'],
    ['zoom 0', { zoom: 0 }, 'data.zoom'],
    ['zoom 21', { zoom: 21 }, 'data.zoom'],
    ['a fractional zoom', { zoom: 12.5 }, 'data.zoom'],
    ['a map 150 px high', { mapHeight: 150 }, 'data.mapHeight'],
    ['a map 900 px high', { mapHeight: 900 }, 'data.mapHeight'],
    ['loading at once as text', { loadImmediately: 'yes' }, 'data.loadImmediately'],
    ['a button text over 60 characters', { showMapText: 'x'.repeat(61) }, 'data.showMapText'],
  ],
  business_hours: [
    ['an hour of 25', { week: [day(['09:00-25:00'])] }, 'data.week.0.ranges.0'],
    ['an opening at 24:00', { week: [day(['24:00-02:00'])] }, 'data.week.0.ranges.0'],
    ['a minute of 60', { week: [day(['09:60-17:00'])] }, 'data.week.0.ranges.0'],
    ['a range that closes when it opens', { week: [day(['09:00-09:00'])] }, 'data.week.0.ranges.0'],
    ['a time without a colon', { week: [day(['9-17'])] }, 'data.week.0.ranges.0'],
    ['a 7th range in a day', { week: [day(['01:00-02:00', '03:00-04:00', '05:00-06:00', '07:00-08:00', '09:00-10:00', '11:00-12:00', '13:00-14:00'])] }, 'data.week.0.ranges'],
    ['overlapping ranges', { week: [day(['09:00-13:00', '12:00-17:00'])] }, 'data.week.0.ranges'],
    ['an overnight range overlapping the next', { week: [day(['22:00-02:00', '23:00-23:30'])] }, 'data.week.0.ranges'],
    ['an unknown day', { week: [day(['09:00-17:00'], { day: 'funday' })] }, 'data.week.0.day'],
    ['a day listed twice', { week: [day(['09:00-12:00']), day(['13:00-17:00'], { id: 'mon-2' })] }, 'data.week.1.day'],
    ['two days with one id', { week: [day(['09:00-12:00']), day(['09:00-12:00'], { day: 'tuesday' })] }, 'data.week.1.id'],
    ['closed as text', { week: [day([], { closed: 'yes' })] }, 'data.week.0.closed'],
    ['ranges as one text', { week: [day([], { ranges: '09:00-17:00' })] }, 'data.week.0.ranges'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus_Mons' }, 'data.timeZone'],
    ['an offset for a time zone', { timeZone: '+02:00 Berlin' }, 'data.timeZone'],
    ['a special day on 30 February', { specialDays: [special({ date: '2027-02-30' })] }, 'data.specialDays.0.date'],
    ['a special day in another format', { specialDays: [special({ date: '25/12/2026' })] }, 'data.specialDays.0.date'],
    ['a special day with a bad range', { specialDays: [special({ closed: false, ranges: ['10:00-99:00'] })] }, 'data.specialDays.0.ranges.0'],
    ['two special days on one date', { specialDays: [special(), special({ id: 'xmas-2' })] }, 'data.specialDays.1.date'],
    ['two special days with one id', { specialDays: [special(), special({ date: '2026-12-26' })] }, 'data.specialDays.1.id'],
    ['a 101st special day', { specialDays: Array.from({ length: 101 }, (_, i) => special({ id: `s${i}`, date: `2030-01-01` })) }, 'data.specialDays'],
    ['an unknown clock', { timeFormat: '36h' }, 'data.timeFormat'],
    ['an unknown week start', { weekStart: 'friday' }, 'data.weekStart'],
    ['an unknown layout', { layout: 'month' }, 'data.layout'],
    ['soon minutes over 240', { soonMinutes: 241 }, 'data.soonMinutes'],
    ['negative soon minutes', { soonMinutes: -5 }, 'data.soonMinutes'],
    ['upcoming days over 365', { upcomingDays: 366 }, 'data.upcomingDays'],
    ['a status text over 80 characters', { openText: 'x'.repeat(81) }, 'data.openText'],
  ],
  social_links: [
    ['a javascript: web profile', { profiles: [profile('website', 'javascript:alert(1)')] }, 'data.profiles.0.address'],
    ['a data: web profile', { profiles: [profile('website', 'data:text/html,<b>hi</b>')] }, 'data.profiles.0.address'],
    ['a relative web profile', { profiles: [profile('website', '/about')] }, 'data.profiles.0.address'],
    ['a protocol-relative web profile', { profiles: [profile('website', '//cafe.example')] }, 'data.profiles.0.address'],
    ['an ftp: web profile', { profiles: [profile('website', 'ftp://cafe.example/')] }, 'data.profiles.0.address'],
    ['a javascript: Instagram profile', { profiles: [profile('instagram', 'javascript:alert(1)')] }, 'data.profiles.0.address'],
    ['an Instagram profile on another site', { profiles: [profile('instagram', 'https://evil.example/cafe')] }, 'data.profiles.0.address'],
    ['a LinkedIn username alone', { profiles: [profile('linkedin', 'cafe-lumen')] }, 'data.profiles.0.address'],
    ['an X username too long', { profiles: [profile('x', '@a_name_far_too_long_for_x')] }, 'data.profiles.0.address'],
    ['an email without a domain', { profiles: [profile('email', 'hello@')] }, 'data.profiles.0.address'],
    ['a phone with letters', { profiles: [profile('phone', '555-CAFE')] }, 'data.profiles.0.address'],
    ['a WhatsApp number without its country code', { profiles: [profile('whatsapp', '555 010 0199')] }, 'data.profiles.0.address'],
    ['a Mastodon name without its server', { profiles: [profile('mastodon', '@cafe')] }, 'data.profiles.0.address'],
    ['an empty address', { profiles: [profile('facebook', '')] }, 'data.profiles.0.address'],
    ['an unknown network', { profiles: [profile('myspace', 'cafe')] }, 'data.profiles.0.network'],
    ['a profile without a network', { profiles: [{ id: 'a', address: 'https://cafe.example' }] }, 'data.profiles.0.network'],
    ['two profiles with one id', { profiles: [profile('x', '@cafe'), profile('x', '@cafe2')] }, 'data.profiles.1.id'],
    ['a 21st profile', { profiles: Array.from({ length: 21 }, (_, i) => profile('website', 'https://cafe.example', { id: `p${i}` })) }, 'data.profiles'],
    ['a label over 100 characters', { profiles: [profile('x', '@cafe', { label: 'x'.repeat(101) })] }, 'data.profiles.0.label'],
    ['an unknown icon size', { iconSize: 'huge' }, 'data.iconSize'],
    ['an unknown shape', { iconShape: 'hexagon' }, 'data.iconShape'],
    ['unknown colours', { iconColors: 'rainbow' }, 'data.iconColors'],
    ['an unknown alignment', { iconAlignment: 'left' }, 'data.iconAlignment'],
    ['names shown as text', { showProfileNames: 'yes' }, 'data.showProfileNames'],
  ],
  team_members: [
    ['a member without a name', { members: [{ id: 'm', role: 'Chef' }] }, 'data.members.0.name'],
    ['a blank name', { members: [{ ...member, name: '  ' }] }, 'data.members.0.name'],
    ['two members with one id', { members: [member, member] }, 'data.members.1.id'],
    ['a 51st member', { members: Array.from({ length: 51 }, (_, i) => ({ ...member, id: `m${i}` })) }, 'data.members'],
    ['a javascript: photo', { members: [{ ...member, photo: 'javascript:alert(1)' }] }, 'data.members.0.photo'],
    ['a javascript: LinkedIn profile', { members: [{ ...member, linkedin: 'javascript:alert(1)' }] }, 'data.members.0.linkedin'],
    ['a relative web site', { members: [{ ...member, website: '/about/ann' }] }, 'data.members.0.website'],
    ['a protocol-relative GitHub profile', { members: [{ ...member, github: '//github.com/ann' }] }, 'data.members.0.github'],
    ['a mailto: as a web site', { members: [{ ...member, website: 'mailto:ann@example.com' }] }, 'data.members.0.website'],
    ['a web address as an email', { members: [{ ...member, email: 'https://example.com' }] }, 'data.members.0.email'],
    ['an email with a query', { members: [{ ...member, email: 'ann@example.com?cc=boss@example.com' }] }, 'data.members.0.email'],
    ['a phone of words', { members: [{ ...member, phone: 'call me' }] }, 'data.members.0.phone'],
    ['a tel: as an X profile', { members: [{ ...member, x: 'tel:+15550100' }] }, 'data.members.0.x'],
    ['a bio over 2000 characters', { members: [{ ...member, bio: 'x'.repeat(2001) }] }, 'data.members.0.bio'],
    ['an unknown layout', { layout: 'carousel' }, 'data.layout'],
    ['seven columns', { columns: 7 }, 'data.columns'],
    ['an unknown photo shape', { photoShape: 'hexagon' }, 'data.photoShape'],
    ['bios shown as text', { showBios: 'yes' }, 'data.showBios'],
    ['a negative bio length', { bioLength: -1 }, 'data.bioLength'],
  ],
};

// Common data (SPEC §3) is checked the same way for every type.
const COMMON_BAD: [string, Record<string, unknown>, string][] = [
  ['localization texts as a list', { localization: { languages: { 'de-DE': ['Hallo'] } } }, 'data.localization.languages.de-DE'],
  ['an unknown colour preset', { colorScheme: { preset: '15' } }, 'data.colorScheme.preset'],
  ['a non-hex text colour', { colorScheme: { text: 'red' } }, 'data.colorScheme.text'],
  ['a negative padding', { styles: { padding: -1 } }, 'data.styles.padding'],
  ['an unknown device', { displayRules: { devices: ['watch'] } }, 'data.displayRules.devices.0'],
  ['a scroll percentage over 100', { displayRules: { triggers: { pageScroll: { active: true, percentage: 150 } } } }, 'data.displayRules.triggers.pageScroll.percentage'],
  ['integrations as text', { integrations: 'csv' }, 'data.integrations'],
  ['a mobile rewrite with a string font size', { deviceRewrites: { mobile: { styles: { fontSize: '12' } } } }, 'data.deviceRewrites.mobile.styles.fontSize'],
];

describe.each(WIDGET_TYPES)('%s data schema', (type) => {
  it('accepts its built-in defaults, empty data and unknown keys', () => {
    expect(widgetDataIssues(type, WIDGET_DEFAULTS_BY_TYPE[type])).toEqual([]);
    expect(widgetDataIssues(type, {})).toEqual([]);
    expect(WIDGET_DATA_SCHEMAS[type].parse({ futureKey: { a: 1 } })).toMatchObject({ futureKey: { a: 1 } });
  });
  it.each([...BAD[type], ...COMMON_BAD])('refuses %s at the right path', (_name, data, path) => {
    expect(widgetDataIssues(type, data).map((i) => i.path.join('.'))).toContain(path);
  });
  it('refuses data that is not an object', () => {
    for (const bad of [null, [], 'x', 3]) expect(widgetDataIssues(type, bad).map((i) => i.path.join('.'))).toEqual(['data']);
  });
});

it('accepts http(s), root-relative and relative media, and blank addresses in a new item', () => {
  for (const src of ['https://cdn.example/a.png', 'http://x/a.png', '/static/a.png', 'a.png', '//cdn.example/a.png', ''])
    expect(widgetDataIssues('image_gallery', { images: [{ id: 'a', src, alt: '' }] })).toEqual([]);
});

it('takes an http(s) address to share, or none for the page the visitor is on', () => {
  for (const shareUrl of ['', 'https://shop.example/post?ref=1#top', 'http://shop.example/']) expect(widgetDataIssues('share_buttons', { shareUrl })).toEqual([]);
});

it('takes YouTube, Vimeo and video file addresses, and a blank one in a new video', () => {
  for (const url of ['', 'https://youtu.be/eRsGyueVLvQ?t=90', 'https://vimeo.com/123456/abcdef', 'https://cdn.example/clip.webm'])
    expect(widgetDataIssues('video_gallery', { videos: [{ id: 'v', url, title: 'V' }] })).toEqual([]);
});

it('says what a video address may be when it refuses one', () => {
  const [issue] = widgetDataIssues('video_gallery', { videos: [{ id: 'v', url: 'https://example.com/watch', title: 'V' }] });
  expect(issue?.message).toMatch(/YouTube or Vimeo link .* video file ending in \.mp4, \.webm, \.ogg or \.mov/);
});

it('takes a logo with an http(s) link, an empty one or none, and a 60th logo', () => {
  for (const link of ['https://acme.example/about?ref=1', 'http://acme.example', '', undefined]) expect(widgetDataIssues('logo_showcase', { logos: [{ ...logo, link }] })).toEqual([]);
  expect(widgetDataIssues('logo_showcase', { logos: Array.from({ length: 60 }, (_, i) => ({ ...logo, id: `l${i}` })) })).toEqual([]);
});

it('takes a post with a day, a moment with its zone or no date, and one with a title alone', () => {
  for (const date of ['2026-11-02', '2026-11-02T09:30:00.000Z', '2026-11-02T09:30+01:00', '']) expect(widgetDataIssues('news_feed', { posts: [{ ...post, date }] })).toEqual([]);
  expect(widgetDataIssues('news_feed', { posts: [{ id: 'p', title: 'Only a title' }], summaryLength: 0 })).toEqual([]);
});

it('takes a location by address or coordinates, with an http(s) site and a phone, and a 50th location', () => {
  for (const over of [{ coordinates: '' }, { address: '', coordinates: '-33.8568,151.2153' }, { coordinates: '90, -180' }, { coordinates: undefined }, { address: undefined }, { link: 'https://cafe.example/menu?x=1', phone: '+1 (555) 010-0199' }, { link: '', phone: '' }, { description: 'Open late.' }])
    expect(widgetDataIssues('map', { locations: [{ ...place, ...over }] })).toEqual([]);
  expect(widgetDataIssues('map', { locations: Array.from({ length: 50 }, (_, i) => ({ ...place, id: `l${i}` })) })).toEqual([]);
  expect(widgetDataIssues('map', { provider: 'osm', locations: [place] })).toEqual([]);
  // A provider saved alone is checked against no locations: the defaults' have coordinates.
  expect(widgetDataIssues('map', { provider: 'osm' })).toEqual([]);
});

it('says OpenStreetMap needs coordinates on the location that lacks them, and what coordinates look like', () => {
  const [osm] = widgetDataIssues('map', { provider: 'osm', locations: [{ ...place, coordinates: '' }] });
  expect([osm?.path.join('.'), osm?.message]).toEqual(['data.locations.0.coordinates', expect.stringMatching(/^OpenStreetMap needs each location’s coordinates .* or choose Google Maps/)]);
  const [range] = widgetDataIssues('map', { locations: [{ ...place, coordinates: '95, 10' }] });
  expect(range?.message).toMatch(/latitude from -90 to 90, longitude from -180 to 180/);
});

describe('business hours ranges', () => {
  it('takes ranges past midnight, to 24:00, with a lunch break, dashes and spaces, and blank new rows', () => {
    for (const ranges of [['22:00-02:00'], ['00:00-24:00'], ['09:00-12:00', '13:00-17:00'], ['9:00 – 17:30'], ['18:00-24:00', '00:00-01:00'], ['09:00-12:00', '12:00-17:00'], []])
      expect(widgetDataIssues('business_hours', { week: [day(ranges)] }), ranges.join()).toEqual([]);
    expect(widgetDataIssues('business_hours', { week: [day([], { day: '', id: 'new' }), day([], { day: '', id: 'new-2' })], specialDays: [special({ date: '' })] })).toEqual([]);
    expect(widgetDataIssues('business_hours', { timeZone: 'Asia/Kolkata', specialDays: [special({ date: '2028-02-29', closed: false, allDay: true })] })).toEqual([]);
  });

  it('says how to write a range, and which day is listed twice', () => {
    expect(widgetDataIssues('business_hours', { week: [day(['25:00-26:00'])] })[0]?.message).toMatch(/09:00-17:00 .* 22:00-02:00, runs past midnight/);
    expect(widgetDataIssues('business_hours', { week: [day(['09:00-12:00']), day([], { id: 'b' })] })[0]?.message).toMatch(/^Monday is listed twice/);
    expect(widgetDataIssues('business_hours', { timeZone: 'Europe/Atlantis' })[0]?.message).toBe('Use an IANA time zone such as Europe/Berlin, America/New_York or UTC');
    expect(widgetDataIssues('business_hours', { week: [day(['09:00-13:00', '12:00-17:00'])] })[0]?.message).toMatch(/overlap/);
  });
});

it('takes each network’s usernames, numbers and addresses, and says what a refused one should be', () => {
  const ok: [string, string][] = [
    ['instagram', '@cafe.lumen'], ['instagram', 'https://www.instagram.com/cafe.lumen/'], ['facebook', 'https://m.facebook.com/cafe'], ['x', '@cafe_lumen'], ['x', 'https://twitter.com/cafe'],
    ['linkedin', 'https://www.linkedin.com/company/cafe-lumen'], ['youtube', '@cafe-lumen'], ['tiktok', '@cafe.lumen'], ['pinterest', 'cafelumen'], ['threads', '@cafe.lumen'],
    ['mastodon', '@cafe@mastodon.example'], ['github', 'cafe-lumen'], ['whatsapp', '+1 555 010 0199'], ['telegram', '@cafe_lumen'], ['email', 'hello@cafe.example'],
    ['phone', '+1 (555) 010-0199'], ['website', 'https://cafe.example/menu?x=1'],
  ];
  for (const [network, address] of ok) expect(widgetDataIssues('social_links', { profiles: [profile(network, address)] }), `${network} ${address}`).toEqual([]);
  expect(widgetDataIssues('social_links', { profiles: [profile('x', '@cafe', { label: undefined })] })).toEqual([]);
  expect(widgetDataIssues('social_links', { profiles: Array.from({ length: 20 }, (_, i) => profile('website', 'https://cafe.example', { id: `p${i}` })) })).toEqual([]);
  expect(widgetDataIssues('social_links', { profiles: [profile('website', 'javascript:alert(1)')] })[0]?.message).toBe('Website does not take this address. A web address, such as https://example.com');
  expect(widgetDataIssues('social_links', { profiles: [profile('instagram', '')] })[0]?.message).toBe('Enter the profile: An Instagram username, such as @yourcafe, or its address');
});

describe('team members links', () => {
  it('takes each kind’s own link: mailto: and tel: only for email and phone, http(s) for the rest, or none', () => {
    const links = { email: 'mailto:ann@example.com', phone: '+1 (555) 010-0100', website: 'http://ann.example', linkedin: 'https://www.linkedin.com/in/ann', x: 'https://x.com/ann', instagram: 'https://www.instagram.com/ann', github: 'https://github.com/ann' };
    expect(widgetDataIssues('team_members', { members: [{ ...member, ...links }] })).toEqual([]);
    expect(widgetDataIssues('team_members', { members: [{ ...member, email: 'ann@example.com', phone: 'tel:+15550100' }, { id: 'new', name: 'New' }] })).toEqual([]);
    expect(widgetDataIssues('team_members', { members: Array.from({ length: 50 }, (_, i) => ({ ...member, id: `m${i}` })), bioLength: 0 })).toEqual([]);
  });

  it('says what each kind takes when it refuses one', () => {
    const say = (over: Record<string, string>) => widgetDataIssues('team_members', { members: [{ ...member, ...over }] })[0]?.message;
    expect(say({ email: 'ann' })).toBe('An email address such as ann@example.com, or empty for none');
    expect(say({ phone: 'javascript:alert(1)' })).toBe('A phone number such as +1 555 0100, or empty for none');
    expect(say({ linkedin: 'linkedin.com/in/ann' })).toBe('An http(s) address such as https://www.linkedin.com/in/name, or empty for none');
  });
});
