// @vitest-environment happy-dom
import type { Message } from 'penpal';
import { afterEach, describe, expect, it } from 'vitest';
import { deliverToBridge, listenToFrame } from '../../../loader/runtime/frame-messenger';
import { OriginMessenger } from '../../../shared/bridge/origin-messenger';

const APP = 'http://app.test';
const isPenpal = (d: unknown): d is Message => (d as { namespace?: unknown } | null)?.namespace === 'penpal';
const penpal = (m: object) => ({ namespace: 'penpal', ...m }) as unknown as Message;
const syn = penpal({ type: 'SYN', participantId: 'frame' });

/** A frame's window as the host page sees it: it only receives what the host posts. */
function frameWindow() {
  const posted: { message: Message; targetOrigin: string; transfer: Transferable[] }[] = [];
  const win = { postMessage: (message: Message, o: { targetOrigin: string; transfer: Transferable[] }) => void posted.push({ message, ...o }) };
  return { win: win as unknown as Window, posted };
}

function open(win: Window) {
  const m = new OriginMessenger(win, APP, listenToFrame(win));
  const got: Message[] = [];
  m.initialize({ validateReceivedMessage: isPenpal });
  m.addMessageHandler((x) => got.push(x));
  opened.push(m);
  return { m, got };
}

const opened: OriginMessenger[] = [];
afterEach(() => opened.splice(0).forEach((m) => m.destroy()));

const fromFrame = (source: Window, data: unknown, ports: MessagePort[] = []) => ({ source, data, ports, origin: APP }) as unknown as MessageEvent;
const settle = () => new Promise((r) => setTimeout(r, 20));

describe("loader runtime: a frame's bridge messenger, fed by loader.js's one listener", () => {
  it('posts the handshake to the APP origin, never to "*"', () => {
    const { win, posted } = frameWindow();
    const { m } = open(win);
    m.sendMessage(syn);
    m.sendMessage(penpal({ type: 'ACK1', methodPaths: [] }));
    m.sendMessage(penpal({ type: 'ACK2' }));
    expect(posted.map((p) => [p.message.type, p.targetOrigin])).toEqual([['SYN', APP], ['ACK1', APP], ['ACK2', APP]]);
  });

  it('sends ACK2 with the port the bridge then runs over, both ways', async () => {
    const { win, posted } = frameWindow();
    const { m, got } = open(win);
    m.sendMessage(penpal({ type: 'ACK2' }));
    const frameEnd = posted[0].transfer[0] as MessagePort;
    expect(typeof frameEnd.postMessage).toBe('function');
    const atFrame: unknown[] = [];
    frameEnd.addEventListener('message', (e) => atFrame.push((e as MessageEvent).data));
    frameEnd.start();
    m.sendMessage(penpal({ type: 'CALL', id: '1', methodPath: ['ping'], args: [] }));
    frameEnd.postMessage({ namespace: 'penpal', type: 'REPLY', callId: '1', value: 'pong' });
    frameEnd.postMessage({ not: 'penpal' });
    await settle();
    expect(atFrame).toEqual([expect.objectContaining({ type: 'CALL', methodPath: ['ping'] })]);
    expect(got).toEqual([expect.objectContaining({ type: 'REPLY', value: 'pong' })]);
    // No window message after the handshake: a call goes over the port only.
    expect(posted).toHaveLength(1);
  });

  it('refuses a call before any port exists', () => {
    const { m } = open(frameWindow().win);
    expect(() => m.sendMessage(penpal({ type: 'CALL', id: '1', methodPath: ['x'], args: [] }))).toThrow(/not connected/);
  });

  it("hands a window message to its own frame's bridge only, and drops what is not the bridge's", () => {
    const a = frameWindow();
    const b = frameWindow();
    const A = open(a.win);
    const B = open(b.win);
    expect(deliverToBridge(fromFrame(a.win, syn))).toBe(true);
    expect(deliverToBridge(fromFrame(a.win, { type: 'tessera:early-size', height: 10 }))).toBe(true);
    expect(A.got).toEqual([syn]);
    expect(B.got).toEqual([]);
    expect(deliverToBridge(fromFrame(frameWindow().win, syn))).toBe(false);
    expect(deliverToBridge(fromFrame(null as unknown as Window, syn))).toBe(false);
  });

  it('takes the port the frame sends with its ACK2, and lets it go on a new handshake', async () => {
    const { win } = frameWindow();
    const { got } = open(win);
    const { port1, port2 } = new MessageChannel();
    deliverToBridge(fromFrame(win, { namespace: 'penpal', type: 'ACK2' }));
    expect(got).toEqual([]);
    deliverToBridge(fromFrame(win, { namespace: 'penpal', type: 'ACK2' }, [port1]));
    port2.postMessage({ namespace: 'penpal', type: 'REPLY', callId: 'a' });
    await settle();
    expect(got.map((x) => x.type)).toEqual(['ACK2', 'REPLY']);
    // The frame reloaded: its old port is closed, so nothing more comes through it.
    deliverToBridge(fromFrame(win, syn));
    port2.postMessage({ namespace: 'penpal', type: 'REPLY', callId: 'b' });
    await settle();
    expect(got.map((x) => x.type)).toEqual(['ACK2', 'REPLY', 'SYN']);
  });

  it('stops receiving once destroyed', () => {
    const { win } = frameWindow();
    const { m, got } = open(win);
    m.destroy();
    expect(deliverToBridge(fromFrame(win, syn))).toBe(false);
    expect(got).toEqual([]);
  });
});
