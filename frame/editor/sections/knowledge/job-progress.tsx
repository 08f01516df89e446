// A job's progress as the owner sees it: a progress bar with counts, then the outcome, and every page
// that failed with the reason, so nothing fails silently.
import type { JobState } from './use-job';

interface Props {
  state: JobState;
  /** What one unit is called: "page", "file". */
  noun: string;
  /** The verb for finished units: "Trained", "Found". */
  verb: string;
}

const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

export function JobProgress({ state, noun, verb }: Props) {
  const { job, expected, error } = state;
  if (!job && !state.running && !error) return null;
  const done = job?.done ?? 0;
  const failed = job?.failed ?? 0;
  const total = Math.max(expected, done + failed);
  const finished = job?.status === 'done' || job?.status === 'failed';
  const pct = finished ? 100 : job?.progress ?? 0;
  const failures = (job?.items ?? []).filter((i) => i.status === 'failed');
  const counts = total > 0 && expected > 0 ? `${verb} ${done} of ${plural(total, noun)}` : `${verb} ${plural(done, noun)}`;
  return (
    <div class="job-progress" data-status={job?.status ?? 'queued'}>
      <div
        class="progress-bar"
        role="progressbar"
        aria-label={`${verb} ${noun}s`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
        aria-valuetext={counts}
      >
        <span style={{ width: `${pct}%` }} />
      </div>
      <p class="job-counts" role="status">
        {counts}
        {failed > 0 ? ` · ${failed} failed` : ''}
        {!finished && !error ? '…' : ''}
        {job?.status === 'done' ? ' · Finished.' : ''}
      </p>
      {job?.status === 'failed' && job.error && <p class="form-error" role="alert">{job.error}</p>}
      {error && <p class="form-error" role="alert">{error}</p>}
      {failures.length > 0 && (
        <details class="job-failures" open={finished}>
          <summary>{plural(failures.length, noun)} could not be read</summary>
          <ul>
            {failures.map((f) => (
              <li key={f.url}>
                <span class="job-url">{f.url}</span>: {f.error || 'Failed.'}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
