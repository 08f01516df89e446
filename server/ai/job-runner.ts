// Runs training jobs in the background of this process. A job that throws is marked failed with a
// safe message; details go to the injected log only.
import type { Deps } from '../deps';
import { updateJob } from './store/job-store';

const running = new Set<Promise<void>>();

export function runJob(deps: Deps, jobId: string, work: () => Promise<void>): void {
  const p = work()
    .catch(async (err) => {
      deps.log.error('ai job failed', { jobId, error: err instanceof Error ? err.message : String(err) });
      await updateJob(deps, jobId, { status: 'failed', error: 'Training failed. Please try again.' }).catch(() => {});
    })
    .finally(() => running.delete(p));
  running.add(p);
}

/** Resolves when every job started so far has finished (tests and graceful shutdown). */
export async function jobsIdle(): Promise<void> {
  while (running.size) await Promise.allSettled([...running]);
}
