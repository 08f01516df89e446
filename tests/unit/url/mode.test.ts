import { describe, expect, it } from 'vitest';
import { detectMode, type ModeInput } from '../../../shared/url';

const own = ['app.tessera.io'];
const cases: [string, Omit<ModeInput, 'productHosts'>, string | null][] = [
  ['editor segment', { pathname: '/editor/x', hostname: 'app.tessera.io' }, 'editor'],
  ['preview segment', { pathname: '/preview/x', hostname: 'app.tessera.io' }, 'preview'],
  ['visible flag counts as preview', { pathname: '/viewer/x', hostname: 'app.tessera.io', visible: true }, 'preview'],
  ['lp is the gallery', { pathname: '/lp/g1', hostname: 'app.tessera.io' }, 'gallery'],
  ['viewer segment on our host', { pathname: '/viewer/x', hostname: 'app.tessera.io' }, 'viewer'],
  ['path ending with the viewer segment', { pathname: '/wix/viewer', hostname: 'APP.tessera.io' }, 'viewer'],
  ['viewer segment on localhost', { pathname: '/viewer/x', hostname: 'localhost' }, 'viewer'],
  ['viewer segment on 127.0.0.1', { pathname: '/viewer/x', hostname: '127.0.0.1' }, 'viewer'],
  ['short v route on our host', { pathname: '/v/shopify/x', hostname: 'app.tessera.io' }, 'viewer'],
  ['temp slug route on our host', { pathname: '/t/slug', hostname: 'app.tessera.io' }, 'viewer'],
  ['viewer segment on a foreign host is no mode', { pathname: '/viewer/x', hostname: 'proxy.example.com' }, null],
  ['no viewer segment is no mode', { pathname: '/widgets/x', hostname: 'localhost' }, null],
  ['a segment merely containing viewer does not count', { pathname: '/viewers/x', hostname: 'localhost' }, null],
];

describe('detectMode', () => {
  it.each(cases)('%s', (_n, input, expected) => {
    expect(detectMode({ ...input, productHosts: own })).toBe(expected);
  });
});
