// A knowledge training job as `/ai/api/jobs/{id}` reports it: written by the server, read by the builder.
export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobItem {
  url: string;
  status: 'done' | 'failed';
  title?: string;
  error?: string;
}
