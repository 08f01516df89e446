import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGES } from '../../../shared/constants';
import { matchLanguage, selectLanguage, type LanguageInput } from '../../../shared/url';

describe('matchLanguage', () => {
  const cases: [string | null, string | null][] = [
    ['fr-FR', 'fr-FR'],
    ['FR-fr', 'fr-FR'],
    ['pt_br', 'pt-BR'],
    ['en', 'en-US'],
    ['nb_no', 'nb-NO'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['xx', null],
    ['', null],
    [null, null],
    ['123', null],
  ];
  it.each(cases)('%s → %s', (input, expected) => expect(matchLanguage(input)).toBe(expected));

  it('matches every supported language exactly, lower-cased and with an underscore', () => {
    for (const l of SUPPORTED_LANGUAGES) {
      expect(matchLanguage(l)).toBe(l);
      expect(matchLanguage(l.toLowerCase().replace('-', '_'))).toBe(l);
    }
  });
});

describe('selectLanguage', () => {
  const base = (over: Partial<LanguageInput> & { search?: string }): LanguageInput => ({
    platform: null,
    query: new URLSearchParams(over.search ?? ''),
    pathname: '/viewer/x',
    hostname: 'app.tessera.io',
    ...over,
  });
  const cases: [string, Partial<LanguageInput> & { search?: string }, string | null][] = [
    ['lang query on wix', { platform: 'wix', search: '?lang=ja' }, 'ja-JP'],
    ['locale query on wix', { platform: 'wix', search: '?locale=es_mx' }, 'es-MX'],
    ['lang query ignored off wix', { search: '?lang=ja' }, null],
    ['the shop locale', { shopLocale: 'it_IT' }, 'it-IT'],
    ['the shop locale query', { search: '?shopLocale=sv' }, 'sv-SE'],
    ["the host page's locale, from the loader", { search: '?pageLocale=nl' }, 'nl-NL'],
    ["the host page's locale pair", { pageLocale: 'en_GB' }, 'en-GB'],
    ['the shop locale wins over the page', { search: '?shopLocale=sv&pageLocale=nl' }, 'sv-SE'],
    ["the page's locale wins over the frame's own path", { search: '?pageLocale=da', pathname: '/fr/viewer/x' }, 'da-DK'],
    ['a page locale that is no supported language', { search: '?pageLocale=xx' }, null],
    ['a page locale that is not locale-shaped', { search: '?pageLocale=deutsch' }, null],
    ['a two-letter locale in the path', { pathname: '/fr/viewer/x' }, 'fr-FR'],
    ['a locale pair in the path', { pathname: '/pt_BR/viewer/x' }, 'pt-BR'],
    ['our lp segment is not a language', { pathname: '/lp/g1' }, null],
    ['a two-letter subdomain', { hostname: 'de.shop.example' }, 'de-DE'],
    ['a bare host name is not a subdomain', { hostname: 'de.example' }, null],
    ['the explicit choice wins', { explicit: 'ko', platform: 'wix', search: '?lang=ja' }, 'ko-KR'],
    ['wix query wins over the path', { platform: 'wix', search: '?lang=ru', pathname: '/fr/x' }, 'ru-RU'],
    ['nothing found', {}, null],
  ];
  it.each(cases)('%s', (_n, input, expected) => expect(selectLanguage(base(input))).toBe(expected));
});
