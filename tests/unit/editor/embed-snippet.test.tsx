// @vitest-environment happy-dom
// Issue 8: the builder's snippet reserves the last rendered height the server learned from viewers
// (editor GET `lastHeights`), so a first visit to the host page does not jump; nothing known, the plain
// placeholder (ARCHITECTURE §3.1).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { embedSnippet, placeholderTag, reservedHeight, reservedHeights } from '../../../frame/editor/publish/embed-snippet';
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

  it('overrides the inline height for tablets and phones whose heights differ, in media queries on the screen width', () => {
    const style = (rules: string) => `<style data-tessera-reserve>${rules}</style>`;
    const tablet = '@media (max-width:1023.98px){[data-tessera-widget="w-1"]{min-height:904px!important}}';
    const phone = (px: number) => `@media (max-width:479.98px){[data-tessera-widget="w-1"]{min-height:${px}px!important}}`;
    expect(placeholderTag('w-1', { desktop: 648, tablet: 904, mobile: 792 })).toBe(`<div data-tessera-widget="w-1" style="min-height:648px">${style(tablet + phone(792))}</div>`);
    // Only what differs from the height that would apply anyway.
    expect(placeholderTag('w-1', { desktop: 648, tablet: 648, mobile: 792 })).toBe(`<div data-tessera-widget="w-1" style="min-height:648px">${style(phone(792))}</div>`);
    expect(placeholderTag('w-1', { desktop: 648, tablet: 904, mobile: 904 })).toBe(`<div data-tessera-widget="w-1" style="min-height:648px">${style(tablet)}</div>`);
    expect(placeholderTag('w-1', { tablet: 904, mobile: 792 })).toBe(`<div data-tessera-widget="w-1" style="min-height:904px">${style(phone(792))}</div>`);
    expect(reservedHeights({ desktop: 648, tablet: 0, mobile: 792.4 })).toEqual({ inline: 648, mobile: 792 });
    // An id a selector would need to escape keeps the inline reservation only.
    expect(placeholderTag('a"b', { desktop: 648, mobile: 792 })).toBe('<div data-tessera-widget="a"b" style="min-height:648px"></div>');
  });

  it('the Publish panel of a loaded widget shows the snippet with the height from the editor GET', async () => {
    const server = fakeServer({
      'GET /api/v1/plugin/w1': () => ok({ guid: 'w1', type: 'form', name: 'Contact', data: {}, lastHeights: { desktop: 812, mobile: 1204 } }),
      'GET /api/v1/plugin/w1/custom-domain': () => ok([]),
    });
    renderInBuilder(<EditorPage widgetId="w1" />, server.api);
    fireEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(document.getElementById('embed-code')).toBeTruthy());
    const placeholder =
      '<div data-tessera-widget="w1" style="min-height:812px"><style data-tessera-reserve>@media (max-width:479.98px){[data-tessera-widget="w1"]{min-height:1204px!important}}</style></div>';
    expect((document.getElementById('embed-code') as HTMLTextAreaElement).value).toBe(`<script src="http://app.test/loader.js" async></script>\n${placeholder}`);
    expect((document.getElementById('embed-placeholder') as HTMLTextAreaElement).value).toBe(placeholder);
    expect(document.getElementById('embed-reserve')!.textContent).toBe(
      "The code keeps 812 px (1204 px on phones) free, the widget's height on visitors' screens, so the page does not jump while it loads.",
    );
  });
});
