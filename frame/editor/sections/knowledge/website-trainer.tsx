// Teach the chat a website, step by step: enter the site's address, find its pages (internal-links,
// a discovery job), choose which pages to learn, then train them (store-pages) and watch the job.
import { useState } from 'react';
import { aiApi } from '../../../../shared/api/ai-knowledge';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { TextInput } from '../../ui/fields';
import { JobProgress } from './job-progress';
import { startedJob } from './knowledge-data';
import { useJob } from './use-job';

interface Props {
  widgetId: string;
  pollMs?: number;
  /** Training finished (with or without failures): the trained list should reload. */
  onTrained(): void;
}

function normalize(raw: string): string | null {
  const v = raw.trim();
  if (!v) return null;
  try {
    const u = new URL(/^https?:\/\//i.test(v) ? v : `https://${v}`);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}

const splitSelectors = (v: string) => v.split(',').map((s) => s.trim()).filter(Boolean);

export function WebsiteTrainer({ widgetId, pollMs, onTrained }: Props) {
  const b = useBuilder();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const [found, setFound] = useState<{ url: string; title?: string }[]>([]);
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [exclude, setExclude] = useState('');
  const discovery = useJob(b.api, pollMs, (job) => {
    const pages = job.items.filter((i) => i.status === 'done');
    setFound(pages);
    setChosen(new Set(pages.map((p) => p.url)));
    if (!pages.length) setError(job.error || 'No page could be read on this site. Check the address and try again.');
  });
  const training = useJob(b.api, pollMs, () => onTrained());
  const busy = discovery.running || training.running;

  const discover = async (e: Event) => {
    e.preventDefault();
    const link = normalize(url);
    if (!link) return setError('Enter the website address, for example https://example.com');
    setError('');
    setFound([]);
    training.reset();
    try {
      const job = startedJob((await aiApi.internalLinks(b.api, { sessionId: widgetId, link, scanType: 'crawl' })).data);
      void discovery.follow(job.id, 0);
    } catch (err) {
      setError(errorMessage(err, 'Could not scan this website.'));
    }
  };

  const train = async () => {
    const links = found.map((p) => p.url).filter((u) => chosen.has(u));
    if (!links.length) return;
    setError('');
    try {
      const res = await aiApi.storePages(b.api, { sessionId: widgetId, links, excludeSelectors: splitSelectors(exclude) });
      const job = startedJob(res.data);
      void training.follow(job.id, job.total || links.length);
    } catch (err) {
      setError(errorMessage(err, 'Could not start the training.'));
    }
  };

  const toggle = (u: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(u);
    else next.delete(u);
    setChosen(next);
  };

  return (
    <div class="website-trainer">
      <form onSubmit={discover} noValidate>
        <TextInput label="Website address" type="url" name="knowledge-site" value={url} onChange={setUrl} placeholder="https://example.com" />
        <button class="btn btn-small" type="submit" disabled={busy || !url.trim()}>
          {discovery.running ? 'Finding pages…' : 'Find pages'}
        </button>
      </form>
      {error && <p class="form-error" role="alert">{error}</p>}
      {(discovery.running || discovery.error) && <JobProgress state={discovery} noun="page" verb="Found" />}
      {found.length > 0 && !training.job && !training.running && (
        <div class="page-picker">
          <p class="hint">
            {chosen.size} of {found.length} pages selected.{' '}
            <button type="button" class="link-btn" onClick={() => setChosen(new Set(found.map((p) => p.url)))}>
              Select all
            </button>{' '}
            <button type="button" class="link-btn" onClick={() => setChosen(new Set())}>
              Select none
            </button>
          </p>
          <ul class="page-choices" aria-label="Pages found">
            {found.map((p) => (
              <li key={p.url}>
                <label class="check">
                  <input type="checkbox" checked={chosen.has(p.url)} onChange={(e) => toggle(p.url, e.currentTarget.checked)} />
                  <span>
                    {p.title || p.url}
                    <small class="page-url">{p.url}</small>
                  </span>
                </label>
              </li>
            ))}
          </ul>
          <details class="advanced">
            <summary>Advanced</summary>
            <TextInput label="Leave out parts matching (CSS selectors, comma-separated)" value={exclude} onChange={setExclude} placeholder=".newsletter, #comments" />
          </details>
          <button type="button" class="btn btn-primary btn-small" disabled={!chosen.size || busy} onClick={train}>
            Train on {chosen.size} page{chosen.size === 1 ? '' : 's'}
          </button>
        </div>
      )}
      <JobProgress state={training} noun="page" verb="Trained" />
      {training.job && !training.running && (
        <button type="button" class="btn btn-small" onClick={() => (training.reset(), setFound([]), setUrl(''))}>
          Add another website
        </button>
      )}
    </div>
  );
}
