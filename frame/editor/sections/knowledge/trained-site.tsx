// One trained website: its on/off switch, delete, training again (retrain-domain: every trained page
// read anew, for a site whose content changed), and (opened) each trained page with its own switch,
// training again (retrain-page) and delete (PUT / DELETE /ai/api/website/{src}, srcPath for one page).
import { useState } from 'react';
import { aiApi } from '../../../../shared/api/ai-knowledge';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { ConfirmDialog } from '../../ui/dialog';
import { pathOf } from '../../../../shared/url/path-of';
import { JobProgress } from './job-progress';
import { type KnowledgeItem, readTrainedPages, startedJob, type TrainedPage } from './knowledge-data';
import { useJob } from './use-job';

interface Props {
  widgetId: string;
  site: KnowledgeItem;
  onChanged(): void;
  pollMs?: number;
}

export function TrainedSite({ widgetId, site, onChanged, pollMs }: Props) {
  const b = useBuilder();
  const origin = site.src ?? site.title;
  const [pages, setPages] = useState<TrainedPage[] | null>(null);
  const [open, setOpen] = useState(false);
  const [error, setError] = useState('');
  const [confirm, setConfirm] = useState<{ page?: TrainedPage } | null>(null);

  const loadPages = () =>
    readTrainedPages(b.api, widgetId, origin).then(setPages, (e) => setError(errorMessage(e, 'Could not load the trained pages.')));

  const act = async (fn: () => Promise<unknown>, after: () => unknown) => {
    setError('');
    try {
      await fn();
      await after();
    } catch (e) {
      setError(errorMessage(e));
    }
  };

  const setSite = (isActive: boolean) => act(() => aiApi.setWebsiteActive(b.api, origin, { sessionId: widgetId }, isActive), onChanged);
  const setPage = (p: TrainedPage, isActive: boolean) =>
    act(() => aiApi.setWebsiteActive(b.api, origin, { sessionId: widgetId, srcPath: pathOf(p.url) }, isActive), loadPages);
  const remove = (p?: TrainedPage) =>
    act(
      () => aiApi.deleteWebsite(b.api, origin, p ? { sessionId: widgetId, srcPath: pathOf(p.url) } : { sessionId: widgetId }),
      () => (p ? Promise.all([loadPages(), onChanged()]) : onChanged()),
    );

  // Training again replaces each page's text with what the site serves now; the list reloads when done.
  const retraining = useJob(b.api, pollMs, () => Promise.all([onChanged(), open ? loadPages() : null]));
  const retrain = (p?: TrainedPage) =>
    act(async () => {
      const res = p ? await aiApi.retrainPage(b.api, { sessionId: widgetId, links: [p.url] }) : await aiApi.retrainDomain(b.api, { sessionId: widgetId, src: origin });
      const job = startedJob(res.data);
      void retraining.follow(job.id, job.total || (p ? 1 : site.pages ?? 0));
    }, () => undefined);

  const toggleOpen = () => {
    const next = !open;
    setOpen(next);
    if (next) void loadPages();
  };

  return (
    <li class="knowledge-row" data-kind="website">
      <div class="knowledge-row-head">
        <label class="switch">
          <input type="checkbox" checked={site.isActive} onChange={(e) => setSite(e.currentTarget.checked)} aria-label={`Use ${site.title} in answers`} />
        </label>
        <button type="button" class="link-btn knowledge-title" aria-expanded={open} onClick={toggleOpen}>
          {site.title}
        </button>
        <span class="hint">{site.pages ?? 0} pages</span>
        <button type="button" class="btn btn-small" onClick={() => retrain()} disabled={retraining.running} aria-label={`Train again on ${site.title}`}>
          Train again
        </button>
        <button type="button" class="icon-btn btn-danger" aria-label={`Delete ${site.title}`} onClick={() => setConfirm({})}>
          ×
        </button>
      </div>
      {error && <p class="form-error" role="alert">{error}</p>}
      <JobProgress state={retraining} noun="page" verb="Trained" />
      {open && (
        <ul class="trained-pages" aria-label={`Pages of ${site.title}`}>
          {pages === null && <li class="hint">Loading…</li>}
          {pages?.map((p) => (
            <li key={p.url} class="knowledge-row" data-kind="page">
              <label class="switch">
                <input type="checkbox" checked={p.isActive} onChange={(e) => setPage(p, e.currentTarget.checked)} aria-label={`Use ${p.title} in answers`} />
              </label>
              <a href={p.url} target="_blank" rel="noopener noreferrer" class="knowledge-title">
                {p.title}
              </a>
              <button type="button" class="btn btn-small" onClick={() => retrain(p)} disabled={retraining.running} aria-label={`Train again on ${p.title}`}>
                Train again
              </button>
              <button type="button" class="icon-btn btn-danger" aria-label={`Delete ${p.title}`} onClick={() => setConfirm({ page: p })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirm && (
        <ConfirmDialog
          title={confirm.page ? 'Delete page' : 'Delete website'}
          message={confirm.page ? `Forget "${confirm.page.title}"? The chat stops using it.` : `Forget every page of ${site.title}? The chat stops using them.`}
          confirmLabel={confirm.page ? 'Delete page' : 'Delete website'}
          onCancel={() => setConfirm(null)}
          onConfirm={() => {
            const p = confirm.page;
            setConfirm(null);
            void remove(p);
          }}
        />
      )}
    </li>
  );
}
