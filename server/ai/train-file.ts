// store-file: fetch the owner's file (http(s) through the guarded fetcher, or a data: URL from a direct
// upload), extract its text and store it as a knowledge item, as a job with progress.
import type { Deps } from '../deps';
import { guardedFetch } from '../net/guarded-fetch';
import type { AiOptions } from './ai-options';
import { extractFile, type FileKind } from './files/extract-file';
import { runJob } from './job-runner';
import { bumpVersion, upsertKnowledge } from './store/knowledge-store';
import { createJob, updateJob } from './store/job-store';

export class FileFetchError extends Error {
  readonly code = 'AI_FILE_FETCH_FAILED';
}

async function fileBytes(deps: Deps, opts: AiOptions, url: string): Promise<Buffer> {
  const data = /^data:[^;,]*(;base64)?,(.*)$/s.exec(url);
  if (data) {
    const buf = data[1] ? Buffer.from(data[2], 'base64') : Buffer.from(decodeURIComponent(data[2]), 'utf8');
    if (buf.length > opts.maxFileBytes) throw new FileFetchError('The file is too large.');
    return buf;
  }
  const res = await guardedFetch(url, { maxBytes: opts.maxFileBytes, timeoutMs: 30_000, allowHosts: deps.config.fetchAllowHosts });
  if (res.status !== 200) throw new FileFetchError(`The file could not be downloaded (HTTP ${res.status}).`);
  return res.body;
}

export async function startStoreFile(
  deps: Deps,
  opts: AiOptions,
  input: { widgetId: string; src: string; kind: FileKind; type: string; url: string; title: string },
) {
  const job = await createJob(deps, input.widgetId, 'store-file', input.src, 1, input.kind);
  runJob(deps, job.id, async () => {
    await updateJob(deps, job.id, { status: 'running' });
    const displayUrl = input.url.startsWith('data:') ? '' : input.url;
    try {
      const bytes = await fileBytes(deps, opts, input.url);
      const page = await extractFile(input.kind, bytes, displayUrl, input.title);
      await upsertKnowledge(deps, { widgetId: input.widgetId, kind: 'file', src: input.src, type: input.type, title: input.title, url: displayUrl, page });
      await bumpVersion(deps, input.widgetId);
      await updateJob(deps, job.id, { status: 'done', done: 1, items: [{ url: input.src, status: 'done', title: input.title }] });
    } catch (err) {
      const message = err instanceof Error && 'code' in err ? err.message : 'The file could not be read.';
      await updateJob(deps, job.id, { status: 'failed', failed: 1, error: message, items: [{ url: input.src, status: 'failed', error: message }] });
    }
  });
  return job;
}
