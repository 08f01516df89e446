import { describe, expect, it } from 'vitest';
import { hostOriginOf, isAllowedHost } from '../../../frame/viewer/host-origin';

describe('hostOriginOf', () => {
  it('prefers location.ancestorOrigins', () => {
    expect(hostOriginOf({ ancestorOrigins: ['https://shop.example'], search: '?origin=https%3A%2F%2Fother.example' })).toBe('https://shop.example');
  });
  it('falls back to the origin parameter the loader set, normalised', () => {
    expect(hostOriginOf({ search: '?origin=https%3A%2F%2Fshop.example%2Fpath' })).toBe('https://shop.example');
  });
  it('refuses non-http origins', () => {
    expect(hostOriginOf({ search: '?origin=javascript%3Aalert(1)' })).toBeNull();
    expect(hostOriginOf({ search: '' })).toBeNull();
  });
});

describe('isAllowedHost (the widget allow-list)', () => {
  const cases: [string, unknown, boolean][] = [
    ['https://a.example', [], true],
    ['http://127.0.0.1:4001', undefined, true],
    ['https://a.example', ['https://a.example'], true],
    ['https://a.example', ['https://a.example/'], true],
    ['https://b.example', ['https://a.example'], false],
    ['http://a.example', ['https://a.example'], false],
    ['file://x', [], false],
  ];
  it.each(cases)('%s with %j → %s', (o, list, ok) => expect(isAllowedHost(o, list)).toBe(ok));
});
