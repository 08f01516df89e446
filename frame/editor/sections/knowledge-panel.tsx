// The AI chat's knowledge (SPEC §7 AI service; the session id is the widget id, ARCHITECTURE §3.6): the
// owner teaches the chat a website (find pages, choose, train, watch the job), documents and texts, and
// sees, switches off or deletes what it knows. Every call goes through the shared `aiApi` client.
import { useEffect, useState } from 'react';
import { errorMessage } from '../api/api-config';
import { useBuilder } from '../api/builder-context';
import { useEditor } from '../workspace/editor-context';
import { Group } from '../ui/fields';
import { TabPanel, Tabs } from '../ui/tabs';
import { FileForm } from './knowledge/file-form';
import { KnowledgeItemRow } from './knowledge/knowledge-item-row';
import { type KnowledgeItem, readKnowledge } from './knowledge/knowledge-data';
import { TextForm } from './knowledge/text-form';
import { TrainedSite } from './knowledge/trained-site';
import { WebsiteTrainer } from './knowledge/website-trainer';
import { InstructionsForm } from './knowledge/instructions-form';

/** A trained site's address (its origin is its src), for drafting instructions from it. */
const siteUrlOf = (s: KnowledgeItem | undefined): string | undefined => {
  const u = s?.url || s?.src;
  return u && /^https?:\/\//i.test(u) ? u : undefined;
};

type Tab = 'website' | 'file' | 'text';
const TABS: { id: Tab; label: string }[] = [
  { id: 'website', label: 'Website' },
  { id: 'file', label: 'Document' },
  { id: 'text', label: 'Text' },
];

/** `pollMs`: how often running jobs are polled (tests shorten it). */
export function KnowledgePanel(props: { pollMs?: number }) {
  const b = useBuilder();
  const { widgetId } = useEditor();
  const [items, setItems] = useState<KnowledgeItem[] | null>(null);
  const [error, setError] = useState('');
  const [tab, setTab] = useState<Tab>('website');

  const load = () =>
    readKnowledge(b.api, widgetId).then(
      (r) => (setItems(r.items), setError('')),
      (e) => setError(errorMessage(e, 'Could not load what the chat knows.')),
    );
  useEffect(() => void load(), [widgetId]);

  const sites = (items ?? []).filter((i) => i.kind === 'website');
  const docs = (items ?? []).filter((i) => i.kind !== 'website');
  const pages = sites.reduce((n, s) => n + (s.pages ?? 0), 0);

  return (
    <Group title="Knowledge">
      <p class="hint" data-testid="knowledge-summary">
        The chat answers from what you teach it.{' '}
        {items && `It knows ${pages} page${pages === 1 ? '' : 's'} from ${sites.length} website${sites.length === 1 ? '' : 's'}, and ${docs.length} document${docs.length === 1 ? '' : 's'} or text${docs.length === 1 ? '' : 's'}.`}
      </p>
      <Tabs label="Add knowledge" idPrefix="kn" tabs={TABS} selected={tab} onSelect={setTab} />
      <TabPanel idPrefix="kn" selected={tab}>
        {tab === 'website' && <WebsiteTrainer widgetId={widgetId} pollMs={props.pollMs} onTrained={load} />}
        {tab === 'file' && <FileForm widgetId={widgetId} pollMs={props.pollMs} onAdded={load} />}
        {tab === 'text' && <TextForm widgetId={widgetId} onAdded={load} />}
      </TabPanel>
      {error && <p class="form-error" role="alert">{error}</p>}
      {sites.length > 0 && (
        <>
          <h3 class="knowledge-heading">Trained websites</h3>
          <ul class="knowledge-list" aria-label="Trained websites">
            {sites.map((s) => (
              <TrainedSite key={s.src} widgetId={widgetId} site={s} onChanged={load} pollMs={props.pollMs} />
            ))}
          </ul>
        </>
      )}
      {docs.length > 0 && (
        <>
          <h3 class="knowledge-heading">Documents and texts</h3>
          <ul class="knowledge-list" aria-label="Documents and texts">
            {docs.map((d) => (
              <KnowledgeItemRow key={d.itemId ?? d.src} widgetId={widgetId} item={d} onChanged={load} />
            ))}
          </ul>
        </>
      )}
      <h3 class="knowledge-heading">Instructions</h3>
      <InstructionsForm widgetId={widgetId} siteUrl={siteUrlOf(sites[0])} />
    </Group>
  );
}
