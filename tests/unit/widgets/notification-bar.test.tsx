// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import barModule from '../../../frame/widgets/notification-bar/index';
import type { NotificationBarData } from '../../../shared/widgets/notification-bar';
import { makeCtx, makeWidget, visitor } from '../../helpers/make-ctx';

afterEach(cleanup);
const Bar = barModule.Widget;
const empty = {} as NotificationBarData;

describe('notification bar widget', () => {
  it('shows the default message at the top, full width, as a global widget', () => {
    expect(barModule.global).toBe(true);
    const { ctx, rec } = makeCtx({ visitor: visitor({ dimensions: { width: 1200, height: 800 } }) });
    render(<Bar widget={makeWidget('notification_bar', empty)} ctx={ctx} />);
    const region = screen.getByRole('region', { name: 'Announcement' });
    expect(region.textContent).toContain('Free shipping');
    expect(screen.getByRole('link', { name: 'Shop now' }).getAttribute('href')).toBe('https://example.com/');
    expect(rec.global.at(-1)).toMatchObject({ position: 'top', width: 1200, state: 'expanded' });
  });

  it('can be dismissed by keyboard and stays dismissed for the session', () => {
    const { ctx, rec } = makeCtx({ visitor: visitor() });
    render(<Bar widget={makeWidget('notification_bar', empty)} ctx={ctx} />);
    const btn = screen.getByRole('button', { name: 'Dismiss' });
    btn.focus();
    fireEvent.click(btn);
    expect(screen.queryByRole('region')).toBeNull();
    expect(rec.global.at(-1)).toMatchObject({ state: 'hidden' });
    cleanup();
    render(<Bar widget={makeWidget('notification_bar', empty)} ctx={ctx} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('stops showing once the frequency cap is reached', () => {
    const { ctx, rec } = makeCtx({ visitor: visitor() });
    rec.storeData.shows = 3;
    render(<Bar widget={makeWidget('notification_bar', empty)} ctx={ctx} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it("shows in the builder's preview even once dismissed or capped, and off the pages it is limited to", () => {
    const { ctx, rec } = makeCtx({ mode: 'preview', host: null });
    rec.storeData.shows = 3;
    rec.storeData.dismissed = true;
    const data = { displayRules: { urlMatch: { mode: 'contains', patterns: ['/sale'] } } } as unknown as NotificationBarData;
    render(<Bar widget={makeWidget('notification_bar', data)} ctx={ctx} />);
    expect(screen.getByRole('region', { name: 'Announcement' })).toBeTruthy();
  });

  it('refuses unsafe link targets', () => {
    const { ctx } = makeCtx({ visitor: visitor() });
    render(<Bar widget={makeWidget('notification_bar', { linkUrl: 'javascript:alert(1)' } as NotificationBarData)} ctx={ctx} />);
    expect(screen.queryByRole('link', { name: 'Shop now' })).toBeNull();
  });

  it('sits at the bottom when configured and only on matching urls', () => {
    const { ctx, rec } = makeCtx({ visitor: visitor({ currentUrl: 'http://host.test/shop/x' }) });
    const data = { position: 'bottom', displayRules: { urlMatch: { mode: 'contains', patterns: ['/shop'] } } } as unknown as NotificationBarData;
    render(<Bar widget={makeWidget('notification_bar', data)} ctx={ctx} />);
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom', state: 'expanded' });
    cleanup();
    const other = makeCtx({ visitor: visitor({ currentUrl: 'http://host.test/blog' }) });
    render(<Bar widget={makeWidget('notification_bar', data)} ctx={other.ctx} />);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('localizes the message and renders right-to-left in Arabic', () => {
    const { ctx } = makeCtx({ visitor: visitor(), language: 'ar-SA' });
    const data = { localization: { languages: { 'ar-SA': { message: 'شحن مجاني', linkText: 'تسوق الآن' } } } } as unknown as NotificationBarData;
    const { container } = render(<Bar widget={makeWidget('notification_bar', data)} ctx={ctx} />);
    expect(screen.getByRole('region').textContent).toContain('شحن مجاني');
    expect(container.querySelector('.tw-root')?.getAttribute('dir')).toBe('rtl');
  });
});
