// A social profile's link, per network: built from what owners know (a username, a number) or taken as the
// owner's full address on the network's own site; never javascript:, data:, a path or another site.
import { describe, expect, it } from 'vitest';
import { opensNewTab, phoneDigits, profileHref, SOCIAL_NETWORKS, SOCIAL_RULES, socialLinksDefaults, type SocialNetwork } from '../../../shared/widgets/social-links';

describe('profileHref', () => {
  it.each<[SocialNetwork, string, string | null]>([
    // Usernames, with or without @, as each network's address.
    ['instagram', '@cafe.lumen', 'https://www.instagram.com/cafe.lumen/'],
    ['instagram', 'cafe_lumen', 'https://www.instagram.com/cafe_lumen/'],
    ['facebook', 'cafelumen', 'https://www.facebook.com/cafelumen'],
    ['x', '@cafe_lumen', 'https://x.com/cafe_lumen'],
    ['youtube', '@cafe-lumen', 'https://www.youtube.com/@cafe-lumen'],
    ['tiktok', '@cafe.lumen', 'https://www.tiktok.com/@cafe.lumen'],
    ['pinterest', 'cafelumen', 'https://www.pinterest.com/cafelumen/'],
    ['threads', '@cafe.lumen', 'https://www.threads.net/@cafe.lumen'],
    ['github', 'cafe-lumen', 'https://github.com/cafe-lumen'],
    ['telegram', '@cafe_lumen', 'https://t.me/cafe_lumen'],
    ['mastodon', '@cafe@mastodon.example', 'https://mastodon.example/@cafe'],
    ['mastodon', 'cafe@Social.Example.org', 'https://social.example.org/@cafe'],
    ['whatsapp', '+1 (555) 010-0199', 'https://wa.me/15550100199'],
    ['email', 'hello@cafe.example', 'mailto:hello@cafe.example'],
    ['email', 'mailto:hello@cafe.example', 'mailto:hello@cafe.example'],
    ['phone', '+1 555 010 0199', 'tel:+15550100199'],
    ['phone', '(555) 010-0199', 'tel:5550100199'],
    // Full addresses on the network's own site (and its subdomains), as given.
    ['facebook', 'https://m.facebook.com/cafe.lumen', 'https://m.facebook.com/cafe.lumen'],
    ['x', 'https://twitter.com/cafe', 'https://twitter.com/cafe'],
    ['linkedin', 'https://www.linkedin.com/company/cafe-lumen/', 'https://www.linkedin.com/company/cafe-lumen/'],
    ['youtube', 'https://www.youtube.com/channel/UC123', 'https://www.youtube.com/channel/UC123'],
    ['whatsapp', 'https://wa.me/15550100199', 'https://wa.me/15550100199'],
    ['mastodon', 'https://mastodon.example/@cafe', 'https://mastodon.example/@cafe'],
    ['website', 'http://cafe.example/menu?x=1', 'http://cafe.example/menu?x=1'],
    // Refused.
    ['instagram', 'javascript:alert(1)', null],
    ['website', 'javascript:alert(1)', null],
    ['website', 'data:text/html,<b>hi</b>', null],
    ['website', '/about', null],
    ['website', '//cafe.example', null],
    ['website', 'cafe.example', null],
    ['website', 'https://me:pw@cafe.example/', null],
    ['website', 'ftp://cafe.example/', null],
    ['facebook', 'https://facebook.com.evil.example/cafe', null],
    ['instagram', 'https://evil.example/instagram.com', null],
    ['linkedin', 'cafe-lumen', null],
    ['x', '@a_name_far_too_long_for_x', null],
    ['instagram', 'cafe lumen', null],
    ['email', 'hello@', null],
    ['email', 'javascript:alert(1)//@x.example', null],
    ['phone', '555-CAFE', null],
    ['phone', 'tel:javascript:alert(1)', null],
    ['phone', '12345', null],
    ['whatsapp', '555 010 0199', null],
    ['mastodon', '@cafe', null],
    ['github', '-cafe', null],
    ['telegram', '@caf', null],
    ['website', '', null],
    ['website', '   ', null],
  ])('%s %j', (network, address, href) => {
    expect(profileHref(network, address)).toBe(href);
  });

  it('opens web profiles in a tab of their own, not email or calls', () => {
    expect([opensNewTab('https://x.com/cafe'), opensNewTab('http://cafe.example/'), opensNewTab('mailto:a@b.example'), opensNewTab('tel:+15550100')]).toEqual([true, true, false, false]);
  });

  it.each([
    ['+1 (555) 010-0199', '+15550100199'],
    ['555.010.0199', '5550100199'],
    ['+44 20 7946 0958', '+442079460958'],
    ['12345', null],
    ['1234567890123456', null],
    ['+1 555 abc', null],
  ])('phone digits of %j', (v, digits) => expect(phoneDigits(v)).toBe(digits));

  it('has a name and a hint for every network, and builds every default profile offline', () => {
    for (const n of SOCIAL_NETWORKS) expect([SOCIAL_RULES[n].name, SOCIAL_RULES[n].hint].every(Boolean)).toBe(true);
    expect(socialLinksDefaults.profiles.map((p) => profileHref(p.network, p.address))).toEqual([
      'https://www.instagram.com/cafe.lumen.example/',
      'https://www.facebook.com/cafelumen.example',
      'https://www.tiktok.com/@cafelumen.example',
      'https://www.youtube.com/@cafelumen-example',
      'mailto:hello@cafe-lumen.example',
    ]);
  });
});
