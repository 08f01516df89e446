// Team members' pure helpers: each link kind's address as rendered (mailto:, tel: or http(s), none for
// anything else), the links' names, bios cut at a word and the columns within bounds.
import { describe, expect, it } from 'vitest';
import { cutBio, initials, memberHref, memberLinkName, memberLinks, teamColumns, type MemberLinkKind } from '../../../shared/widgets/team-members';

describe('team members helpers', () => {
  it.each<[MemberLinkKind, unknown, string | undefined]>([
    ['email', 'ann@example.com', 'mailto:ann@example.com'],
    ['email', ' MAILTO:ann@example.com ', 'mailto:ann@example.com'],
    ['email', 'ann@example.com?cc=boss@example.com', undefined],
    ['email', 'ann@example.com,bob@example.com', undefined],
    ['email', 'https://example.com', undefined],
    ['email', 'javascript:alert(1)//@x.com', undefined],
    ['phone', '+1 (555) 010-0100', 'tel:+15550100100'],
    ['phone', 'tel:+44 20 7946 0958', 'tel:+442079460958'],
    ['phone', '12345', undefined],
    ['phone', 'javascript:alert(1)', undefined],
    ['phone', 'ann@example.com', undefined],
    ['website', 'https://ann.example/about?x=1', 'https://ann.example/about?x=1'],
    ['website', 'http://ann.example', 'http://ann.example/'],
    ['website', 'ann.example', undefined],
    ['website', '//ann.example', undefined],
    ['website', '/about', undefined],
    ['linkedin', 'javascript:alert(1)', undefined],
    ['linkedin', 'https://www.linkedin.com/in/ann', 'https://www.linkedin.com/in/ann'],
    ['x', 'mailto:ann@example.com', undefined],
    ['instagram', 'data:text/html,<b>', undefined],
    ['github', 'tel:+15550100', undefined],
    ['github', '', undefined],
    ['github', 42, undefined],
    ['github', undefined, undefined],
  ])('%s %j links to %s', (kind, value, href) => {
    expect(memberHref(kind, value)).toBe(href);
  });

  it('names each link for whom and where, and lists them contact first', () => {
    expect((['email', 'phone', 'website', 'linkedin', 'x', 'instagram', 'github'] as const).map((k) => memberLinkName(k, 'Ann Lee'))).toEqual([
      'Email Ann Lee',
      'Call Ann Lee',
      'Ann Lee’s website',
      'Ann Lee on LinkedIn',
      'Ann Lee on X',
      'Ann Lee on Instagram',
      'Ann Lee on GitHub',
    ]);
    expect(memberLinks({ github: 'https://github.com/ann', email: 'ann@example.com', x: 'javascript:1', phone: '' }).map((l) => l.kind)).toEqual(['email', 'github']);
  });

  it.each<[string, number, string | undefined]>([
    ['Short bio.', 120, undefined],
    ['Exactly ten', 11, undefined],
    ['Ann opened the café in 2015, after ten years.', 20, 'Ann opened the café…'],
    ['Ann opened the café, in 2015.', 21, 'Ann opened the café…'],
    ['Supercalifragilistic expialidocious', 10, 'Supercalif…'],
    ['Anything at all', 0, undefined],
  ])('cuts %j at %i to %j', (bio, length, cut) => {
    expect(cutBio(bio, length)).toBe(cut);
  });

  it('keeps columns within 1 to 6, 3 when unset, and makes initials', () => {
    expect([teamColumns(undefined), teamColumns(0), teamColumns(9), teamColumns(4.4), teamColumns('2')]).toEqual([3, 3, 6, 4, 2]);
    expect([initials('Ann Lee'), initials('marco díaz ruiz'), initials(' Priya '), initials('')]).toEqual(['AL', 'MD', 'P', '']);
  });
});
