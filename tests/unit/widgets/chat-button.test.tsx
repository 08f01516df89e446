// @vitest-environment happy-dom
// The chat button: a launcher that opens the owner's ways to talk, each a link into its app with the
// greeting typed in; one way only makes the launcher that link; ways not filled in are left out.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/preact';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import module from '../../../frame/widgets/chat-button/index';
import { channelHref, chatButtonDefaults, type ChatButtonData, type ChatChannel } from '../../../shared/widgets/chat-button';
import type { WidgetContext } from '../../../frame/widgets/types';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

afterEach(cleanup);
// A click on a link here is for its event only: happy-dom would otherwise go to the app's address.
const stay = (e: Event) => e.preventDefault();
beforeAll(() => document.addEventListener('click', stay));
afterAll(() => document.removeEventListener('click', stay));
const Widget = module.Widget;
const show = async (over: Partial<ChatButtonData> = {}, ctxOver: Partial<WidgetContext> = {}) => {
  const { ctx, rec } = makeCtx(ctxOver);
  render(<Widget widget={makeWidget('chat_button', { ...chatButtonDefaults, ...over })} ctx={ctx} />);
  await act(async () => {});
  return rec;
};
const way = (channel: ChatChannel['channel'], value: string, message = '', label = channel): ChatChannel => ({ id: `${channel}-${value.length}`, channel, label, value, message });

describe('chat button links', () => {
  it.each([
    ['WhatsApp with a greeting', way('whatsapp', '+1 (555) 010-0100', 'Hi & hello?'), 'https://wa.me/15550100100?text=Hi%20%26%20hello%3F'],
    ['WhatsApp without one', way('whatsapp', '+44 20 7946 0958'), 'https://wa.me/442079460958'],
    ['Telegram with its @', way('telegram', '@tessera_demo'), 'https://t.me/tessera_demo'],
    ['Messenger', way('messenger', 'tessera.shop'), 'https://m.me/tessera.shop'],
    ['an email with a body', way('email', 'hello@example.com', 'About my order'), 'mailto:hello@example.com?body=About%20my%20order'],
    ['a call', way('phone', '+1 555 010 0100'), 'tel:+15550100100'],
    ['a page', way('link', 'https://example.com/contact'), 'https://example.com/contact'],
    ['nothing while empty', way('whatsapp', ''), null],
    ['nothing for a WhatsApp number without its country code', way('whatsapp', '555 0100'), null],
    ['nothing for a javascript: page', way('link', 'javascript:alert(1)'), null],
  ])('%s', (_name, c, href) => {
    expect(channelHref(c)).toBe(href);
  });
});

describe('chat button widget', () => {
  it('opens the ways to talk from the launcher, each a link into its app, and closes back to the launcher', async () => {
    const rec = await show();
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom-right', state: 'collapsed' });
    const launcher = screen.getByRole('button', { name: 'Chat with us' });
    expect(launcher.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(launcher);
    await act(async () => {});
    const dialog = screen.getByRole('dialog', { name: 'Chat with us' });
    expect(dialog.textContent).toContain('Pick the app you like');
    const links = screen.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.getAttribute('target')])).toEqual([
      ['WhatsApp', 'https://wa.me/15550100100?text=Hello!%20I%20have%20a%20question.', '_blank'],
      ['Telegram', 'https://t.me/tessera_demo', '_blank'],
      ['Email us', 'mailto:hello@example.com', null],
    ]);
    expect(document.activeElement).toBe(links[0]);
    expect(rec.global.at(-1)).toMatchObject({ state: 'expanded' });
    fireEvent.click(links[1]!);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await act(async () => new Promise((r) => setTimeout(r, 5)));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chat with us');
    expect(rec.engagement).toEqual([
      { interaction: 'click', eventSubType: 'open', entityPath: 'chat' },
      { interaction: 'click', eventSubType: 'telegram', entityPath: 'channel' },
      { interaction: 'click', eventSubType: 'close', entityPath: 'chat' },
    ]);
  });

  it('makes the launcher the link itself when there is one way to talk, and leaves out ways not filled in', async () => {
    const rec = await show({ position: 'bottom-left', channels: [way('whatsapp', '+15550100100', 'Hi'), way('telegram', '')] });
    const link = screen.getByRole('link', { name: 'Chat with us: whatsapp' });
    expect(link.getAttribute('href')).toBe('https://wa.me/15550100100?text=Hi');
    expect(screen.queryByRole('button')).toBeNull();
    fireEvent.click(link);
    expect(rec.engagement).toEqual([{ interaction: 'click', eventSubType: 'whatsapp', entityPath: 'channel' }]);
    expect(rec.global.at(-1)).toMatchObject({ position: 'bottom-left', state: 'collapsed' });
  });

  it('shows nothing, and takes no room on the page, with no way to talk filled in', async () => {
    const rec = await show({ channels: [way('email', '')] });
    expect(document.querySelector('.tw-root')).toBeNull();
    expect(rec.global.at(-1)).toMatchObject({ state: 'hidden', width: 0, height: 0 });
  });

  it('reads the title, greeting, each way’s label and its typed-in message in the visitor’s language', async () => {
    const fr = { title: 'Discutons', text: 'Choisissez votre application.', 'channel.email.label': 'Écrivez-nous', 'channel.whatsapp.message': 'Bonjour !' };
    await show({ localization: { languages: { fr } } as ChatButtonData['localization'] }, { language: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Discutons' }));
    await act(async () => {});
    expect(screen.getByRole('dialog').textContent).toContain('Choisissez votre application.');
    expect(screen.getByRole('link', { name: 'Écrivez-nous' }).getAttribute('href')).toBe('mailto:hello@example.com');
    expect(screen.getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toBe('https://wa.me/15550100100?text=Bonjour%20!');
  });

  it('starts open in the builder’s preview without taking the editor’s focus', async () => {
    await show({}, { mode: 'preview' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });
});
