// Teach the chat a document: a PDF, DOCX, TXT or Markdown file picked from the computer, or the URL of
// one (POST /ai/api/store-file, then its job). A picked file travels as a data: URL in the call's own
// `url` field: our upload store only keeps media and PDFs, and the AI service must not fetch its own
// origin through the guarded fetcher (loopback is refused there on purpose).
import { useState } from 'react';
import { aiApi } from '../../../../shared/api/ai-knowledge';
import { errorMessage } from '../../api/api-config';
import { useBuilder } from '../../api/builder-context';
import { TextInput } from '../../ui/fields';
import { JobProgress } from './job-progress';
import { startedJob } from './knowledge-data';
import { useJob } from './use-job';

export const MAX_KNOWLEDGE_FILE = 20 * 1024 * 1024;
const ACCEPT = '.pdf,.docx,.txt,.md,.markdown,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document,text/plain,text/markdown';

/** The store-file `type` for a file name or URL, or null when the chat cannot read it. */
export function knowledgeFileType(name: string): 'pdf' | 'docx' | 'txt' | 'md' | null {
  const ext = /\.([a-z0-9]+)$/i.exec(name.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  if (ext === 'pdf' || ext === 'docx' || ext === 'txt') return ext;
  if (ext === 'md' || ext === 'markdown') return 'md';
  return null;
}

const UNSUPPORTED = 'The chat can read PDF, DOCX, TXT and Markdown files.';

/** The file as a base64 data: URL (Blob.arrayBuffer works in every browser and test DOM alike). */
export async function fileToDataUrl(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let bin = '';
  for (let i = 0; i < bytes.length; i += 0x8000) bin += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${file.type || 'application/octet-stream'};base64,${btoa(bin)}`;
}

export function FileForm({ widgetId, pollMs, onAdded }: { widgetId: string; pollMs?: number; onAdded(): void }) {
  const b = useBuilder();
  const [url, setUrl] = useState('');
  const [error, setError] = useState('');
  const job = useJob(b.api, pollMs, () => onAdded());

  const send = async (type: string, fileUrl: string, title: string) => {
    setError('');
    try {
      const started = startedJob((await aiApi.storeFile(b.api, { sessionId: widgetId, type, url: fileUrl, title })).data);
      void job.follow(started.id, 1);
    } catch (err) {
      setError(errorMessage(err, 'Could not add the file.'));
    }
  };

  const onFile = async (e: Event) => {
    const input = e.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const type = knowledgeFileType(file.name);
    if (!type) return setError(UNSUPPORTED);
    if (file.size === 0) return setError('The file is empty.');
    if (file.size > MAX_KNOWLEDGE_FILE) return setError('Files can be at most 20 MB.');
    try {
      await send(type, await fileToDataUrl(file), file.name);
    } catch (err) {
      setError(errorMessage(err, 'The file could not be read.'));
    }
  };

  const onUrl = (e: Event) => {
    e.preventDefault();
    const v = url.trim();
    const type = knowledgeFileType(v);
    if (!/^https?:\/\//i.test(v)) return setError('Enter the file address, starting with https://');
    if (!type) return setError(UNSUPPORTED);
    setUrl('');
    void send(type, v, '');
  };

  return (
    <div class="knowledge-form">
      <label class="field">
        <span>Upload a document (PDF, DOCX, TXT, Markdown)</span>
        <input type="file" accept={ACCEPT} onChange={onFile} disabled={job.running} />
      </label>
      <form onSubmit={onUrl} noValidate>
        <TextInput label="Or the document's address" type="url" name="knowledge-file-url" value={url} onChange={setUrl} placeholder="https://example.com/guide.pdf" />
        <button class="btn btn-small" type="submit" disabled={job.running || !url.trim()}>
          Add file
        </button>
      </form>
      {error && <p class="form-error" role="alert">{error}</p>}
      <JobProgress state={job} noun="file" verb="Read" />
    </div>
  );
}
