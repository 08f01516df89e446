// New widget: pick a type from the apps list (each with its preview) or start from a template.
import { useEffect, useState } from 'react';
import { WIDGET_DEFAULTS } from '../../../shared/constants';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { createWidget, listTemplates, type AppEntry, type Template } from '../api/widgets-api';
import { Dialog } from '../ui/dialog';
import { TabPanel, Tabs } from '../ui/tabs';
import { TypePreview } from './type-preview';
import { appsOrTypes, typeLabel } from './type-labels';

const START_TABS = [
  { id: 'types', label: 'Widget types' },
  { id: 'templates', label: 'Templates' },
] as const;

export function CreateWidgetDialog(props: { apps: AppEntry[]; projectId: string | null; onClose(): void }) {
  const b = useBuilder();
  const [tab, setTab] = useState<'types' | 'templates'>('types');
  const [templates, setTemplates] = useState<Template[] | null>(null);
  const [name, setName] = useState<string>(WIDGET_DEFAULTS.name);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  useEffect(() => {
    if (tab === 'templates' && !templates) listTemplates(b.api).then(setTemplates);
  }, [tab]);

  const create = async (type: string, data: Record<string, unknown> = {}) => {
    setBusy(true);
    setError('');
    try {
      const w = await createWidget(b.api, type, {
        data,
        name: name.trim() || WIDGET_DEFAULTS.name,
        projectId: props.projectId,
        description: '',
        privacy: WIDGET_DEFAULTS.privacy,
        modelVersion: WIDGET_DEFAULTS.modelVersion,
        status: WIDGET_DEFAULTS.status,
      });
      b.navigate(`/editor/${encodeURIComponent(w.guid)}`);
    } catch (e) {
      setError(errorMessage(e, 'Could not create the widget.'));
      setBusy(false);
    }
  };

  return (
    <Dialog title="Create a widget" onClose={props.onClose} wide>
      <label class="field">
        <span>Widget name</span>
        <input value={name} onInput={(e) => setName(e.currentTarget.value)} />
      </label>
      <Tabs label="Start from" idPrefix="start" tabs={START_TABS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="start" selected={tab}>
      {tab === 'types' ? (
        <ul class="type-grid" aria-label="Widget types">
          {appsOrTypes(props.apps).map((app) => (
            <li key={app.type}>
              <button type="button" class="type-tile" disabled={busy} onClick={() => create(app.type)} data-type={app.type}>
                <TypePreview app={app} />
                <span>{app.name}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <ul class="type-grid" aria-label="Templates">
          {templates === null && <li>Loading templates...</li>}
          {templates?.length === 0 && <li>No templates yet.</li>}
          {templates?.map((t) => (
            <li key={t.id}>
              <button type="button" class="type-tile" disabled={busy} onClick={() => create(t.type, t.data)}>
                {t.previewImage ? <img class="type-preview" src={t.previewImage} alt="" width={48} height={48} /> : <TypePreview app={{ type: t.type, name: t.name }} />}
                <span>{t.name}</span>
                <small>{typeLabel(t.type, props.apps)}</small>
              </button>
            </li>
          ))}
        </ul>
      )}
      </TabPanel>
      {error && (
        <p class="form-error" role="alert">
          {error}
        </p>
      )}
    </Dialog>
  );
}
