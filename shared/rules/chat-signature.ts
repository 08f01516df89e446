// SPEC §7: the chat request carries a signature, a SHA-256 hex digest of a string built from a
// scrambled form of the component id and the JSON of the input and history. The scramble is defined
// here once; the browser signs and the server verifies with this same module (WebCrypto's
// crypto.subtle exists in both browsers and Node 20).
//
// This is an integrity tag, not authentication: anyone holding the page can compute it. It stops
// replaying a signature with edited input or history, and casual scripted posting.

/** Reverses the id and shifts each character code by its position modulo 7. */
export function scrambleComponentId(componentId: string): string {
  let out = '';
  for (let i = componentId.length - 1, j = 0; i >= 0; i--, j++) out += String.fromCharCode(componentId.charCodeAt(i) + (j % 7));
  return out;
}

export interface ChatSignatureInput {
  componentId: string;
  input: string;
  history: readonly unknown[];
}

export function chatSignaturePayload({ componentId, input, history }: ChatSignatureInput): string {
  return `${scrambleComponentId(componentId)}:${JSON.stringify({ input, history })}`;
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function signChatRequest(req: ChatSignatureInput): Promise<string> {
  return sha256Hex(chatSignaturePayload(req));
}

/** Constant-time comparison of the expected and given hex signatures. */
export async function verifyChatSignature(req: ChatSignatureInput & { signature: string }): Promise<boolean> {
  const expected = await signChatRequest(req);
  const given = String(req.signature ?? '').toLowerCase();
  if (given.length !== expected.length) return false;
  let diff = 0;
  for (let i = 0; i < expected.length; i++) diff |= expected.charCodeAt(i) ^ given.charCodeAt(i);
  return diff === 0;
}
