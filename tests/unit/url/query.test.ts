import { describe, expect, it } from 'vitest';
import { parseQuery, popupParamsOf } from '../../../shared/url';

describe('parseQuery', () => {
  const cases: [string, string, string, Record<string, unknown>][] = [
    ['reads projectId', '?projectId=p1', '/viewer/x', { projectId: 'p1' }],
    ['reads aisid', '?aisid=an-1', '/viewer/x', { aisid: 'an-1' }],
    ['cnDebug=true turns on debug', '?cnDebug=true', '/viewer/x', { debug: true }],
    ['cnDebug=1 is not debug', '?cnDebug=1', '/viewer/x', { debug: false }],
    ['a white-label token turns on white-label', '?wlToken=tok', '/viewer/x', { whiteLabel: true, whiteLabelToken: 'tok' }],
    ['a white-label path segment turns on white-label', '', '/wl/viewer/x', { whiteLabel: true, whiteLabelToken: null }],
    ['names the white-label platform', '?wlPlatform=acme', '/viewer/x', { whiteLabelPlatform: 'acme', whiteLabel: false }],
    ['the visible flag is preview', '?visible=true', '/viewer/x', { visible: true }],
    ['visible=false is not preview', '?visible=false', '/viewer/x', { visible: false }],
    ['reads the host origin', '?origin=https%3A%2F%2Fshop.example', '/viewer/x', { hostOrigin: 'https://shop.example' }],
    ['reads the popup id', '?popup=lightbox', '/viewer/x', { popupId: 'lightbox' }],
    ['reads muteEvents', '?muteEvents=1', '/viewer/x', { muteEvents: true }],
    ['empty values are absent', '?projectId=', '/viewer/x', { projectId: null }],
  ];
  it.each(cases)('%s', (_n, search, path, expected) => {
    expect(parseQuery(search, path)).toMatchObject(expected);
  });

  it('keeps only non-reserved params as popup params', () => {
    expect(popupParamsOf('?popup=lb&origin=https%3A%2F%2Fa.b&index=3&lang=fr')).toEqual({ index: '3' });
  });
});
