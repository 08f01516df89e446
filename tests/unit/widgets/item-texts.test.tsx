// @vitest-environment happy-dom
// One table (shared/widgets/item-texts.ts) names the item texts a translation changes: for every type in
// it, each text of the default items, translated under the table's key, is what a visitor in that
// language sees; and the builder's Languages panel writes those keys.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/preact';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWidgetModule } from '../../../frame/widgets/registry';
import { LocalizationControls } from '../../../frame/editor/sections/localization-controls';
import { EditorStore } from '../../../frame/editor/workspace/editor-store';
import { WIDGET_DEFAULTS_BY_TYPE } from '../../../shared/widgets/defaults';
import { itemTextKey, TRANSLATED_ITEMS } from '../../../shared/widgets/item-texts';
import type { WidgetType } from '../../../shared/widget-types';
import { makeCtx, makeWidget } from '../../helpers/make-ctx';
import { EditorHarness, renderInBuilder, sampleDoc } from '../editor/render-builder';
import { fakeServer } from '../editor/fake-server';

afterEach(cleanup);

/** The Languages panel of a widget of `type` with its defaults and one language added. */
function panel(type: WidgetType, lang: string): EditorStore {
  const store = new EditorStore(sampleDoc({ ...WIDGET_DEFAULTS_BY_TYPE[type], localization: { languages: { [lang]: {} } } }));
  renderInBuilder(
    <EditorHarness store={store} type={type}>
      <LocalizationControls />
    </EditorHarness>,
    fakeServer({}).api,
  );
  return store;
}
const translation = (store: EditorStore, lang: string) => (store.snapshot.doc.data.localization as { languages: Record<string, Record<string, string>> }).languages[lang]!;

const rows = Object.entries(TRANSLATED_ITEMS).map(([type, t]) => [type as WidgetType, t!] as const);

describe('item texts translate', () => {
  it.each(rows)('%s: every text of every default item that a visitor sees, in French', async (type, t) => {
    const defaults = WIDGET_DEFAULTS_BY_TYPE[type] as Record<string, unknown>;
    const items = defaults[t.list] as Record<string, unknown>[];
    const mod = await loadWidgetModule(type);
    const show = (data: Record<string, unknown>) => {
      // As the builder's preview shows it: everything open (a chat button's panel), nothing waiting on rules.
      const { container } = render(<mod.Widget widget={makeWidget(type, data)} ctx={makeCtx({ language: 'fr-FR', mode: 'preview' }).ctx} />);
      const html = container.innerHTML;
      cleanup();
      return html;
    };
    // The texts shown untranslated (a consent box shows its text, not its label) are the ones to translate.
    const english = show(defaults);
    const fr: Record<string, string> = {};
    for (const item of items) {
      for (const k of t.texts) if (typeof item[k] === 'string' && item[k] && english.includes(item[k] as string)) fr[itemTextKey(t.prefix, String(item.id), k)] = `FR ${item.id} ${k}`;
      for (const [k, name] of Object.entries(t.lists ?? {})) {
        (Array.isArray(item[k]) ? (item[k] as string[]) : []).forEach((entry, n) => {
          if (english.includes(`>${entry}<`)) fr[itemTextKey(t.prefix, String(item.id), `${name}.${n}`)] = `FR ${item.id} ${name} ${n}`;
        });
      }
    }
    expect(Object.keys(fr).length).toBeGreaterThanOrEqual(items.length);
    // The list entries (a select's options) are among them.
    if (t.lists) expect(Object.keys(fr).filter((k) => /\.\d+$/.test(k)).length).toBeGreaterThanOrEqual(3);
    const french = show({ ...defaults, localization: { languages: { 'fr-FR': fr } } });
    for (const [key, text] of Object.entries(fr)) expect(french, key).toContain(text);
  });

  it('the Languages panel lists each item’s texts and writes them under the same keys', () => {
    const store = panel('faq', 'fr-FR');
    const item = screen.getByRole('group', { name: 'Can I return an item?' });
    fireEvent.input(within(item).getByLabelText('Question'), { target: { value: 'Puis-je retourner un article ?' } });
    expect(translation(store, 'fr-FR')['question.q-2.question']).toBe('Puis-je retourner un article ?');
    expect((within(item).getByLabelText('Answer') as HTMLTextAreaElement).placeholder).toMatch(/^Yes\. Send it back unused/);
  });

  it("the Languages panel offers each of a form field's options", () => {
    const store = panel('form', 'fr-FR');
    const topic = screen.getByRole('group', { name: 'Topic' });
    expect((within(topic).getByLabelText('Option 3') as HTMLInputElement).placeholder).toBe('Other');
    fireEvent.input(within(topic).getByLabelText('Option 3'), { target: { value: 'Autre' } });
    expect(translation(store, 'fr-FR')['field.topic.option.2']).toBe('Autre');
  });

  it('the Languages panel offers no setting picked from a set and no date as a text', () => {
    panel('countdown', 'de-DE');
    const labels = screen.getAllByRole('textbox').map((b) => (b as HTMLInputElement).labels?.[0]?.textContent);
    expect(labels).toContain('Title');
    expect(labels).toContain('Ended text');
    for (const setting of ['Mode', 'Ends at', 'Time zone']) expect(labels).not.toContain(setting);
  });
});
