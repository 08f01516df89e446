// Follows one AI job (training, discovery, a file) by polling GET /ai/api/jobs/{id} until it finishes.
// A failed poll is retried on the next tick; three in a row stop the polling with the error shown.
import { useEffect, useRef, useState } from 'react';
import type { ApiConfig } from '../../../../shared/api/request';
import { errorMessage } from '../../api/api-config';
import { readJob, type JobView } from './knowledge-data';

export const JOB_POLL_MS = 700;
const MAX_POLL_ERRORS = 3;

export interface JobState {
  job: JobView | null;
  /** Pages the job was started with (the jobs call's own `total` counts its listed items). */
  expected: number;
  error: string;
  running: boolean;
}

export function useJob(api: ApiConfig, pollMs = JOB_POLL_MS, onFinished?: (job: JobView) => void) {
  const [state, setState] = useState<JobState>({ job: null, expected: 0, error: '', running: false });
  const current = useRef<string | null>(null);
  const finished = useRef(onFinished);
  finished.current = onFinished;

  useEffect(() => () => void (current.current = null), []);

  const follow = async (id: string, expected: number) => {
    current.current = id;
    setState({ job: null, expected, error: '', running: true });
    let errors = 0;
    while (current.current === id) {
      try {
        const job = await readJob(api, id);
        if (current.current !== id) return;
        errors = 0;
        const done = job.status === 'done' || job.status === 'failed';
        setState({ job, expected, error: '', running: !done });
        if (done) {
          current.current = null;
          finished.current?.(job);
          return;
        }
      } catch (e) {
        if (++errors >= MAX_POLL_ERRORS) {
          if (current.current === id) setState((s) => ({ ...s, running: false, error: errorMessage(e, 'Could not follow the training progress.') }));
          current.current = null;
          return;
        }
      }
      await new Promise((r) => setTimeout(r, pollMs));
    }
  };

  const reset = () => {
    current.current = null;
    setState({ job: null, expected: 0, error: '', running: false });
  };

  return { ...state, follow, reset };
}
