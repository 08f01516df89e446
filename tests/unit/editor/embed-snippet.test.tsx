// @vitest-environment happy-dom
// Issue 8: the builder's snippet reserves the last rendered height the server learned from viewers
// (editor GET `lastHeights`), so a first visit to the host page does not jump; nothing known, the plain
// placeholder (ARCHITECTURE §3.1).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { embedSnippet, placeholderTag, reservedHeight } from '../../../frame/editor/publish/embed-snippet';
import { EditorPage } from '../../../frame/editor/workspace/editor-page';
import { fakeServer, ok } from './fake-server';
import { renderInBuilder } from './render-builder';

afterEach(cleanup);

describe('embed snippet height reservation', () => {
  it('reserves the desktop height, else tablet, else mobile; nothing known or nonsense gives the plain placeholder', () => {
    expect(reservedHeight({ desktop: 640.6, mobile: 900 })).toBe(641);
    expect(reservedHeight({ mobile: 900, tablet: 700 })).toBe(700);
    expect(reservedHeight({ mobile: 900 })).toBe(900);
    expect(reservedHeight({})).toBeNull();
    expect(reservedHeight(undefined)).toBeNull();
    expect(reservedHeight({ desktop: 0 })).toBeNull();
    expect(placeholderTag('w1', { desktop: 936 })).toBe('<div data-tessera-widget="w1" style="min-height:936px"></div>');
    expect(placeholderTag('w1', {})).toBe('<div data-tessera-widget="w1"></div>');
    expect(embedSnippet('http://app.test', 'w1', { tablet: 500 })).toBe(
      '<script src="http://app.test/loader.js" async></script>\n<div data-tessera-widget="w1" style="min-height:500px"></div>',
    );
  });

  it('the Publish panel of a loaded widget shows the snippet with the height from the editor GET', async () => {
    const server = fakeServer({
      'GET /api/v1/plugin/w1': () => ok({ guid: 'w1', type: 'form', name: 'Contact', data: {}, lastHeights: { desktop: 812, mobile: 1204 } }),
      'GET /api/v1/plugin/w1/custom-domain': () => ok([]),
    });
    renderInBuilder(<EditorPage widgetId="w1" />, server.api);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.getElementById('embed-code')).toBeTruthy());
    expect((document.getElementById('embed-code') as HTMLTextAreaElement).value).toBe(
      '<script src="http://app.test/loader.js" async></script>\n<div data-tessera-widget="w1" style="min-height:812px"></div>',
    );
    expect((document.getElementById('embed-placeholder') as HTMLTextAreaElement).value).toBe('<div data-tessera-widget="w1" style="min-height:812px"></div>');
  });
});
