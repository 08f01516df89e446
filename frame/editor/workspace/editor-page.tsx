// `/editor/{id}`: loads the widget, then hands it to the editor shell.
import { useEffect, useState } from 'react';
import { WIDGET_DEFAULTS } from '../../../shared/constants';
import { COULD_NOT_LOAD_PLUGIN, LOADING_TEXT } from '../../../shared/rules/errors';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { getWidget, type WidgetFull } from '../api/widgets-api';
import { EditorStore } from './editor-store';
import { EditorShell } from './editor-shell';

export function EditorPage(props: { widgetId: string }) {
  const b = useBuilder();
  const [state, setState] = useState<{ widget: WidgetFull; store: EditorStore } | { error: string } | null>(null);

  useEffect(() => {
    getWidget(b.api, props.widgetId).then(
      (w) =>
        setState({
          widget: w,
          store: new EditorStore({
            name: w.name ?? WIDGET_DEFAULTS.name,
            description: w.description ?? '',
            privacy: w.privacy ?? WIDGET_DEFAULTS.privacy,
            status: w.status ?? WIDGET_DEFAULTS.status,
            modelVersion: w.modelVersion ?? WIDGET_DEFAULTS.modelVersion,
            fonts: w.fonts ?? [],
            data: w.data ?? {},
          }),
        }),
      (e) => setState({ error: errorMessage(e, COULD_NOT_LOAD_PLUGIN) }),
    );
  }, [props.widgetId]);

  if (!state) return <p class="boot">{LOADING_TEXT}</p>;
  if ('error' in state) {
    return (
      <div class="boot" role="alert">
        <p>{state.error}</p>
        <a href="/" onClick={(e) => (e.preventDefault(), b.navigate('/'))}>
          Back to your widgets
        </a>
      </div>
    );
  }
  return <EditorShell widget={state.widget} store={state.store} />;
}
