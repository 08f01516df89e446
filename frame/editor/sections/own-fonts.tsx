// The owner's own fonts (SPEC §3 "Project font"): a brand font uploaded (served from our origin, so it
// loads in any host page with no third-party request) or linked by its https address, then picked in
// the Font list like a catalogue font. Added, it is chosen at once; removed while chosen, the widget
// goes back to the default font.
import { useState } from 'react';
import { DEFAULT_FONT_ID, isFontAddress, MAX_OWN_FONTS, type OwnFont } from '../../../shared/design';
import { useEditor } from '../workspace/editor-context';
import { FormError, TextInput } from '../ui/fields';
import { MediaInput } from '../ui/media-input';

const newGuid = () => `f${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** What is wrong with a font about to be added, or null. */
export function ownFontProblem(name: string, url: string, fonts: readonly OwnFont[]): string | null {
  if (!name.trim()) return 'Give the font a name.';
  if (!url.trim()) return 'Upload a font file or give its address.';
  if (!isFontAddress(url.trim())) return 'A font address starts with https://.';
  if (fonts.length >= MAX_OWN_FONTS) return `A widget can hold at most ${MAX_OWN_FONTS} fonts of its own.`;
  return null;
}

export function OwnFonts() {
  const { doc, store } = useEditor();
  const fonts = doc.fonts ?? [];
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = (e: Event) => {
    e.preventDefault();
    const problem = ownFontProblem(name, url, fonts);
    setError(problem);
    if (problem) return;
    const font: OwnFont = { guid: newGuid(), name: name.trim(), url: url.trim() };
    store.change((d) => ({ ...d, fonts: [...(d.fonts ?? []), font], data: { ...d.data, fontId: font.guid } }));
    setName('');
    setUrl('');
  };
  const remove = (f: OwnFont) =>
    store.change((d) => ({
      ...d,
      fonts: (d.fonts ?? []).filter((x) => x.guid !== f.guid),
      data: d.data.fontId === f.guid ? { ...d.data, fontId: DEFAULT_FONT_ID } : d.data,
    }));

  return (
    <div class="own-fonts">
      <p class="hint">Your own font: upload a WOFF2, WOFF, TTF or OTF file (or give its address), then pick it in the list above.</p>
      {fonts.length > 0 && (
        <ul class="hook-list" aria-label="Your fonts">
          {fonts.map((f) => (
            <li key={f.guid}>
              <span>{f.name}</span>
              <button type="button" class="btn btn-small" onClick={() => remove(f)} aria-label={`Remove the font ${f.name}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form class="own-font-add" onSubmit={add} aria-label="Add a font">
        <TextInput label="Font name" name="ownFontName" value={name} onChange={(v) => (setError(null), setName(v))} placeholder="Brand Sans" />
        <MediaInput label="Font file" value={url} onChange={(v) => (setError(null), setUrl(v))} />
        <FormError error={error} />
        <button type="submit" class="btn btn-small">
          Add font
        </button>
      </form>
    </div>
  );
}
