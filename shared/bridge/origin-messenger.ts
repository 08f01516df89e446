import { PenpalError, type InitializeMessengerOptions, type Message, type MessageHandler, type Messenger } from 'penpal';

/** Hands the messenger what `win` posts from its origin; returns the way to stop. */
export type Listen = (receive: (e: MessageEvent) => void) => () => void;

/**
 * penpal's WindowMessenger with two differences, for both ends of the bridge:
 * - Every message goes to the one origin the other side must have, the handshake included: penpal's
 *   own sends SYN to `'*'`, before it knows the other side's origin.
 * - It takes the other window's messages from `listen`: the loader runs one window listener for all its
 *   frames (loader/runtime/frame-messenger.ts) instead of one per bridge, each reading every message
 *   posted to the host page.
 * After the handshake the bridge runs over a MessagePort, as penpal's does.
 */
export class OriginMessenger implements Messenger {
  #handlers = new Set<MessageHandler>();
  #valid: InitializeMessengerOptions['validateReceivedMessage'] | null = null;
  #port: MessagePort | null = null;
  #stop: (() => void) | null = null;

  constructor(
    private readonly win: Window,
    private readonly origin: string,
    private readonly listen: Listen,
  ) {}

  initialize = ({ validateReceivedMessage }: InitializeMessengerOptions): void => {
    this.#valid = validateReceivedMessage;
    this.#stop = this.listen((e) => this.#receive(e));
  };

  sendMessage = (message: Message, transfer: Transferable[] = []): void => {
    if (message.type === 'SYN' || message.type === 'ACK1') return this.win.postMessage(message, { targetOrigin: this.origin, transfer });
    if (message.type === 'ACK2') {
      const { port1, port2 } = new MessageChannel();
      this.#listenTo(port1);
      return this.win.postMessage(message, { targetOrigin: this.origin, transfer: [port2, ...transfer] });
    }
    if (!this.#port) throw new PenpalError('TRANSMISSION_FAILED', 'Cannot send message because the MessagePort is not connected');
    this.#port.postMessage(message, { transfer });
  };

  addMessageHandler = (h: MessageHandler): void => void this.#handlers.add(h);
  removeMessageHandler = (h: MessageHandler): void => void this.#handlers.delete(h);

  destroy = (): void => {
    this.#stop?.();
    this.#stop = null;
    this.#closePort();
    this.#handlers.clear();
  };

  /** A window message from the other side (`listen` checked its source and origin). */
  #receive(e: MessageEvent): void {
    const data: unknown = e.data;
    if (!this.#valid?.(data)) return;
    // A new handshake (the other side reloaded) replaces the old port; an ACK2 brings the new one.
    if (data.type === 'SYN') this.#closePort();
    if (data.type === 'ACK2') {
      if (!e.ports[0]) return;
      this.#listenTo(e.ports[0]);
    }
    this.#emit(data);
  }

  #emit(m: Message): void {
    for (const h of this.#handlers) h(m);
  }

  #onPort = (e: MessageEvent): void => {
    if (this.#valid?.(e.data)) this.#emit(e.data);
  };

  #listenTo(port: MessagePort): void {
    this.#closePort();
    this.#port = port;
    port.addEventListener('message', this.#onPort);
    port.start();
  }

  #closePort(): void {
    this.#port?.removeEventListener('message', this.#onPort);
    this.#port?.close();
    this.#port = null;
  }
}
