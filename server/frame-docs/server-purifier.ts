// DOMPurify for server rendering. In the browser it uses the page's window; Node has none, so every
// widget with owner rich text (a form's description and consent text, a popup's or a bar's message)
// threw in renderToString and fell back to "Loading..." and a client render: no form was server-rendered.
// jsdom is what DOMPurify is tested on in Node: its parse5 parser is the HTML standard's, so what is
// kept is what a browser parsing the document sees (a looser parser would open the door to mXSS).
import type { DOMPurify } from 'dompurify';

let purifier: Promise<DOMPurify> | null = null;

/** One instance per process, over an empty jsdom window, loaded with the first widget rendered. */
export function serverPurifier(): Promise<DOMPurify> {
  purifier ??= Promise.all([import('dompurify'), import('jsdom')]).then(([{ default: createDOMPurify }, { JSDOM }]) =>
    createDOMPurify(new JSDOM('').window as unknown as Window & typeof globalThis),
  );
  return purifier;
}
