// Renders builder screens inside the contexts they need, with a fake API and recorded navigation.
import { render } from '@testing-library/preact';
import type { ComponentChildren } from 'preact';
import type { ApiConfig } from '../../../shared/api/request';
import { BuilderContext, type Builder } from '../../../frame/editor/api/builder-context';
import { EditorContext } from '../../../frame/editor/workspace/editor-context';
import { EditorStore, type EditorDoc } from '../../../frame/editor/workspace/editor-store';
import { useEditorSnapshot } from '../../../frame/editor/workspace/use-editor-store';
import { ToastProvider } from '../../../frame/editor/ui/toast';

export function builderFor(api: ApiConfig, navigated: string[] = []): Builder {
  return {
    api,
    user: { isAuthenticated: true, isPremium: false, fullName: 'Ada Owner', guid: 'u1' },
    setUser() {},
    navigate: (p) => void navigated.push(p),
    appUrl: api.baseUrl,
  };
}

export function renderInBuilder(ui: ComponentChildren, api: ApiConfig, navigated: string[] = []) {
  return render(
    <BuilderContext.Provider value={builderFor(api, navigated)}>
      <ToastProvider>{ui}</ToastProvider>
    </BuilderContext.Provider>,
  );
}

export const sampleDoc = (data: Record<string, unknown> = {}): EditorDoc => ({
  name: 'My Widget',
  description: '',
  privacy: 'public',
  status: 'published',
  modelVersion: 1,
  fonts: [],
  data: { styles: { fontSize: 14 }, colorScheme: { preset: '1' }, title: 'Contact us', ...data },
});

/** An editor section bound to a real EditorStore, re-rendering on every change like the shell does. */
export function EditorHarness(props: { store: EditorStore; type?: string; children: ComponentChildren }) {
  const snap = useEditorSnapshot(props.store);
  return (
    <EditorContext.Provider value={{ widgetId: 'w1', type: props.type ?? 'form', store: props.store, doc: snap.doc, device: snap.device }}>
      {props.children}
    </EditorContext.Provider>
  );
}
