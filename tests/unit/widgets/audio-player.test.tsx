// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import audioModule from '../../../frame/widgets/audio-player/index';
import { audioPlayerDefaults, type AudioPlayerData } from '../../../shared/widgets/audio-player';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';

// Loopback round trips on a busy 2-core machine can exceed the 1 s default.
const SLOW = { timeout: 5000 };

afterEach(cleanup);
const Player = audioModule.Widget;
const empty = {} as AudioPlayerData;

describe('audio player widget', () => {
  it('renders the default playlist with labelled controls when data is empty', () => {
    const { ctx } = makeCtx();
    const { container } = render(<Player widget={makeWidget('audio_player', empty)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Morning Tone' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Seek' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Volume' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Cover of Morning Tone' })).toBeTruthy();
    expect(container.querySelector('audio')?.getAttribute('src')).toBe('http://app.test/static/demo/tone-1.wav');
  });

  it('toggles play and pause, reporting engagement with the song path', () => {
    const { ctx, rec } = makeCtx();
    const { container } = render(<Player widget={makeWidget('audio_player', empty)} ctx={ctx} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play' }));
    fireEvent(container.querySelector('audio')!, new Event('play'));
    expect(screen.getByRole('button', { name: 'Pause' }).getAttribute('aria-pressed')).toBe('true');
    expect(rec.engagement[0]).toEqual({ interaction: 'click', eventSubType: 'play', entityPath: 'songs.0' });
  });

  it('goes to the next and previous track from the keyboard', async () => {
    const { ctx, rec } = makeCtx();
    const { container } = render(<Player widget={makeWidget('audio_player', empty)} ctx={ctx} />);
    const region = screen.getByRole('region', { name: 'Demo playlist' });
    fireEvent.keyDown(region, { key: 'n' });
    await screen.findByRole('heading', { name: 'Evening Tone' });
    expect(container.querySelector('audio')?.getAttribute('src')).toContain('tone-2.wav');
    fireEvent.keyDown(region, { key: 'p' });
    await screen.findByRole('heading', { name: 'Morning Tone' });
    expect(rec.engagement.map((e) => e.eventSubType)).toEqual(['next', 'previous']);
  });

  it('changes the volume with the arrow keys', async () => {
    const { ctx } = makeCtx();
    render(<Player widget={makeWidget('audio_player', empty)} ctx={ctx} />);
    fireEvent.keyDown(screen.getByRole('region'), { key: 'ArrowDown' });
    await waitFor(() => expect((screen.getByRole('slider', { name: 'Volume' }) as HTMLInputElement).value).toBe('0.9'));
  });

  it('shows a clear message when a track fails to load', async () => {
    const { ctx } = makeCtx();
    const { container } = render(<Player widget={makeWidget('audio_player', empty)} ctx={ctx} />);
    fireEvent(container.querySelector('audio')!, new Event('error'));
    expect((await screen.findByRole('alert', {}, SLOW)).textContent).toContain('This track could not be loaded.');
  });

  it('shows a clear message when the playlist has no songs', () => {
    const { ctx } = makeCtx();
    render(<Player widget={makeWidget('audio_player', { songs: [{ id: 'x', title: 'Broken' }] } as unknown as AudioPlayerData)} ctx={ctx} />);
    expect(screen.getByRole('alert').textContent).toContain('This playlist has no songs yet.');
  });

  it('localizes control labels and the title', () => {
    const { ctx } = makeCtx({ language: 'fr-FR' });
    const data = { localization: { languages: { 'fr-FR': { title: 'Ma playlist', play: 'Lecture' } } } };
    render(<Player widget={makeWidget('audio_player', data as unknown as AudioPlayerData)} ctx={ctx} />);
    expect(screen.getByRole('heading', { name: 'Ma playlist' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lecture' })).toBeTruthy();
  });
});
